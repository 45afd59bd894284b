import { Box, Button, Flex, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react'
import { Eye, Pencil, Plus, Trash2, X } from 'lucide-react'
import { useState, type ChangeEvent } from 'react'
import { BLOG_CATEGORIES, BlogMessages, blogPostPath, type BlogCategory } from '../../../shared/blog'
import { parseBlogTags } from '../../../shared/blog-tags'
import type { BlogPostInput, BlogPostSummary } from '../../../shared/schemas/blog'
import { toaster } from '../../components/ui/toaster'
import { trpc } from '../../lib/trpc'
import { AdminField, AdminInput, AdminSelect, AdminTextarea } from './admin-ui'

/** Spec section 8: the admin's blog toasts. */
const BlogAdminMessages = {
  loadFailed: 'Failed to load blog posts',
  loadPostFailed: 'Failed to load post data',
  createFailed: 'Failed to create blog post',
  updateFailed: 'Failed to update blog post',
  saveFailed: (message: string) => `Failed to save blog post: ${message}`,
  saved: 'Blog post saved successfully',
  deleted: 'Blog post deleted',
  deleteConfirm: 'Delete this blog post? This cannot be undone.',
  imageOnly: 'The cover must be an image file',
} as const

interface Draft {
  id: number | null
  title: string
  excerpt: string
  content: string
  category: BlogCategory | ''
  tags: string
  image: string
}

const EMPTY: Draft = { id: null, title: '', excerpt: '', content: '', category: '', tags: '', image: '' }

export function BlogPostsPanel() {
  const utils = trpc.useUtils()
  const list = trpc.blog.list.useInfiniteQuery({}, { getNextPageParam: (page) => page.nextCursor })
  const [draft, setDraft] = useState<Draft | null>(null)
  const remove = trpc.blog.delete.useMutation()

  const edit = async (post: BlogPostSummary) => {
    try {
      const full = await utils.blog.byId.fetch({ id: post.id })
      setDraft({
        id: full.id,
        title: full.title,
        excerpt: full.excerpt,
        content: full.content ?? '',
        category: full.category,
        tags: full.tags.join(', '),
        image: full.fullImage || full.image,
      })
    } catch (error) {
      console.error(BlogAdminMessages.loadPostFailed, error)
      toaster.error({ title: BlogAdminMessages.loadPostFailed })
    }
  }

  const posts = list.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="lg" color="ink">
          Blog Posts
        </Heading>
        {draft ? (
          <Button variant="outline" onClick={() => setDraft(null)}>
            <X aria-hidden="true" /> Cancel Editing
          </Button>
        ) : (
          <Button colorPalette="brand" onClick={() => setDraft(EMPTY)}>
            <Plus aria-hidden="true" /> Create New Post
          </Button>
        )}
      </Flex>
      {draft && (
        <BlogPostEditor
          key={draft.id ?? 'new'}
          initial={draft}
          onSaved={() => {
            setDraft(null)
            void utils.blog.invalidate()
          }}
        />
      )}
      {list.isPending && <Spinner color="brand.solid" aria-label="Loading posts" />}
      {list.isError && (
        <Text color="fg.error" role="alert">
          {BlogAdminMessages.loadFailed}
        </Text>
      )}
      <Stack as="ul" gap="3" listStyleType="none" data-testid="admin-posts">
        {posts.map((post) => (
          <HStack
            as="li"
            key={post.id}
            justify="space-between"
            gap="4"
            p="4"
            bg="white"
            rounded="lg"
            borderWidth="1px"
            borderColor="border.muted"
            wrap="wrap"
          >
            <Box minW="0" flex="1">
              <Text fontWeight="semibold">{post.title}</Text>
              <Text fontSize="sm" color="fg.muted">
                {post.date} · {post.category}
              </Text>
            </Box>
            <HStack>
              <Button size="sm" variant="outline" onClick={() => void edit(post)}>
                <Pencil aria-hidden="true" /> Edit
              </Button>
              <Button size="sm" variant="outline" asChild>
                <a href={blogPostPath(post)} target="_blank" rel="noopener">
                  <Eye aria-hidden="true" /> View
                </a>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                onClick={async () => {
                  if (!window.confirm(BlogAdminMessages.deleteConfirm)) return
                  try {
                    await remove.mutateAsync({ id: post.id })
                    toaster.create({ type: 'success', title: BlogAdminMessages.deleted })
                    void utils.blog.invalidate()
                  } catch (error) {
                    console.error('Deleting the post failed', error)
                    toaster.error({ title: BlogAdminMessages.saveFailed(error instanceof Error ? error.message : '') })
                  }
                }}
              >
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            </HStack>
          </HStack>
        ))}
      </Stack>
      {list.hasNextPage && (
        <Button
          variant="outline"
          alignSelf="center"
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </Stack>
  )
}

function BlogPostEditor({ initial, onSaved }: { initial: Draft; onSaved: () => void }) {
  const [draft, setDraft] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [previewing, setPreviewing] = useState(false)
  const create = trpc.blog.create.useMutation()
  const update = trpc.blog.update.useMutation()
  const preview = trpc.blog.previewHtml.useMutation()
  const set = (changes: Partial<Draft>) => setDraft({ ...draft, ...changes })

  const readCover = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (!file) return
    if (!file.type.startsWith('image/')) {
      setError(BlogAdminMessages.imageOnly)
      event.target.value = ''
      return
    }
    const reader = new FileReader()
    reader.onload = () => {
      if (typeof reader.result === 'string') set({ image: reader.result })
    }
    reader.readAsDataURL(file)
  }

  const save = async () => {
    if (!draft.title.trim() || !draft.excerpt.trim() || !draft.content.trim() || !draft.category) {
      setError(BlogMessages.requiredFields)
      return
    }
    setError(null)
    const input: BlogPostInput = {
      title: draft.title,
      excerpt: draft.excerpt,
      content: draft.content,
      category: draft.category,
      tags: parseBlogTags(draft.tags),
      image: draft.image,
      fullImage: draft.image,
    }
    try {
      if (draft.id === null) await create.mutateAsync(input)
      else await update.mutateAsync({ id: draft.id, ...input })
      toaster.create({ type: 'success', title: BlogAdminMessages.saved })
      onSaved()
    } catch (failure) {
      console.error('Saving the post failed', failure)
      toaster.error({
        title:
          failure instanceof Error && failure.message
            ? BlogAdminMessages.saveFailed(failure.message)
            : draft.id === null
              ? BlogAdminMessages.createFailed
              : BlogAdminMessages.updateFailed,
      })
    }
  }

  return (
    <Stack
      as="form"
      gap="4"
      bg="white"
      p={{ base: '5', md: '8' }}
      rounded="xl"
      borderWidth="1px"
      borderColor="border.muted"
      aria-label={draft.id === null ? 'New blog post' : 'Edit blog post'}
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <AdminField label="Title">
        <AdminInput value={draft.title} onChange={(event) => set({ title: event.target.value })} />
      </AdminField>
      <AdminField label="Excerpt">
        <AdminTextarea value={draft.excerpt} onChange={(event) => set({ excerpt: event.target.value })} />
      </AdminField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <AdminField label="Category">
          <AdminSelect
            value={draft.category}
            onChange={(event) => set({ category: event.target.value as BlogCategory })}
          >
            <option value="">Choose a category</option>
            {BLOG_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </AdminSelect>
        </AdminField>
        <AdminField label="Tags" helper="Comma separated">
          <AdminInput value={draft.tags} onChange={(event) => set({ tags: event.target.value })} />
        </AdminField>
      </SimpleGrid>
      <AdminField label="Cover image" helper="An image file (JPEG, PNG, WebP)">
        <AdminInput type="file" accept="image/*" onChange={readCover} p="1" />
      </AdminField>
      {draft.image && (
        <Box asChild maxH="40" objectFit="cover" rounded="md" alignSelf="start">
          <img src={draft.image} alt="" />
        </Box>
      )}
      <HStack justify="space-between">
        <Text fontWeight="medium">Content (HTML)</Text>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            if (!previewing) preview.mutate({ content: draft.content || ' ' })
            setPreviewing(!previewing)
          }}
        >
          {previewing ? 'Edit HTML' : 'Preview'}
        </Button>
      </HStack>
      {previewing ? (
        <Box
          className="blog-content"
          p="4"
          borderWidth="1px"
          borderColor="border.muted"
          rounded="md"
          data-testid="blog-preview"
          // Sanitised by the server exactly as the article page is (blog.previewHtml).
          dangerouslySetInnerHTML={{ __html: preview.data?.html ?? '' }}
        />
      ) : (
        <AdminField label="Content">
          <AdminTextarea
            value={draft.content}
            onChange={(event) => set({ content: event.target.value })}
            minH="60"
            fontFamily="mono"
            fontSize="sm"
          />
        </AdminField>
      )}
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
      <Button type="submit" colorPalette="brand" alignSelf="start" loading={create.isPending || update.isPending}>
        {draft.id === null ? 'Create post' : 'Save changes'}
      </Button>
    </Stack>
  )
}

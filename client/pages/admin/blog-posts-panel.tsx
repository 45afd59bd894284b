import { Badge, Box, Button, Flex, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react'
import { Eye, FilePen, Pencil, Plus, Send, Trash2, X } from 'lucide-react'
import { useState, type ChangeEvent } from 'react'
import { BLOG_CATEGORIES, BlogMessages, blogPostPath, type BlogCategory } from '../../../shared/blog'
import {
  BLOG_COVER_MAX_BYTES,
  BLOG_COVER_MAX_MEGABYTES,
  BLOG_COVER_TYPES,
  BlogCoverMessages,
} from '../../../shared/blog-covers'
import { parseBlogTags } from '../../../shared/blog-tags'
import type { BlogPostInput } from '../../../shared/schemas/blog'
import type { BlogPostStatus } from '../../../shared/blog-publication'
import type { BlogAdminPostSummary, BlogPublication } from '../../../shared/schemas/blog-publication'
import type { BlogPostDraft } from '../../../shared/schemas/blog-revisions'
import { FunnelConfigAdminMessages } from '../../../shared/schemas/funnel-configs'
import { LinkButton } from '../../components/ui/link-button'
import { toaster } from '../../components/ui/toaster'
import { readAsDataUrl } from '../../lib/read-as-data-url'
import { ARTICLE_BODY_CSS } from '../blog/article-body-css'
import { trpc } from '../../lib/trpc'
import { BlogPostSeoSection, EMPTY_SEO_DRAFT, seoDraftOf, type BlogPostSeoDraft } from './blog-post-seo-section'
import { BodyImageUpload } from './body-image-upload'
import { ADMIN_EDITOR_PANEL, AdminField, AdminInput, AdminSelect, AdminTextarea } from './admin-ui'
import { BlogDraftControls, type BlogEditorFields } from './blog-draft-controls'
import {
  NEW_POST_PUBLICATION,
  publicationDraftOf,
  publicationOf,
  type PublicationDraft,
} from './blog-publication-draft'
import { BlogPostStatusBadge, BlogPublicationFields } from './blog-publication-fields'
import { blogSaveActions, initialPublishingChoice } from './blog-save-actions'
import { BlogPreviewLink } from './blog-preview-link'
import { useUnsavedChangesGuard } from './unsaved-changes'

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
  /** The cards' cover and the article's, as `blog.uploadCover` answered them (or as the post had them). */
  image: string
  fullImage: string
  seo: BlogPostSeoDraft
  /** What the primary save makes of the post. */
  publication: PublicationDraft
  /** The post's status as stored; null for a post not saved yet. */
  liveStatus: BlogPostStatus | null
  hasPreviewLink: boolean
}

const EMPTY: Draft = {
  id: null,
  title: '',
  excerpt: '',
  content: '',
  category: '',
  tags: '',
  image: '',
  fullImage: '',
  seo: EMPTY_SEO_DRAFT,
  publication: initialPublishingChoice(NEW_POST_PUBLICATION),
  liveStatus: null,
  hasPreviewLink: false,
}

/**
 * The form for a post's fields (the live post's or its pending draft's); the publication and the preview link are
 * the post's state, which a draft or a revision does not carry, so they come from `state`.
 */
function toEditorDraft(
  id: number | null,
  fields: BlogEditorFields,
  state: Pick<Draft, 'publication' | 'liveStatus' | 'hasPreviewLink'>,
): Draft {
  return {
    id,
    title: fields.title,
    excerpt: fields.excerpt,
    content: fields.content ?? '',
    category: fields.category,
    tags: fields.tags.join(', '),
    image: fields.image,
    fullImage: fields.fullImage,
    seo: seoDraftOf(fields),
    publication: state.publication,
    liveStatus: state.liveStatus,
    hasPreviewLink: state.hasPreviewLink,
  }
}

/** Whether two forms hold the same post: every field, the SEO fields and the chosen publication. */
function sameForm(a: Draft, b: Draft): boolean {
  return (Object.keys(a) as (keyof Draft)[]).every((field) => {
    if (field === 'seo')
      return (Object.keys(a.seo) as (keyof BlogPostSeoDraft)[]).every((key) => a.seo[key] === b.seo[key])
    if (field === 'publication')
      return (
        a.publication.status === b.publication.status && a.publication.publishAtLocal === b.publication.publishAtLocal
      )
    return a[field] === b[field]
  })
}

/** The form as the server takes it (without the publication, which the save adds); null while a required field is empty. */
function inputOf(draft: Draft): BlogPostInput | null {
  if (!draft.title.trim() || !draft.excerpt.trim() || !draft.content.trim() || !draft.category) return null
  return {
    title: draft.title,
    excerpt: draft.excerpt,
    content: draft.content,
    category: draft.category,
    tags: parseBlogTags(draft.tags),
    image: draft.image,
    fullImage: draft.fullImage,
    ...draft.seo,
  }
}

export function BlogPostsPanel() {
  const utils = trpc.useUtils()
  const list = trpc.blog.adminList.useInfiniteQuery({}, { getNextPageParam: (page) => page.nextCursor })
  const [draft, setDraft] = useState<Draft | null>(null)
  const [storedDraft, setStoredDraft] = useState<BlogPostDraft | null>(null)
  const remove = trpc.blog.delete.useMutation()

  const edit = async (post: BlogAdminPostSummary) => {
    try {
      const full = await utils.blog.adminById.fetch({ id: post.id })
      // A pending draft of the post (saved or autosaved earlier) opens instead of the live post.
      const pending = await utils.admin.blogDrafts.byPost.fetch({ id: post.id }, { staleTime: 0 })
      setStoredDraft(pending)
      setDraft(
        toEditorDraft(full.id, pending?.fields ?? full, {
          publication: initialPublishingChoice(publicationDraftOf(full.publication)),
          liveStatus: full.publication.status,
          hasPreviewLink: full.hasPreviewLink,
        }),
      )
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
          <Button
            colorPalette="brand"
            onClick={() => {
              setStoredDraft(null)
              setDraft(EMPTY)
            }}
          >
            <Plus aria-hidden="true" /> Create New Post
          </Button>
        )}
      </Flex>
      {draft && (
        <BlogPostEditor
          key={draft.id ?? 'new'}
          initial={draft}
          storedDraft={storedDraft}
          onSaved={() => {
            setDraft(null)
            void utils.blog.invalidate()
          }}
        />
      )}
      {list.isPending && <Spinner role="status" color="brand.solid" aria-label="Loading posts" />}
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
            {/* The title takes a line of its own when the buttons leave it less than 14rem. */}
            <Box minW="0" flex="1 1 14rem">
              <Text fontWeight="semibold" overflowWrap="anywhere">
                {post.title}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                <BlogPostStatusBadge status={post.status} publishAt={post.publishAt} />{' '}
                {post.hasDraft && post.status !== 'draft' && (
                  <>
                    <Badge colorPalette="orange" variant="subtle" data-testid="post-unpublished-changes">
                      Unpublished changes
                    </Badge>{' '}
                  </>
                )}
                {post.date} · {post.category}
              </Text>
            </Box>
            <HStack>
              <Button size="sm" variant="outline" onClick={() => void edit(post)}>
                <Pencil aria-hidden="true" /> Edit
              </Button>
              {/* Only a published post has a public address; the others are seen through a preview link. */}
              {post.status === 'published' && (
                <LinkButton size="sm" variant="outline">
                  <a href={blogPostPath(post)} target="_blank" rel="noopener">
                    <Eye aria-hidden="true" /> View
                  </a>
                </LinkButton>
              )}
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

function BlogPostEditor({
  initial,
  storedDraft,
  onSaved,
}: {
  initial: Draft
  storedDraft: BlogPostDraft | null
  onSaved: () => void
}) {
  const [draft, setDraft] = useState(initial)
  // What the server last stored of this form (the post, or its draft): leaving loses nothing beyond it.
  const [stored, setStored] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [previewing, setPreviewing] = useState(false)
  const create = trpc.blog.create.useMutation()
  const update = trpc.blog.update.useMutation()
  const preview = trpc.blog.previewHtml.useMutation()
  const upload = trpc.blog.uploadCover.useMutation()
  const set = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }))
  const dirty = !sameForm(draft, stored)
  useUnsavedChangesGuard(dirty, FunnelConfigAdminMessages.leaveConfirm)

  // The file is read as a data URL (spec section 5) and sent once; the post then carries the addresses the server
  // answers. The server judges the picture by its content; these checks only answer at once.
  const uploadCover = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target
    const file = input.files?.[0]
    if (!file) return
    const refuse = (message: string) => {
      setError(message)
      input.value = ''
    }
    if (!file.type.startsWith('image/')) return refuse(BlogAdminMessages.imageOnly)
    if (file.size > BLOG_COVER_MAX_BYTES) return refuse(BlogCoverMessages.tooLarge)
    setError(null)
    try {
      set(await upload.mutateAsync({ dataUrl: await readAsDataUrl(file) }))
    } catch (failure) {
      // A refused file is the admin's to fix (the message says how), not a fault of the page.
      console.warn(BlogCoverMessages.uploadFailed, failure)
      refuse(failure instanceof Error && failure.message ? failure.message : BlogCoverMessages.uploadFailed)
      toaster.error({ title: BlogCoverMessages.uploadFailed })
    }
  }

  const actions = blogSaveActions(draft.liveStatus, draft.publication.status)

  /** Saves the post itself: with the "Publishing" choice (the primary), or as a draft (a draft post's secondary). */
  const save = async (asDraft: boolean) => {
    const input = inputOf(draft)
    if (!input) {
      setError(BlogMessages.requiredFields)
      return
    }
    const chosen: { publication: BlogPublication } | { error: string } = asDraft
      ? { publication: { status: 'draft' } }
      : publicationOf(draft.publication)
    if ('error' in chosen) {
      setError(chosen.error)
      return
    }
    setError(null)
    try {
      const saved = { ...input, publication: chosen.publication }
      if (draft.id === null) await create.mutateAsync(saved)
      else await update.mutateAsync({ id: draft.id, ...saved })
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

  const saving = create.isPending || update.isPending
  const saveButtons = (
    <>
      <Button
        type="submit"
        colorPalette="brand"
        data-save-action="primary"
        loading={saving}
        disabled={upload.isPending}
      >
        <Send aria-hidden="true" /> {actions.primary}
      </Button>
      {actions.secondary === 'Save draft' && (
        <Button
          variant="outline"
          data-save-action="secondary"
          disabled={saving || upload.isPending}
          onClick={() => void save(true)}
        >
          <FilePen aria-hidden="true" /> {actions.secondary}
        </Button>
      )}
    </>
  )

  return (
    <Stack
      as="form"
      gap="4"
      {...ADMIN_EDITOR_PANEL}
      aria-label={draft.id === null ? 'New blog post' : 'Edit blog post'}
      onSubmit={(event) => {
        event.preventDefault()
        void save(false)
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
      <AdminField
        label="Cover image"
        helper={`A JPEG, PNG, WebP or AVIF image, at most ${BLOG_COVER_MAX_MEGABYTES} MB`}
      >
        <AdminInput
          type="file"
          accept={BLOG_COVER_TYPES.join(',')}
          onChange={(event) => void uploadCover(event)}
          disabled={upload.isPending}
          p="1"
        />
      </AdminField>
      {upload.isPending ? (
        <HStack color="fg.muted" role="status">
          <Spinner size="sm" /> <Text>Uploading the cover…</Text>
        </HStack>
      ) : (
        (draft.fullImage || draft.image) && (
          <Box asChild maxH="40" objectFit="cover" rounded="md" alignSelf="start">
            <img src={draft.fullImage || draft.image} alt="Cover preview" data-testid="cover-preview" />
          </Box>
        )
      )}
      <BlogPostSeoSection
        value={draft.seo}
        onChange={(changes) => setDraft((current) => ({ ...current, seo: { ...current.seo, ...changes } }))}
        title={draft.title}
        excerpt={draft.excerpt}
        postId={draft.id}
      />
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
          css={ARTICLE_BODY_CSS}
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
      <BodyImageUpload
        onInsert={(html) => setDraft((current) => ({ ...current, content: `${current.content.trimEnd()}\n${html}\n` }))}
      />
      <BlogPublicationFields
        value={draft.publication}
        liveStatus={draft.liveStatus}
        onChange={(publication) => set({ publication })}
      />
      {draft.id !== null && <BlogPreviewLink postId={draft.id} hasPreviewLink={draft.hasPreviewLink} />}
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
      {draft.id === null ? (
        <HStack gap="3" wrap="wrap">
          {saveButtons}
        </HStack>
      ) : (
        <BlogDraftControls
          postId={draft.id}
          form={draft}
          toInput={inputOf}
          toForm={(fields) => toEditorDraft(draft.id, fields, draft)}
          storedDraft={storedDraft}
          onStored={setStored}
          onReplaced={(form) => {
            setDraft(form)
            setStored(form)
          }}
          livePostSaving={update.isPending}
          actions={saveButtons}
          offerSaveAsDraft={actions.secondary === 'Save as draft'}
        />
      )}
    </Stack>
  )
}

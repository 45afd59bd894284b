import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link } from 'wouter'
import { BLOG_SKELETON_COUNT, blogListPath, type BlogCategory } from '../../../shared/blog'
import type { BlogPostSummary } from '../../../shared/schemas/blog'
import { LinkButton } from '../../components/ui/link-button'
import { useBlogList, type LoadMore } from '../../hooks/use-blog-posts'
import { withData } from '../../lib/data-provider'
import { LoadError, StoredCopyNotice } from './blog-states'
import { PostCard, PostCardSkeleton } from './post-card'

/** The blog's posts, newest first, in one category or all, with the next page on request. */
export const BlogListPosts = withData(function BlogListPosts({ category }: { category: BlogCategory | null }) {
  const load = useBlogList(category)
  return (
    <Stack gap="6" aria-live="polite" aria-busy={load.status === 'loading'}>
      {load.status === 'loading' && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {Array.from({ length: BLOG_SKELETON_COUNT }, (_, index) => (
            <PostCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      )}
      {load.status === 'error' && (
        <LoadError title="Nem sikerült betölteni a bejegyzéseket" onRetry={load.retry} retrying={load.retrying} />
      )}
      {load.status === 'ready' && (
        <>
          {load.fromStorage && <StoredCopyNotice />}
          <PostList posts={load.data} category={category} />
          {load.more.hasMore && <MorePosts more={load.more} />}
        </>
      )}
    </Stack>
  )
})

/** The next page of posts, on request: one button under the grid (see docs/decisions.md). */
function MorePosts({ more }: { more: LoadMore }) {
  return (
    <Stack align="center" gap="2" pt="2">
      <Button
        colorPalette="brand"
        variant="outline"
        onClick={more.load}
        loading={more.loading}
        loadingText="Betöltés…"
        data-testid="more-posts"
      >
        Több cikk
      </Button>
      {more.failed && (
        <Text role="status" fontSize="sm" color="fg.error">
          Nem sikerült betölteni a további cikkeket. Kérjük, próbálja újra.
        </Text>
      )}
    </Stack>
  )
}

function PostList({ posts, category }: { posts: BlogPostSummary[]; category: BlogCategory | null }) {
  if (posts.length === 0) return <EmptyCategory category={category} />
  const [latest, ...rest] = posts
  const featured = category ? undefined : latest
  const cards = featured ? rest : posts
  return (
    <>
      {featured && <PostCard post={featured} featured />}
      {cards.length > 0 && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {cards.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </SimpleGrid>
      )}
    </>
  )
}

function EmptyCategory({ category }: { category: BlogCategory | null }) {
  return (
    <Box
      data-testid="blog-empty"
      textAlign="center"
      py="16"
      px="6"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="xl"
    >
      <Heading as="h2" size="lg" color="ink">
        {category ? 'Ebben a kategóriában még nincs cikk' : 'Még nincs cikk'}
      </Heading>
      <Text mt="2" color="fg.muted">
        Hamarosan újabb írásokkal jelentkezünk. Addig nézzen körül a többi témában.
      </Text>
      {category && (
        <LinkButton mt="6" colorPalette="brand" variant="outline">
          <Link href={blogListPath(null)}>Összes cikk</Link>
        </LinkButton>
      )}
    </Box>
  )
}

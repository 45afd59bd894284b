import { Box, Button, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link, useSearchParams } from 'wouter'
import {
  BLOG_CATEGORY_PARAM,
  BLOG_SKELETON_COUNT,
  blogListPath,
  categoryFromParam,
  type BlogCategory,
} from '../../../shared/blog'
import type { BlogPostSummary } from '../../../shared/schemas/blog'
import { PageHead } from '../../components/page-head'
import { PageSection } from '../../components/page-section'
import { LinkButton } from '../../components/ui/link-button'
import { blogListInput, useBlogList, type LoadMore } from '../../hooks/use-blog-posts'
import { withData } from '../../lib/data-provider'
import type { TrpcServerHelpers } from '../../lib/prefetch'
import { LoadError, StoredCopyNotice } from './blog-states'
import { CategoryNav } from './category-nav'
import { PostCard, PostCardSkeleton } from './post-card'

const DESCRIPTION =
  'Cikkek gyógyszertár-tulajdonosoknak és patikai munkatársaknak az AI chatbotokról, a betegadatok védelméről és a digitális patikáról.'

export function prefetchBlogList(helpers: TrpcServerHelpers, search: URLSearchParams): Promise<void> {
  const category = categoryFromParam(search.get(BLOG_CATEGORY_PARAM))
  return helpers.blog.list.prefetchInfinite(blogListInput(category))
}

export const BlogListPage = withData(function BlogListPage() {
  const [searchParams] = useSearchParams()
  const category = categoryFromParam(searchParams.get(BLOG_CATEGORY_PARAM))
  const load = useBlogList(category)

  return (
    <PageSection>
      <PageHead
        title={category ? `${category} – Blog` : 'Blog'}
        description={category ? `${category}: ${DESCRIPTION}` : DESCRIPTION}
        canonicalPath={blogListPath(category)}
        image="blog"
      />
      <Stack gap="3" mb="10" maxW="3xl">
        <Heading as="h1" size="4xl" color="ink" letterSpacing="-0.02em">
          Blog
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {DESCRIPTION}
        </Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: '15rem 1fr' }} gap={{ base: '8', lg: '12' }} alignItems="start">
        <CategoryNav active={category} />
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
      </Grid>
    </PageSection>
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

import { Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { ArrowRight } from 'lucide-react'
import { Link } from 'wouter'
import { BLOG_LATEST_COUNT } from '../../../shared/blog'
import { PageSection } from '../../components/page-section'
import { LinkButton } from '../../components/ui/link-button'
import { useLatestPosts } from '../../hooks/use-blog-posts'
import { withData } from '../../lib/data-provider'
import { ReusableServerHtml } from '../../lib/reusable-server-html'
import { LoadError, StoredCopyNotice } from './blog-states'
import { PostCard, PostCardSkeleton } from './post-card'

/** Home page section 9: the three newest articles. */
export const LatestPostsSection = withData(function LatestPostsSection() {
  const load = useLatestPosts()
  // What the section shows is the load's text (its functions aside), so the server keeps the HTML by it: a page
  // rendered afresh renders the cards again only after the newest posts changed.
  return (
    <ReusableServerHtml name="latest-posts" version={JSON.stringify(load)}>
      <PageSection bg="surface" aria-labelledby="latest-posts-heading" data-testid="latest-posts">
        <HStack justify="space-between" align="end" gap="4" wrap="wrap" mb="8">
          <Stack gap="2">
            <Heading as="h2" id="latest-posts-heading" size="3xl" color="ink" letterSpacing="-0.01em">
              Legfrissebb cikkeink
            </Heading>
            <Text color="fg.muted">Gyakorlati írások patikatulajdonosoknak és munkatársaknak.</Text>
          </Stack>
          <LinkButton variant="outline" colorPalette="brand">
            <Link href="/blog">
              Összes cikk <ArrowRight aria-hidden="true" />
            </Link>
          </LinkButton>
        </HStack>
        {load.status === 'error' ? (
          <LoadError title="Nem sikerült betölteni a bejegyzéseket" onRetry={load.retry} retrying={load.retrying} />
        ) : (
          <Stack gap="4">
            {load.status === 'ready' && load.fromStorage && <StoredCopyNotice />}
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
              {load.status === 'ready'
                ? load.data.map((post) => <PostCard key={post.id} post={post} headingLevel="h3" />)
                : Array.from({ length: BLOG_LATEST_COUNT }, (_, index) => <PostCardSkeleton key={index} />)}
            </SimpleGrid>
          </Stack>
        )}
      </PageSection>
    </ReusableServerHtml>
  )
})

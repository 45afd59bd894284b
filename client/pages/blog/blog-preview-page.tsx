import { Box } from '@chakra-ui/react'
import { PageHead } from '../../components/page-head'
import { PageSection } from '../../components/page-section'
import type { PageModule } from '../../lib/lazy-page'
import { BlogPreviewContentPart } from './blog-parts'

const deferredParts = [BlogPreviewContentPart]

/** /blog/elonezet#token, a draft's or scheduled post's secret preview link: the article as it will look, never indexed. */
function BlogPreviewPage() {
  return (
    <PageSection pt={{ base: '8', md: '12' }}>
      <PageHead
        title="Cikk előnézete"
        description="Egy még meg nem jelent cikk előnézete."
        canonicalPath={null}
        noindex
      />
      <Box maxW="3xl" mx="auto" data-testid="blog-preview-page">
        <BlogPreviewContentPart.Part />
      </Box>
    </PageSection>
  )
}

/** The page as the route table loads it (client/app.tsx). */
export const page: PageModule = { component: BlogPreviewPage, deferredParts }

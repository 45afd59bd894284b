import { Box } from '@chakra-ui/react'
import { ArrowLeft } from 'lucide-react'
import { Link } from 'wouter'
import { postIdFromParam } from '../../../shared/blog'
import { PageSection } from '../../components/page-section'
import { LinkButton } from '../../components/ui/link-button'
import type { TrpcServerHelpers } from '../../lib/prefetch'
import type { PageModule } from '../../lib/lazy-page'
import { BlogPostContentPart } from './blog-parts'

/** What hydrates from its own chunk after the page (client/lib/deferred-part.tsx); the server loads it first. */
const deferredParts = [BlogPostContentPart]

async function prefetchBlogPost(helpers: TrpcServerHelpers, idParam: string | undefined): Promise<void> {
  const id = postIdFromParam(idParam)
  if (id !== null) await helpers.blog.article.prefetch({ id })
}

function BlogPostPage() {
  return (
    <PageSection pt={{ base: '8', md: '12' }}>
      <Box maxW="3xl" mx="auto">
        <LinkButton variant="ghost" colorPalette="brand" size="sm" mb="6" ms="-3">
          <Link href="/blog">
            <ArrowLeft aria-hidden="true" /> Vissza a bloghoz
          </Link>
        </LinkButton>
        <BlogPostContentPart.Part />
      </Box>
    </PageSection>
  )
}

/** The page as the route table loads it (client/app.tsx). */
export const page: PageModule = {
  component: BlogPostPage,
  prefetch: (helpers, params) => prefetchBlogPost(helpers, params.id),
  deferredParts,
}

import { Grid, Heading, Stack, Text } from '@chakra-ui/react'
import { useSearchParams } from 'wouter'
import { BLOG_CATEGORY_PARAM, blogListInput, blogListPath, categoryFromParam } from '../../../shared/blog'
import { PageHead } from '../../components/page-head'
import { PageSection } from '../../components/page-section'
import type { TrpcServerHelpers } from '../../lib/prefetch'
import type { PageModule } from '../../lib/lazy-page'
import { BlogListPostsPart } from './blog-parts'
import { CategoryNav } from './category-nav'

/** What hydrates from its own chunk after the page (client/lib/deferred-part.tsx); the server loads it first. */
const deferredParts = [BlogListPostsPart]

const DESCRIPTION =
  'Cikkek gyógyszertár-tulajdonosoknak és patikai munkatársaknak az AI chatbotokról, a betegadatok védelméről és a digitális patikáról.'

function prefetchBlogList(helpers: TrpcServerHelpers, search: URLSearchParams): Promise<void> {
  const category = categoryFromParam(search.get(BLOG_CATEGORY_PARAM))
  return helpers.blog.list.prefetchInfinite(blogListInput(category))
}

function BlogListPage() {
  const [searchParams] = useSearchParams()
  const category = categoryFromParam(searchParams.get(BLOG_CATEGORY_PARAM))

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
        <BlogListPostsPart.Part category={category} />
      </Grid>
    </PageSection>
  )
}

/** The page as the route table loads it (client/app.tsx). */
export const page: PageModule = {
  component: BlogListPage,
  prefetch: (helpers, _params, search) => prefetchBlogList(helpers, search),
  deferredParts,
}

import {
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  Image,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from '@chakra-ui/react'
import { RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { Link, Redirect, useParams } from 'wouter'
import { blogPostPath, BlogMessages, postIdFromParam } from '../../../shared/blog'
import { SITE_LOGO_PATH, SITE_NAME } from '../../../shared/site'
import { PageHead, useResponseStatus } from '../../components/page-head'
import { LinkButton } from '../../components/ui/link-button'
import { toaster } from '../../components/ui/toaster'
import { useBlogArticle, type ShownArticle } from '../../hooks/use-blog-posts'
import { withData } from '../../lib/data-provider'
import { usePublicSettings } from '../../lib/public-settings'
import { ARTICLE_BODY_CSS } from './article-body-css'
import { LoadError, StoredCopyNotice } from './blog-states'
import { PostCard } from './post-card'
import { PostMeta } from './post-meta'

/** The article the address names, or why it is not shown; an old or mistyped slug redirects to its own address. */
export const BlogPostContent = withData(function BlogPostContent() {
  const params = useParams<{ id: string; slug?: string }>()
  const load = useBlogArticle(postIdFromParam(params.id))
  const [refreshing, setRefreshing] = useState(false)
  const canonicalPath = load.status === 'ready' ? blogPostPath(load.data.post) : null
  // An old or mistyped slug leads to the article's own address rather than being another copy of it (and another
  // entry in the render cache); the server answers it with a 301.
  if (canonicalPath && params.slug !== undefined && canonicalPath !== `/blog/${params.id}/${params.slug}`) {
    return <Redirect to={canonicalPath} replace />
  }

  const refresh = async () => {
    setRefreshing(true)
    const ok = await load.refresh()
    setRefreshing(false)
    toaster.create(
      ok
        ? { type: 'success', title: 'A cikk frissítve.' }
        : { type: 'error', title: 'Nem sikerült frissíteni a cikket. Kérjük, próbálja újra később.' },
    )
  }

  return (
    <>
      {load.status === 'missing' && <PostNotFound />}
      {load.status === 'loading' && <ArticleSkeleton />}
      {load.status === 'error' && (
        <>
          <PageHead title="Blog" description="A cikk betöltése nem sikerült." noindex />
          <LoadError title="Nem sikerült betölteni a cikket" onRetry={load.retry} retrying={load.retrying} />
        </>
      )}
      {load.status === 'ready' && (
        <Article
          article={load.data}
          fromStorage={load.fromStorage}
          onRefresh={() => void refresh()}
          refreshing={refreshing}
        />
      )}
    </>
  )
})

function PostNotFound() {
  useResponseStatus(404)
  return (
    <Stack gap="4" py="12" textAlign="center" align="center" data-testid="post-not-found">
      <PageHead
        title={BlogMessages.notFound}
        description="A keresett cikk nem létezik vagy már nem elérhető."
        canonicalPath={null}
        noindex
      />
      <Heading as="h1" size="3xl" color="ink">
        {BlogMessages.notFound}
      </Heading>
      <Text color="fg.muted">
        A keresett cikk nem létezik, vagy már nem elérhető. Nézzen körül a többi írásunk között.
      </Text>
      <LinkButton colorPalette="brand">
        <Link href="/blog">Vissza a bloghoz</Link>
      </LinkButton>
    </Stack>
  )
}

function ArticleSkeleton() {
  return (
    <Stack gap="6" aria-busy="true" data-testid="article-skeleton">
      <Skeleton aspectRatio={16 / 9} borderRadius="xl" />
      <Skeleton height="10" width="80%" />
      <SkeletonText noOfLines={8} />
    </Stack>
  )
}

function useBlogPostingJsonLd(post: ShownArticle['post']): Record<string, unknown> {
  const { siteUrl } = usePublicSettings()
  const url = `${siteUrl}${blogPostPath(post)}`
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.metaDescription ?? post.excerpt,
    datePublished: post.date,
    dateModified: post.updatedAt ?? post.date,
    ...(post.author ? { author: { '@type': 'Organization', name: post.author } } : {}),
    publisher: {
      '@type': 'Organization',
      name: SITE_NAME,
      logo: { '@type': 'ImageObject', url: `${siteUrl}${SITE_LOGO_PATH}` },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: 'hu-HU',
    articleSection: post.category,
    keywords: post.tags.join(', '),
    timeRequired: `PT${post.readingMinutes}M`,
  }
}

interface ArticleProps {
  article: ShownArticle
  fromStorage: boolean
  onRefresh: () => void
  refreshing: boolean
  /** A preview link's view: the page around it declares its own head (noindex, no canonical, no structured data). */
  preview?: boolean
}

export function Article({ article: { post, related }, fromStorage, onRefresh, refreshing, preview }: ArticleProps) {
  const jsonLd = useBlogPostingJsonLd(post)
  return (
    <Stack as="article" gap="8" data-testid="blog-article">
      {!preview && (
        <PageHead
          title={post.metaTitle ?? post.title}
          description={post.metaDescription ?? post.excerpt}
          canonicalPath={blogPostPath(post)}
          image={{ cover: post.socialImage ?? post.fullImage ?? post.image, alt: post.metaTitle ?? post.title }}
          type="article"
          jsonLd={jsonLd}
          breadcrumbs={[
            { name: 'Főoldal', path: '/' },
            { name: 'Blog', path: '/blog' },
            { name: post.title, path: blogPostPath(post) },
          ]}
        />
      )}
      {fromStorage && <StoredCopyNotice />}
      <Image
        src={post.fullImage ?? post.image}
        alt=""
        aspectRatio={16 / 9}
        width="100%"
        objectFit="cover"
        borderRadius="xl"
        bg="brand.subtle"
      />
      <Stack gap="4">
        <HStack justify="space-between" gap="4" wrap="wrap">
          <Badge colorPalette="brand" variant="subtle" size="lg">
            {post.category}
          </Badge>
          <Button
            size="sm"
            variant="outline"
            colorPalette="brand"
            onClick={onRefresh}
            loading={refreshing}
            loadingText="Frissítés…"
          >
            <RefreshCw aria-hidden="true" /> Frissítés
          </Button>
        </HStack>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="ink" letterSpacing="-0.02em" lineHeight="1.15">
          {post.title}
        </Heading>
        <PostMeta post={post} author={post.author} />
        <Text fontSize="xl" color="fg.muted" lineHeight="1.6" data-testid="post-excerpt">
          {post.excerpt}
        </Text>
      </Stack>
      {post.content ? (
        <ArticleContent html={post.content} />
      ) : (
        fromStorage && (
          <Text color="fg.muted" data-testid="post-content-unavailable">
            A cikk teljes szövege akkor jelenik meg, amikor a szerver újra elérhető.
          </Text>
        )
      )}
      {post.tags.length > 0 && (
        <HStack gap="2" wrap="wrap" role="list" aria-label="Címkék" data-testid="post-tags">
          {post.tags.map((tag) => (
            <Badge key={tag} role="listitem" variant="outline" colorPalette="gray">
              #{tag}
            </Badge>
          ))}
        </HStack>
      )}
      {related.length > 0 && (
        <Stack as="section" gap="5" pt="8" borderTopWidth="1px" aria-labelledby="related-heading">
          <Heading as="h2" id="related-heading" size="xl" color="ink">
            Kapcsolódó cikkek
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" data-testid="related-posts">
            {related.map((item) => (
              <PostCard key={item.id} post={item} headingLevel="h3" />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  )
}

/** The post's HTML, already cleaned by the server's allowlist (server/services/blog-html.ts). */
function ArticleContent({ html }: { html: string }) {
  return <Box data-testid="post-content" css={ARTICLE_BODY_CSS} dangerouslySetInnerHTML={{ __html: html }} />
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { AppServices } from '../services/app-services'
import { listFeedBlogPosts, type BlogReader } from '../services/blog.service'
import { contentEtag, ifNoneMatch } from './etag'
import { CACHE_TAGS } from './render-cache'
import { robotsTxt, rssXml, sitemapXml } from './seo'

const CACHE_CONTROL = 'public, max-age=300'

/** /sitemap.xml, /rss.xml and /robots.txt with absolute URLs on PUBLIC_SITE_URL. */
export function seoRoutes(app: FastifyInstance, { services }: { services: AppServices }, done: () => void): void {
  const siteUrl = services.env.siteUrl

  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(robotsTxt(siteUrl)),
  )

  /**
   * The sitemap and the feed list every post: kept in the render cache under the blog lists' tag, so a new or edited
   * post shows at once, and sent with an ETag so feed readers revalidate cheaply.
   */
  const blogDocument =
    (type: string, build: (posts: Awaited<ReturnType<typeof listFeedBlogPosts>>) => string) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const cache = services.renderCache
      const key = request.url.split('?')[0] ?? request.url
      let document = cache?.get(key)
      if (!document) {
        const renderedAtGeneration = cache?.generation ?? 0
        const reader: BlogReader = { db: services.db.db, log: request.log }
        const xml = build(await listFeedBlogPosts(reader))
        document = { status: 200, html: xml, etag: contentEtag(xml), tags: [CACHE_TAGS.blogLists] }
        cache?.set(key, document, renderedAtGeneration)
      }
      reply.type(type).header('cache-control', 'no-cache').header('etag', document.etag)
      if (ifNoneMatch(request.headers['if-none-match'], document.etag)) return reply.code(304).send()
      return reply.send(document.html)
    }

  app.get(
    '/sitemap.xml',
    blogDocument('application/xml; charset=utf-8', (posts) => sitemapXml(siteUrl, posts)),
  )
  app.get(
    '/rss.xml',
    blogDocument('application/rss+xml; charset=utf-8', (posts) => rssXml(siteUrl, posts)),
  )
  done()
}

import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../services/app-services'
import { listFeedBlogPosts } from '../services/blog.service'
import { robotsTxt, rssXml, sitemapXml } from './seo'

const CACHE_CONTROL = 'public, max-age=300'

/** /sitemap.xml, /rss.xml and /robots.txt with absolute URLs on PUBLIC_SITE_URL. */
export function seoRoutes(app: FastifyInstance, { services }: { services: AppServices }, done: () => void): void {
  const siteUrl = services.env.siteUrl

  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(robotsTxt(siteUrl)),
  )

  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(sitemapXml(siteUrl, await listFeedBlogPosts({ db: services.db.db, log: request.log }))),
  )

  app.get('/rss.xml', async (request, reply) =>
    reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(rssXml(siteUrl, await listFeedBlogPosts({ db: services.db.db, log: request.log }))),
  )
  done()
}

import type { FastifyInstance } from 'fastify'
import { listPosts } from '../repositories/blog.repository'
import type { AppServices } from '../services/app-services'
import { ensureBuiltInPosts } from '../services/blog.service'
import { robotsTxt, rssXml, sitemapXml } from './seo'

const CACHE_CONTROL = 'public, max-age=300'

/** /sitemap.xml, /rss.xml and /robots.txt with absolute URLs on PUBLIC_SITE_URL. */
export function seoRoutes(app: FastifyInstance, { services }: { services: AppServices }, done: () => void): void {
  const siteUrl = services.env.siteUrl
  const posts = async () => {
    await ensureBuiltInPosts(services)
    return listPosts(services.db.db)
  }

  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(robotsTxt(siteUrl)),
  )

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(sitemapXml(siteUrl, await posts())),
  )

  app.get('/rss.xml', async (_request, reply) =>
    reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(rssXml(siteUrl, await posts())),
  )
  done()
}

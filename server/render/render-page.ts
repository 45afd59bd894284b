import { createServerSideHelpers } from '@trpc/react-query/server'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { SESSION_COOKIE_NAME } from '../auth/session'
import type { AppServices } from '../services/app-services'
import { contextForRequest } from '../trpc/context'
import { appRouter } from '../trpc/root'
import { botNoticeHtml } from './bot-notice'
import { acceptsGzip } from './accept-encoding'
import { contentEtag, ifNoneMatch } from './etag'
import { GzipWithGaps } from './gzip-with-gaps'
import { headHtml, stateScript, withNonce } from './html'
import { pageCacheTags } from './page-cache-tags'
import type { EntryServer, PageRenderer } from './page-renderer'
import { publicSettingsFrom } from './public-settings'
import { pageLocation } from './page-location'
import type { CachedPage } from './render-cache'
import { classifyVisitor } from './visitor-class'

/** Stand-ins for the per-response CSP nonces: a page is rendered (and cached) with these, and each answer fills them in. */
const SCRIPT_NONCE = 'csp-script-nonce-placeholder'
const STYLE_NONCE = 'csp-style-nonce-placeholder'
const CACHEABLE_STATUSES = new Set([200, 404])

export async function renderPage(
  request: FastifyRequest,
  reply: FastifyReply,
  services: AppServices,
  renderer: PageRenderer,
): Promise<FastifyReply> {
  const location = pageLocation(request.url)
  if (location.kind === 'redirect') return reply.redirect(location.location, 301)
  const { path } = location

  if (classifyVisitor(request.headers['user-agent']) === 'bot') {
    return reply.type('text/html; charset=utf-8').header('x-robots-tag', 'noindex').send(botNoticeHtml())
  }

  const entry = await renderer.entry()
  // Only the parameters the page reads: an ad click's unique fbclid, gclid or utm_* tags neither reach the render nor
  // make a cache entry of their own. They stay in the visitor's address bar, and in any redirect below.
  const search = entry.pageSearch(path, location.search)
  const send = (page: RenderedPage) => sendRendered(request, reply, page, location.search)
  // A visitor with a session cookie (an admin, or a stale cookie about to be cleared) always gets a fresh page.
  const cache = request.cookies[SESSION_COOKIE_NAME] === undefined ? services.renderCache : null
  const cacheKey = path + search
  let cached = cache?.get(cacheKey)
  // The page may be being rendered for another visitor right now: wait for that render rather than repeat it.
  if (cache && !cached && (await services.rendersInFlight.settled(cacheKey))) cached = cache.get(cacheKey)
  if (cached) return sendPage(request, reply.header('x-render-cache', 'hit'), cached)
  if (!cache) return send(await renderAfresh(request, reply, services, renderer, entry, path, search))

  return send(
    await services.rendersInFlight.track(cacheKey, async () => {
      const renderedAtGeneration = cache.generation
      const page = await renderAfresh(request, reply, services, renderer, entry, path, search)
      if (page.kind === 'page' && page.tags && CACHEABLE_STATUSES.has(page.status) && !reply.hasHeader('set-cookie')) {
        cache.set(
          cacheKey,
          { status: page.status, html: page.html, etag: page.etag, tags: page.tags },
          renderedAtGeneration,
        )
      }
      return page
    }),
  )
}

/** A redirect keeps the request's whole query (`query`), tracking tags included. */
function sendRendered(request: FastifyRequest, reply: FastifyReply, page: RenderedPage, query: string): FastifyReply {
  if (page.kind === 'redirect') return reply.redirect(page.location + query, 301)
  return sendPage(request, reply.header('x-render-cache', 'miss'), page)
}

type RenderedPage =
  { kind: 'redirect'; location: string } | (Omit<CachedPage, 'tags'> & { kind: 'page'; tags: string[] | null })

async function renderAfresh(
  request: FastifyRequest,
  reply: FastifyReply,
  services: AppServices,
  renderer: PageRenderer,
  entry: EntryServer,
  path: string,
  search: string,
): Promise<RenderedPage> {
  const helpers = createServerSideHelpers({ router: appRouter, ctx: contextForRequest(services, request, reply) })
  const settings = publicSettingsFrom(services.env)
  const [template, baseCss] = await Promise.all([renderer.template(path), renderer.baseCss()])
  const result = await entry.render({ path, search, helpers, settings })
  if (result.kind === 'redirect') return result
  for (const error of result.prefetchErrors) request.log.error({ err: error }, 'page prefetch failed')

  const head = [
    headHtml({ head: result.head, siteUrl: settings.siteUrl, path, nonce: SCRIPT_NONCE }),
    ...entry.FONT_PRELOAD_URLS.map(
      (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`,
    ),
    ...renderer
      .pagePreloads(result.pageModule)
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`),
    `<link rel="stylesheet" href="${baseCss.href}" />`,
    result.styleTags.replace(/<style /g, `<style nonce="${STYLE_NONCE}" `),
  ].join('\n    ')
  const html = withNonce(template, SCRIPT_NONCE)
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', result.appHtml)
    .replace('<!--app-state-->', stateScript(result.state, SCRIPT_NONCE))
  return {
    kind: 'page',
    status: result.status,
    html,
    etag: contentEtag(html),
    // A page whose prefetch failed shows that data as loading: right for this answer, never worth keeping.
    tags: result.prefetchErrors.length > 0 ? null : pageCacheTags(result.state.dehydratedState),
  }
}

/**
 * A page's UTF-8 bytes cut at its nonce placeholders, and compressed with gaps there when first asked for gzip: made
 * once per page version, so an answer only joins them.
 */
interface EncodedPage {
  chunks: Buffer[]
  /** Which nonce goes after each chunk but the last. */
  slots: ('script' | 'style')[]
  gzip?: GzipWithGaps
}

const encodedPages = new WeakMap<Omit<CachedPage, 'tags'>, EncodedPage>()
const NONCE_PLACEHOLDER = new RegExp(`${SCRIPT_NONCE}|${STYLE_NONCE}`, 'g')

function encoded(page: Omit<CachedPage, 'tags'>): EncodedPage {
  let result = encodedPages.get(page)
  if (!result) {
    const slots = [...page.html.matchAll(NONCE_PLACEHOLDER)].map((match) =>
      match[0] === SCRIPT_NONCE ? ('script' as const) : ('style' as const),
    )
    result = { chunks: page.html.split(NONCE_PLACEHOLDER).map((text) => Buffer.from(text)), slots }
    encodedPages.set(page, result)
  }
  return result
}

/**
 * Answers with the page and its ETag; a browser or CDN holding the same version gets a bodiless 304. The 304
 * carries no Content-Security-Policy, so the stored copy keeps the policy whose nonces its HTML holds.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: Omit<CachedPage, 'tags'>): FastifyReply {
  // Logged on every answer, cached or not: a broken link keeps showing up in the log while visitors follow it.
  if (page.status === 404) request.log.warn({ url: request.originalUrl }, 'page not found')
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache')
  reply.header('etag', page.etag)
  if (page.status === 200 && ifNoneMatch(request.headers['if-none-match'], page.etag)) {
    reply.removeHeader('content-security-policy')
    return reply.code(304).send()
  }
  const encodedPage = encoded(page)
  const { chunks, slots } = encodedPage
  const nonces = { script: Buffer.from(reply.cspNonce.script), style: Buffer.from(reply.cspNonce.style) }
  const gaps = slots.map((slot) => nonces[slot])
  reply.header('vary', 'accept-encoding')
  // Compressed here, once per page version, so the compression plugin passes the answer by (it skips encoded ones).
  if (acceptsGzip(request.headers['accept-encoding'])) {
    reply.header('content-encoding', 'gzip')
    encodedPage.gzip ??= new GzipWithGaps(chunks)
    return reply.status(page.status).type('text/html; charset=utf-8').send(encodedPage.gzip.fill(gaps))
  }
  const body = Buffer.concat(chunks.flatMap((chunk, index) => (index < gaps.length ? [chunk, gaps[index]!] : [chunk])))
  return reply.status(page.status).type('text/html; charset=utf-8').send(body)
}

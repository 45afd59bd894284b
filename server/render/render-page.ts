import { createServerSideHelpers } from '@trpc/react-query/server'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { SESSION_COOKIE_NAME } from '../auth/session'
import type { AppServices } from '../services/app-services'
import { contextForRequest } from '../trpc/context'
import { appRouter } from '../trpc/root'
import { redactedUrl } from '../privacy/redacted-url'
import { blogSlugRedirect } from './blog-slug-redirect'
import { botNoticeHtml } from './bot-notice'
import { acceptsGzip } from './accept-encoding'
import { contentEtag, ifNoneMatch } from './etag'
import { GzipWithGaps } from './gzip-with-gaps'
import { escapeHtml, fillTemplate, headHtml, stateScript, withNonce } from './html'
import { scriptLoaderHtml } from './script-loader'
import type { PostedForm } from '../../shared/posted-form'
import type { FormName } from '../../shared/schemas/forms'
import {
  FIRST_TOUCH_SLOT,
  formTokenSlot,
  SCRIPT_NONCE_SLOT,
  splitAtSlots,
  STYLE_NONCE_SLOT,
  type PageSlot,
} from './page-slots'
import { firstTouchFieldOfRequest } from './request-first-touch'
import { pageCacheExpiry } from './page-cache-expiry'
import { pageCacheTags } from './page-cache-tags'
import type { EntryServer, PageRenderer } from './page-renderer'
import { publicSettingsFrom } from './public-settings'
import { pageLocation } from './page-location'
import type { CachedPage } from './render-cache'
import { classifyVisitor } from './visitor-class'

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
  // Crawlers too: a post's former address is what they have indexed.
  const postPath = await blogSlugRedirect(services.db.db, path).catch((error: unknown) => {
    request.log.error({ err: error }, 'the blog slug could not be looked up; the page is rendered')
    return null
  })
  if (postPath) return reply.redirect(postPath + location.search, 301)

  if (classifyVisitor(request.headers['user-agent']) === 'bot') {
    return reply.type('text/html; charset=utf-8').header('x-robots-tag', 'noindex').send(botNoticeHtml())
  }

  const entry = await renderer.entry()
  // Only the parameters the page reads: an ad click's unique fbclid, gclid or utm_* tags neither reach the render nor
  // make a cache entry of their own. They stay in the visitor's address bar, and in any redirect below.
  const search = entry.pageSearch(path, location.search)
  const send = (page: RenderedPage) => sendRendered(request, reply, services, page, location.search)
  // A visitor with a session cookie (an admin, or a stale cookie about to be cleared) always gets a fresh page.
  const cache = request.cookies[SESSION_COOKIE_NAME] === undefined ? services.renderCache : null
  const cacheKey = path + search
  let cached = cache?.get(cacheKey)
  // The page may be being rendered for another visitor right now: wait for that render rather than repeat it.
  if (cache && !cached && (await services.rendersInFlight.settled(cacheKey))) cached = cache.get(cacheKey)
  if (cached) return sendPage(request, reply.header('x-render-cache', 'hit'), services, cached)
  if (!cache) return send(await renderAfresh(request, reply, services, renderer, entry, path, search))

  return send(
    await services.rendersInFlight.track(cacheKey, async () => {
      const renderedAtGeneration = cache.generation
      const page = await renderAfresh(request, reply, services, renderer, entry, path, search)
      if (page.kind === 'page' && page.tags && CACHEABLE_STATUSES.has(page.status) && !reply.hasHeader('set-cookie')) {
        cache.set(
          cacheKey,
          { status: page.status, html: page.html, etag: page.etag, tags: page.tags, expiresAt: page.expiresAt },
          renderedAtGeneration,
        )
      }
      return page
    }),
  )
}

/**
 * A form's page shown again after its plain post was refused: rendered for this answer alone (it holds the visitor's
 * values), with the status the refusal gave, its forms carrying the first touch the post came with.
 */
export async function renderPostedForm(
  request: FastifyRequest,
  reply: FastifyReply,
  services: AppServices,
  renderer: PageRenderer,
  { path, status, posted, firstTouch }: { path: string; status: number; posted: PostedForm; firstTouch: string },
): Promise<FastifyReply> {
  const page = await renderAfresh(request, reply, services, renderer, await renderer.entry(), path, '', posted)
  if (page.kind === 'redirect') return reply.redirect(page.location, 303)
  return sendPage(request, reply.header('cache-control', 'no-store'), services, { ...page, status }, firstTouch)
}

/** A redirect keeps the request's whole query (`query`), tracking tags included. */
function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  services: AppServices,
  page: RenderedPage,
  query: string,
): Promise<FastifyReply> | FastifyReply {
  if (page.kind === 'redirect') return reply.redirect(page.location + query, 301)
  if (page.personal) reply.header('cache-control', 'private, no-store')
  return sendPage(request, reply.header('x-render-cache', 'miss'), services, page)
}

type RenderedPage =
  | { kind: 'redirect'; location: string }
  | (Omit<CachedPage, 'tags' | 'expiresAt'> & {
      kind: 'page'
      tags: string[] | null
      expiresAt: number | null
      personal: boolean
    })

async function renderAfresh(
  request: FastifyRequest,
  reply: FastifyReply,
  services: AppServices,
  renderer: PageRenderer,
  entry: EntryServer,
  path: string,
  search: string,
  postedForm?: PostedForm,
): Promise<RenderedPage> {
  const helpers = createServerSideHelpers({ router: appRouter, ctx: contextForRequest(services, request, reply) })
  const settings = publicSettingsFrom(services.env)
  const [template, baseCss] = await Promise.all([renderer.template(path), renderer.baseCss()])
  // Before any data is read: what the page shows at render time is at least this recent.
  const renderedAt = new Date()
  const result = await entry.render({
    path,
    search,
    helpers,
    settings,
    formTokenSlot,
    firstTouchSlot: FIRST_TOUCH_SLOT,
    postedForm,
    reuseFragments: renderer.reusesFragments && request.cookies[SESSION_COOKIE_NAME] === undefined,
  })
  if (result.kind === 'redirect') return result
  for (const error of result.prefetchErrors) request.log.error({ err: error }, 'page prefetch failed')

  const scripts = renderer.pageScripts(result.pageModule)
  const head = [
    headHtml({ head: result.head, siteUrl: settings.siteUrl, path, nonce: SCRIPT_NONCE_SLOT }),
    ...entry.FONT_PRELOAD_URLS.map(
      (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`,
    ),
    `<link rel="stylesheet" href="${baseCss.href}" />`,
    result.styleTags.replace(/<style /g, `<style nonce="${STYLE_NONCE_SLOT}" `),
  ].join('\n    ')
  const html = fillTemplate(withNonce(template, SCRIPT_NONCE_SLOT), {
    head,
    html: result.appHtml,
    state: stateScript(result.state, SCRIPT_NONCE_SLOT),
    scripts: scripts ? scriptLoaderHtml(scripts, SCRIPT_NONCE_SLOT) : '',
  })
  return {
    kind: 'page',
    status: result.status,
    html,
    etag: contentEtag(html),
    // A page whose prefetch failed shows that data as loading: right for this answer, never worth keeping; nor is
    // a page that shows one visitor's posted form, or one that asks not to be kept.
    tags:
      result.prefetchErrors.length > 0 || postedForm || !result.cacheable
        ? null
        : pageCacheTags(result.state.dehydratedState),
    expiresAt: pageCacheExpiry(result.state.dehydratedState, renderedAt),
    personal: result.personal,
  }
}

/**
 * A page's UTF-8 bytes cut at its placeholders (./page-slots.ts), and compressed with gaps there when first asked
 * for gzip: made once per page version, so an answer only joins them with its own nonces and form tokens.
 */
interface EncodedPage {
  chunks: Buffer[]
  /** What goes after each chunk but the last. */
  slots: PageSlot[]
  /** The forms whose token the page carries: each answer gets fresh ones, so the page gets no ETag. */
  forms: FormName[]
  gzip?: GzipWithGaps
}

const encodedPages = new WeakMap<Omit<CachedPage, 'tags'>, EncodedPage>()

function encoded(page: Omit<CachedPage, 'tags'>): EncodedPage {
  let result = encodedPages.get(page)
  if (!result) {
    const { texts, slots } = splitAtSlots(page.html)
    const forms = [...new Set(slots.flatMap((slot) => (slot.kind === 'form-token' ? [slot.form] : [])))]
    result = { chunks: texts.map((text) => Buffer.from(text)), slots, forms }
    encodedPages.set(page, result)
  }
  return result
}

/**
 * This answer's bytes for each slot: its CSP nonces, one fresh token per form on the page, and where the visitor
 * came from (`firstTouch`, else read from the request). A token that cannot be issued (the database holding its key
 * is away) leaves the field empty: the page still answers, and its script asks for a token of its own.
 */
async function slotFillings(
  request: FastifyRequest,
  reply: FastifyReply,
  services: AppServices,
  page: EncodedPage,
  firstTouch: string | undefined,
): Promise<Buffer[]> {
  const tokens = new Map<FormName, Buffer>()
  for (const form of page.forms) {
    try {
      tokens.set(form, Buffer.from((await services.formGuard.issueToken(form)).token))
    } catch (error) {
      request.log.error({ err: error, form }, 'form token for the page could not be issued')
      tokens.set(form, Buffer.alloc(0))
    }
  }
  const script = Buffer.from(reply.cspNonce.script)
  const style = Buffer.from(reply.cspNonce.style)
  const visit =
    page.forms.length === 0
      ? Buffer.alloc(0)
      : Buffer.from(escapeHtml(firstTouch ?? firstTouchFieldOfRequest(request, services.env.siteUrl)))
  return page.slots.map((slot) => {
    switch (slot.kind) {
      case 'script-nonce':
        return script
      case 'style-nonce':
        return style
      case 'first-touch':
        return visit
      case 'form-token':
        return tokens.get(slot.form)!
    }
  })
}

/**
 * Answers with the page and its ETag (`firstTouch`: what its forms carry, when not read from the request); a browser or CDN holding the same version gets a bodiless 304. The 304
 * carries no Content-Security-Policy, so the stored copy keeps the policy whose nonces its HTML holds. A page with a
 * form has no ETag: a stored copy would carry a form token already used or expired.
 */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  services: AppServices,
  page: Omit<CachedPage, 'tags'>,
  firstTouch?: string,
): Promise<FastifyReply> {
  // Logged on every answer, cached or not: a broken link keeps showing up in the log while visitors follow it.
  if (page.status === 404) request.log.warn({ url: redactedUrl(request.originalUrl) }, 'page not found')
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache')
  const encodedPage = encoded(page)
  if (encodedPage.forms.length === 0) {
    reply.header('etag', page.etag)
    if (page.status === 200 && ifNoneMatch(request.headers['if-none-match'], page.etag)) {
      reply.removeHeader('content-security-policy')
      return reply.code(304).send()
    }
  }
  const { chunks } = encodedPage
  const gaps = await slotFillings(request, reply, services, encodedPage, firstTouch)
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

import { resolve } from 'node:path'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import helmet from '@fastify/helmet'
import fastifyStatic from '@fastify/static'
import { registrationExportRoutes } from './admin/registration-export.routes'
import { attendanceBeaconRoutes } from './attendance/attendance-beacon.routes'
import { calendarRoutes } from './funnel/calendar.routes'
import { registrantRequestsRoutes } from './funnel/registrant-requests.routes'
import { unsubscribeRoutes } from './funnel/unsubscribe.routes'
import { formPostRoutes } from './forms/form-post.routes'
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify'
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import type { DestinationStream } from 'pino'
import { SMALL_BODY_LIMIT_BYTES, TRPC_MAX_BATCH_SIZE } from '../shared/api-limits'
import { isCrossSiteWrite } from './auth/csrf'
import { COMPRESSION_THRESHOLD_BYTES } from './compression'
import { analyticsCspHosts } from './render/analytics-csp'
import { WebinarMediaHosts } from './webinar-room/media-hosts'
import { BLOG_IFRAME_HOSTS } from './services/blog-html'
import { blogCoverRoutes } from './blog/cover.routes'
import { webinarCaptionsRoutes } from './webinar/captions.routes'
import { sessionHook } from './auth/session-hook'
import { sweepExpiredSessions } from './auth/session-sweeper'
import { sweepRegistrationTrash } from './services/registration-trash-sweeper'
import { planRetentionRun } from './privacy/retention-job'
import { createDb, type DbHandle } from './db/client'
import { healthRoutes } from './health.routes'
import { HTTP_TIMEOUTS, httpTimeoutOptions, type HttpTimeouts } from './http-timeouts'
import { permissionsPolicy } from './permissions-policy'
import { trimBuildAssetHeaders } from './asset-headers'
import { drainSupport } from './shutdown'
import type { Env } from './env'
import { createDevelopmentRenderer, createProductionRenderer, type PageRenderer } from './render/page-renderer'
import { readableUrl } from './render/page-location'
import { renderPage } from './render/render-page'
import { seoRoutes } from './render/seo.routes'
import { requestLogFields } from './privacy/request-log-fields'
import type { OutboxWorker } from './outbox/outbox-worker'
import { sweepFinishedMessagePayloads } from './outbox/payload-sweeper'
import { createAppServices, type AppServiceOverrides, type AppServices } from './services/app-services'
import { limitTrpcBodies } from './trpc/body-limit'
import { createContextFactory } from './trpc/context'
import { findProjectRoot } from './project-root'
import { appRouter, type AppRouter } from './trpc/root'

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify 5 trusts nothing for a bare number (it cannot tell a proxy from a
 * direct caller), so a hop count becomes the function proxy-addr documents: trust the `hops` nearest addresses,
 * counted from the socket. Safe only when the server is reachable through its proxies alone (see README).
 */
function trustedProxies(setting: Env['TRUST_PROXY']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's outbox worker, for tests that run it (`runDue()`) rather than wait for its poll. */
    outbox: OutboxWorker
  }
}

/** Procedures whose answer belongs to whoever holds the link whose token they were given. */
const LINK_HOLDER_PROCEDURES = new Set(['blog.openPreview', 'funnel.openPersonalLink'])
/** Procedures answered by the server's clock (the webinar room's live point): no cache may keep an answer. */
const CLOCK_PROCEDURES = new Set(['funnel.roomState'])

export interface BuildAppOptions {
  /** A database the caller made (tests); otherwise one is made from env and closed with the app. */
  db?: DbHandle
  /** Where the built client and SSR bundle are; defaults to dist/ next to the project. */
  distDir?: string
  /** What tests swap in the services: the clock, the rate-limit store, the cover queue, the webhook's fetch and deadline. */
  services?: AppServiceOverrides
  /** Where log lines go (tests read them); standard output otherwise. */
  logStream?: DestinationStream
  /** How long the server waits on callers; tests shorten them. */
  timeouts?: Partial<HttpTimeouts>
  /** Whether the outbox polls once the server listens (default); test apps run it themselves with `runDue()`. */
  startOutbox?: boolean
}

/**
 * The outbox polls from the moment the server listens, and stops before anything closes (preClose: Fastify runs
 * onClose hooks last-added first, so the database may already be gone there), letting the job in hand finish.
 */
function startOutboxOnListen(app: FastifyInstance, services: AppServices): void {
  app.addHook('onListen', () => {
    services.outbox.start()
    const { transport } = services.mailer
    if (transport.kind === 'files') {
      app.log.warn(
        { directory: transport.directory },
        'no mail server configured (SMTP_URL): e-mails are written as files',
      )
    } else {
      app.log.info({ host: transport.host }, 'e-mail goes through the SMTP server')
    }
  })
  app.addHook('preClose', () => services.outbox.stop())
  // The daily retention run plans its next day itself; this plans the first, and again after any gap.
  app.addHook('onListen', async () => {
    await planRetentionRun(services.db.db, services.now()).catch((error: unknown) =>
      app.log.error({ err: error }, 'planning the retention run failed'),
    )
  })
}

export async function buildApp(env: Env, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const isProduction = env.NODE_ENV === 'production'
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: { req: requestLogFields },
      stream: options.logStream,
    },
    // The admin's content procedures get more; see server/trpc/body-limit.ts.
    bodyLimit: SMALL_BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 5000 },
    forceCloseConnections: 'idle',
    ...httpTimeoutOptions({ ...HTTP_TIMEOUTS, ...options.timeouts }),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    rewriteUrl: (request) => readableUrl(request.url ?? '/'),
  })

  // Set before any plugin or route, so every one of them inherits it and Fastify's default handler, which answers
  // with the error's own message, never does. https://fastify.dev/docs/latest/Reference/Server/#seterrorhandler
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A visitor who closed the connection while the answer streamed: nothing failed and nobody is left to answer.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' && request.raw.socket.destroyed) {
      request.log.info('client closed the connection before the answer was sent')
      return
    }
    const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500
    if (status >= 500) request.log.error({ err: error }, 'request failed')
    else request.log.info({ err: error }, 'request refused')
    return reply.code(status).send({ error: status >= 500 ? 'Internal server error' : error.message })
  })

  const db = options.db ?? createDb({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH })
  const services = createAppServices(env, db, options.services, app.log)
  if (!options.db) app.addHook('onClose', () => db.db.destroy())
  app.addHook('onClose', () => services.formWebhook.drain(app.log))
  app.addHook('onClose', () => services.close())
  app.decorate('outbox', services.outbox)
  if (options.startOutbox ?? true) startOutboxOnListen(app, services)
  const analyticsHosts = analyticsCspHosts(env.ANALYTICS_MEASUREMENT_ID)
  const mediaHosts = new WebinarMediaHosts(db.db, services.renderCache, services.now)
  // Before helmet's hooks, which write the policy: a page's policy names the video host saved last.
  if (isProduction) {
    app.addHook('onRequest', async (request) => {
      if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) return
      const failed = await mediaHosts.refresh()
      if (failed) request.log.warn({ err: failed }, 'the webinar video host for the page policy could not be read')
    })
  }
  // A directive's value may be a function of the request (helmet calls it per answer): the sources with the webinar's
  // media hosts now, if any.
  const withWebinarMedia = (sources: string[]) => () => [...sources, ...mediaHosts.current].join(' ')
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: isProduction
      ? {
          directives: {
            defaultSrc: ["'self'"],
            // The analytics tag's host only when a measurement id is set (and the browser loads it only after consent).
            scriptSrc: ["'self'", ...analyticsHosts.scripts],
            // Style elements need the nonce (emotion gets it in the browser); style attributes, which Chakra's
            // positioning sets at run time, are allowed. See docs/decisions.md.
            styleSrc: ["'self'"],
            styleSrcAttr: ["'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'https:'],
            // The webinar video's and captions' host (a video host's HLS or a CDN; none for the site's own files);
            // hls.js fetches the playlist and segments (connect-src) and plays them through MediaSource (blob:).
            mediaSrc: [withWebinarMedia(["'self'", 'blob:'])],
            fontSrc: ["'self'"],
            connectSrc: [withWebinarMedia(["'self'", ...analyticsHosts.connections])],
            // The demo's chatbot frame (only after the demo form), and the video players a blog post may embed.
            frameSrc: [
              "'self'",
              ...(env.CHATBOT_EMBED_URL ? [new URL(env.CHATBOT_EMBED_URL).origin] : []),
              ...BLOG_IFRAME_HOSTS.map((host) => `https://${host}`),
            ],
            formAction: ["'self'"],
            frameAncestors: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            upgradeInsecureRequests: env.isHttps ? [] : null,
          },
        }
      : false,
    hsts: env.isHttps,
    // The browsers' own default, instead of helmet's no-referrer: other sites get only the origin, the site's own
    // pages the whole address, so a form page reached by a link from the landing page knows the landing's campaign
    // tags without script (server/render/request-first-touch.ts).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })
  const permissions = permissionsPolicy(env.CHATBOT_EMBED_URL)
  // On the raw response, as helmet does, so the answers of Vite's middleware in development carry it too.
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('permissions-policy', permissions)
  })
  trimBuildAssetHeaders(app)
  drainSupport(app)
  // Before the session is looked up, so a refused write costs no query.
  app.addHook('onRequest', async (request, reply) => {
    if (isCrossSiteWrite(request, env.siteOrigin)) {
      request.log.warn({ origin: request.headers.origin }, 'cross-site write refused')
      return reply.code(403).send({ error: 'Cross-site request refused' })
    }
  })
  await app.register(cookie)
  await app.register(compress, { threshold: COMPRESSION_THRESHOLD_BYTES })
  await app.register(sessionHook, { services })
  sweepExpiredSessions(app, db.db)
  sweepRegistrationTrash(app, db.db, services.now)
  sweepFinishedMessagePayloads(app, db.db, services.now)

  // A page or tRPC answer for a signed-in session, or one that sets or clears the session cookie, is that person's
  // alone: no cache, shared or private, may keep it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.session || reply.hasHeader('set-cookie')) reply.header('cache-control', 'private, no-store')
    return payload
  })

  await app.register(async (trpcScope) => {
    limitTrpcBodies(trpcScope)
    await trpcScope.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: createContextFactory(services),
        maxBatchSize: TRPC_MAX_BATCH_SIZE,
        // A preview link's article and a personal link's registration are for whoever holds the link: no cache,
        // shared or private, may keep them.
        responseMeta: ({ paths }) =>
          paths?.some((path) => LINK_HOLDER_PROCEDURES.has(path) || CLOCK_PROCEDURES.has(path))
            ? { headers: { 'cache-control': 'private, no-store' } }
            : {},
        onError({ path, error, req }) {
          if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error, path }, 'tRPC procedure failed')
          if (error.code === 'SERVICE_UNAVAILABLE') {
            req.log.error({ err: error.cause, path }, 'tRPC procedure failed: a dependency did not answer')
          }
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    })
  })

  await app.register(healthRoutes, { services })

  const rootDir = findProjectRoot()
  const distDir = options.distDir ?? resolve(rootDir, 'dist')
  const renderer: PageRenderer = isProduction
    ? await createProductionRenderer(distDir)
    : await createDevelopmentRenderer(app, rootDir, { hotReload: env.NODE_ENV === 'development' })
  app.addHook('onClose', () => renderer.close())

  const baseCss = await renderer.baseCss()
  app.get(baseCss.href, async (_request, reply) => {
    const { css } = await renderer.baseCss()
    return reply
      .type('text/css; charset=utf-8')
      .header('cache-control', isProduction ? 'public, max-age=31536000, immutable' : 'no-cache')
      .send(css)
  })

  if (isProduction) {
    await app.register(fastifyStatic, {
      root: resolve(distDir, 'client'),
      wildcard: false,
      index: false,
      // The page template is read by the renderer, never served as a file; /index.html redirects to /. The build's
      // compressed copies (scripts/precompress.ts) are sent for their file, never under their own name.
      globIgnore: ['index.html', '**/*.br', '**/*.gz'],
      preCompressed: true,
      // The ETag alone answers a revalidation; a Last-Modified as well cost every file's answer 45 bytes, about 1 KB on
      // a page that loads 20 scripts.
      lastModified: false,
      // Hashed bundles, and media and sharing pictures whose file name carries its version (a new cut gets a new
      // name), keep for a year. Range requests (video seeking) are @fastify/static's own.
      setHeaders(res, filePath) {
        const versioned = ['client/assets', 'client/media', 'client/social'].some((dir) =>
          filePath.startsWith(resolve(distDir, dir)),
        )
        res.header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
      },
    })
  }

  await app.register(seoRoutes, { services })
  await app.register(blogCoverRoutes, { services })
  await app.register(webinarCaptionsRoutes, { services })
  await app.register(calendarRoutes, { services })
  await app.register(unsubscribeRoutes, { services })
  await app.register(registrantRequestsRoutes, { services })
  await app.register(registrationExportRoutes, { services })
  await app.register(attendanceBeaconRoutes, { services })
  await app.register(formPostRoutes, { services, renderer })
  app.get('/*', (request, reply) => renderPage(request, reply, services, renderer))

  return app
}

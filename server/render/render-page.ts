import { createServerSideHelpers } from '@trpc/react-query/server'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppServices } from '../services/app-services'
import { contextForRequest } from '../trpc/context'
import { appRouter } from '../trpc/root'
import { botNoticeHtml } from './bot-notice'
import { headHtml, stateScript, withNonce } from './html'
import type { PageRenderer } from './page-renderer'
import { publicSettingsFrom } from './public-settings'
import { pageLocation } from './page-location'
import { classifyVisitor } from './visitor-class'

export async function renderPage(
  request: FastifyRequest,
  reply: FastifyReply,
  services: AppServices,
  renderer: PageRenderer,
): Promise<FastifyReply> {
  const location = pageLocation(request.url)
  if (location.kind === 'redirect') return reply.redirect(location.location, 301)
  const { path, search } = location

  if (classifyVisitor(request.headers['user-agent']) === 'bot') {
    return reply.type('text/html; charset=utf-8').header('x-robots-tag', 'noindex').send(botNoticeHtml())
  }

  const helpers = createServerSideHelpers({
    router: appRouter,
    ctx: contextForRequest(services, request, reply),
  })
  const settings = publicSettingsFrom(services.env)
  const [entry, template, baseCss] = await Promise.all([renderer.entry(), renderer.template(path), renderer.baseCss()])
  const result = await entry.render({ path, search, helpers, settings })
  if (result.kind === 'redirect') return reply.redirect(result.location, 301)
  for (const error of result.prefetchErrors) request.log.error({ err: error }, 'page prefetch failed')

  if (result.status === 404) request.log.warn({ url: request.originalUrl }, 'page not found')
  const nonce = reply.cspNonce.script
  const head = [
    headHtml({ head: result.head, siteUrl: settings.siteUrl, path, nonce }),
    ...entry.FONT_PRELOAD_URLS.map(
      (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`,
    ),
    `<link rel="stylesheet" href="${baseCss.href}" />`,
    result.styleTags.replace(/<style /g, `<style nonce="${reply.cspNonce.style}" `),
  ].join('\n    ')
  const html = withNonce(template, nonce)
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', result.appHtml)
    .replace('<!--app-state-->', stateScript(result.state, nonce))
  // A signed-in session's page is made private by the app's onSend hook.
  return reply.status(result.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html)
}

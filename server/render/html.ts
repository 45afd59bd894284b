import { APP_STATE_ELEMENT_ID, type AppState } from '../../shared/app-state'
import { fullTitle, type PageHeadData } from '../../shared/page-head'
import { SITE_DESCRIPTION, SITE_NAME } from '../../shared/site'
import { sharePicture } from './share-picture'
import { structuredDataOf } from './structured-data'

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** JSON that is safe inside a <script> element: no "</script>", no HTML comment openers. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export interface HeadOptions {
  head: PageHeadData | null
  siteUrl: string
  path: string
  nonce: string
}

function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`
}

export function headHtml({ head, siteUrl, path, nonce }: HeadOptions): string {
  const title = fullTitle(head?.title ?? SITE_NAME)
  const description = head?.description ?? SITE_DESCRIPTION
  const canonicalPath = head?.canonicalPath === undefined ? path : head.canonicalPath
  const canonical = canonicalPath === null ? null : escapeHtml(absoluteUrl(siteUrl, canonicalPath))
  const picture = sharePicture(head?.image)
  const image = escapeHtml(absoluteUrl(siteUrl, picture.path))
  const imageAlt = escapeHtml(picture.alt)
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    ...(canonical ? [`<link rel="canonical" href="${canonical}" />`] : []),
    `<link rel="alternate" type="application/rss+xml" title="${SITE_NAME} blog" href="${siteUrl}/rss.xml" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:locale" content="hu_HU" />`,
    `<meta property="og:type" content="${head?.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(head?.title ?? SITE_NAME)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    ...(canonical ? [`<meta property="og:url" content="${canonical}" />`] : []),
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="${picture.width}" />`,
    `<meta property="og:image:height" content="${picture.height}" />`,
    `<meta property="og:image:alt" content="${imageAlt}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(head?.title ?? SITE_NAME)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    `<meta name="twitter:image:alt" content="${imageAlt}" />`,
  ]
  if (head?.noindex) tags.push('<meta name="robots" content="noindex, nofollow" />')
  for (const graph of structuredDataOf(head, siteUrl, absoluteUrl(siteUrl, picture.path))) {
    tags.push(`<script type="application/ld+json" nonce="${nonce}">${jsonForScript(graph)}</script>`)
  }
  return tags.join('\n    ')
}

export function stateScript(state: AppState, nonce: string): string {
  return `<script id="${APP_STATE_ELEMENT_ID}" type="application/json" nonce="${nonce}">${jsonForScript(state)}</script>`
}

/** Puts the nonce on the scripts and stylesheet links Vite wrote into the template. */
export function withNonce(template: string, nonce: string): string {
  return template.replace(/<script(?![^>]*\bnonce=)/g, `<script nonce="${nonce}"`)
}

/** What the page template's placeholders (`<!--app-head-->` and so on, client/index.html) are filled with. */
export interface TemplateParts {
  head: string
  html: string
  state: string
  scripts: string
}

const TEMPLATE_PLACEHOLDER = /<!--app-(head|html|state|scripts)-->/g

/**
 * The page: the template with each placeholder filled, in one pass over the small template. A replace per placeholder
 * would copy and search the whole page (its 140 KB of HTML) once for each. Each part goes in as a function's result:
 * a replacement string would read `$'`, `$&` or `$$` in a post's text as patterns.
 */
export function fillTemplate(template: string, parts: TemplateParts): string {
  return template.replace(TEMPLATE_PLACEHOLDER, (_placeholder, name: keyof TemplateParts) => parts[name])
}

import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache'

/** What Safari still reads only with its prefix; every other property the site writes it reads as written. */
const SAFARI_PREFIXED = new Set(['user-select', 'backdrop-filter'])

/** Adds `-webkit-` before those declarations, as emotion's default plugin did (it added prefixes for everything). */
export const safariPrefixes: StylisPlugin = (element) => {
  if (element.type === 'decl' && typeof element.props === 'string' && SAFARI_PREFIXED.has(element.props)) {
    element.return = `-webkit-${element.value}${element.value}`
  }
}

/** One array for every cache: emotion's server keeps its compiled CSS per plugin array, across renders. */
const STYLIS_PLUGINS = [safariPrefixes]

/**
 * Server and browser must use the same key, so the browser adopts the styles the server rendered. In the browser
 * the nonce of the page (see the CSP in server/app.ts) lets emotion add style elements.
 *
 * Emotion's default stylis plugin prefixes every property for browsers long gone (`display:-webkit-box`,
 * `-ms-flex-align`…): a fifth of each page's inline CSS, which a phone downloads, parses and matches before its first
 * paint. Only Safari's two remaining prefixes are added. Class names do not change (they hash the styles as written).
 */
export function createEmotionCache({ key = 'css', nonce }: { key?: string; nonce?: string } = {}): EmotionCache {
  return createCache({ key, stylisPlugins: STYLIS_PLUGINS, nonce })
}

/** The nonce the page's style elements carry, which its CSP asks of every style element (see server/app.ts). */
export function pageStyleNonce(): string {
  return document.querySelector<HTMLStyleElement>('style[nonce]')?.nonce ?? ''
}

/** Names the server's style tag of a page's classes, with the classes it holds, as emotion's `data-emotion` would. */
const SERVER_STYLES_ATTRIBUTE = 'data-server-styles'

/**
 * The server's style tags as the page carries them: the tag of the page's classes under an attribute of its own, so
 * the browser's emotion cache does not take it over (see `createBrowserEmotionCache`). Global styles keep emotion's.
 */
export function styleTagsInPlace(styleTags: string): string {
  return styleTags.replace('<style data-emotion="css ', `<style ${SERVER_STYLES_ATTRIBUTE}="css `)
}

/**
 * The browser's cache, told which classes the server's style tag already holds, so it writes none of them again.
 * Emotion would adopt that tag itself by moving it twice, to the end of the head and then into its own sheet: each
 * move takes a stylesheet out of the page and puts it back, and the browser matches and lays out the whole page again
 * although no style changed (about 300 and 400 ms of a phone's main thread on the home page at Lighthouse's 4×
 * slowdown). New classes go into emotion's own tags, after it.
 */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createEmotionCache({ nonce: pageStyleNonce() || undefined })
  const serverStyles = document.querySelector(`style[${SERVER_STYLES_ATTRIBUTE}]`)
  for (const id of serverStyles?.getAttribute(SERVER_STYLES_ATTRIBUTE)?.split(' ').slice(1) ?? []) {
    cache.inserted[id] = true
  }
  return cache
}

/** The emotion class ids an HTML text uses, in the order they first appear (the pattern emotion's extraction reads). */
export function classIdsIn(html: string, emotionCache: EmotionCache): Set<string> {
  return new Set(
    Array.from(html.matchAll(new RegExp(`${emotionCache.key}-([a-zA-Z0-9-_]+)`, 'g')), (match) => match[1]!),
  )
}

/**
 * Emotion's server writes a page's styles in the order they entered its cache, which a part spliced in from the
 * server's store changes (./server-fragments.ts): in the order the page first uses them, a page's stylesheet is the
 * same whether its parts were rendered or reused. Empty ones are left out: emotion writes an empty global style as a
 * tag of its own unless a rendered part happened to register a class of the same (empty) name. Before
 * `extractCriticalToChunks`.
 */
export function orderStylesByFirstUse(emotionCache: EmotionCache, html: string): void {
  const firstUse = new Map([...classIdsIn(html, emotionCache)].map((id, index) => [id, index]))
  const entries = Object.entries(emotionCache.inserted).filter(([, css]) => css !== '')
  const position = (id: string) => firstUse.get(id) ?? Number.POSITIVE_INFINITY
  emotionCache.inserted = Object.fromEntries(entries.sort(([a], [b]) => position(a) - position(b)))
}

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
export function createEmotionCache(nonce?: string, key = 'css'): EmotionCache {
  return createCache({ key, stylisPlugins: STYLIS_PLUGINS, ...(nonce ? { nonce } : {}) })
}

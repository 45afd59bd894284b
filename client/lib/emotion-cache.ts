import createCache, { type EmotionCache } from '@emotion/cache'

/**
 * Server and browser must use the same key, so the browser adopts the styles the server rendered. In the browser
 * the nonce of the page (see the CSP in server/app.ts) lets emotion add style elements.
 */
export function createEmotionCache(nonce?: string): EmotionCache {
  return createCache({ key: 'css', ...(nonce ? { nonce } : {}) })
}

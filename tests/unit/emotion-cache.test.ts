import { serializeStyles } from '@emotion/serialize'
import { expect, test } from 'vitest'
import { createEmotionCache } from '../../client/lib/emotion-cache'

/** The CSS the cache writes for one class: on the server, what goes into the page's style element. */
function cssOf(styles: string): string {
  const cache = createEmotionCache()
  const serialized = serializeStyles([styles], cache.registered)
  const css = cache.insert('', serialized, cache.sheet, true)
  if (typeof css !== 'string') throw new Error('the cache gave no CSS for the class')
  return css
}

test('flex and other long-standard properties are written as they are, without vendor prefixes', () => {
  const css = cssOf('display:flex;align-items:center;flex-direction:column;transition:opacity 1s;')
  expect(css).toContain('display:flex;align-items:center;flex-direction:column;transition:opacity 1s;')
  expect(css).not.toMatch(/-webkit-|-ms-|-moz-/)
})

test('Safari gets its prefix where it still needs one: user-select and backdrop-filter', () => {
  expect(cssOf('user-select:none;')).toContain('-webkit-user-select:none;user-select:none;')
  expect(cssOf('backdrop-filter:blur(12px);')).toContain(
    '-webkit-backdrop-filter:blur(12px);backdrop-filter:blur(12px);',
  )
})

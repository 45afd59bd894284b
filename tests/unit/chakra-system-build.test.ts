import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { chakraSystemWithoutGlobalCss } from '../../vite.config'

const SYSTEM_MODULE = fileURLToPath(
  new URL('../../node_modules/@chakra-ui/react/dist/esm/styled-system/system.js', import.meta.url),
)

/** The plugin's transform as the build calls it; it reads no plugin context. */
const transform = chakraSystemWithoutGlobalCss.transform as (
  code: string,
  id: string,
  options: { ssr: boolean },
) => { code: string } | null

test("the browser's Chakra system leaves out the global CSS, which the server serves as a stylesheet", () => {
  const code = readFileSync(SYSTEM_MODULE, 'utf8')
  const browser = transform(code, SYSTEM_MODULE, { ssr: false })
  expect(browser?.code).toContain('const _global = [];')
  expect(browser?.code).not.toContain('getTokenCss()]')
  // The server build, and every other module, as written.
  expect(transform(code, SYSTEM_MODULE, { ssr: true })).toBeNull()
  expect(transform(code, '/node_modules/@chakra-ui/react/dist/esm/styled-system/css.js', { ssr: false })).toBeNull()
})

test('a Chakra whose system reads otherwise fails the build rather than shipping it unchanged', () => {
  expect(() => transform('const _global = computeGlobal();', SYSTEM_MODULE, { ssr: false })).toThrow('no longer reads')
})

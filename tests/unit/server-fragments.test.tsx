import { Box, ChakraProvider } from '@chakra-ui/react'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { useId } from 'react'
import { renderToString } from 'react-dom/server'
import { beforeAll, expect, test } from 'vitest'
import { deferredPart } from '../../client/lib/deferred-part'
import { createEmotionCache, orderStylesByFirstUse } from '../../client/lib/emotion-cache'
import { createRenderContext, RenderContextContext } from '../../client/lib/render-context'
import { ReusableServerHtml } from '../../client/lib/reusable-server-html'
import { pageFragments, spliceFragments } from '../../client/lib/server-fragments'
import { system } from '../../client/theme-global-css'

/** What the reusable part shows: changed between renders, so a render that reused its HTML is told by the old text. */
let partText = 'az első szöveg'

function LabelledSection() {
  const headingId = useId()
  return (
    <Box as="section" aria-labelledby={headingId} bg="teal.50" padding="4">
      <Box as="h2" id={headingId} color="teal.800" fontWeight="bold">
        {partText}
      </Box>
    </Box>
  )
}

function OtherSection() {
  const id = useId()
  return (
    <Box as="p" id={id} color="gray.700">
      Egy másik rész
    </Box>
  )
}

const ReusablePart = deferredPart(() => Promise.resolve(LabelledSection), { reusableServerHtml: true })
const RenderedPart = deferredPart(() => Promise.resolve(OtherSection))

/** What the versioned part shows, and the version it is kept by: a part that shows data names it so. */
let shownData = { version: 'v1', text: 'az első cikk' }

function TestPage() {
  return (
    <Box as="main" bg="white">
      <OtherSection />
      <RenderedPart.Part />
      <ReusablePart.Part />
      <ReusableServerHtml name="latest" version={shownData.version}>
        <Box as="p" color="teal.700">
          {shownData.text}
        </Box>
      </ReusableServerHtml>
      <OtherSection />
    </Box>
  )
}

beforeAll(async () => {
  await Promise.all([ReusablePart.load(), RenderedPart.load()])
})

/** A page render as client/entry-server.tsx makes it: its HTML with its style tags. */
function renderPage(pageKey: string | null, status = 200): string {
  const emotionCache = createEmotionCache()
  const emotionServer = createEmotionServer(emotionCache)
  const fragments = pageKey === null ? null : pageFragments(pageKey)
  const rendered = renderToString(
    <CacheProvider value={emotionCache}>
      <ChakraProvider value={system}>
        <RenderContextContext.Provider value={createRenderContext(fragments)}>
          <TestPage />
        </RenderContextContext.Provider>
      </ChakraProvider>
    </CacheProvider>,
  )
  const html = fragments ? fragments.splice(rendered, emotionCache, status === 200) : rendered
  orderStylesByFirstUse(emotionCache, html)
  return emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html)) + html
}

test('a reusable part is rendered once per address, then its HTML and styles are spliced in, ids and all', () => {
  partText = 'az első szöveg'
  const everyPartRendered = renderPage(null)
  expect(everyPartRendered).toContain('az első szöveg')
  expect(everyPartRendered).toMatch(/<h2 id="[^"]+" class="css-/)

  expect(renderPage('/oldal')).toBe(everyPartRendered)
  partText = 'a második szöveg'
  // The part is not rendered again: the page is the first one, to the byte, styles included.
  expect(renderPage('/oldal')).toBe(everyPartRendered)
  // Another address, and a render that may not reuse (a signed-in admin, a posted form), render it afresh.
  expect(renderPage('/masik-oldal')).toContain('a második szöveg')
  expect(renderPage(null)).toContain('a második szöveg')
  expect(renderPage(null)).not.toContain('patikachat-fragment')
})

test('a part kept by a version is rendered again when its version changes, and the new HTML replaces the old', () => {
  shownData = { version: 'v1', text: 'az első cikk' }
  expect(renderPage('/verziok')).toContain('az első cikk')
  shownData = { version: 'v1', text: 'ugyanaz a verzió' }
  expect(renderPage('/verziok')).toContain('az első cikk')

  shownData = { version: 'v2', text: 'a második cikk' }
  const secondVersion = renderPage('/verziok')
  expect(secondVersion).toContain('a második cikk')
  expect(secondVersion).not.toContain('az első cikk')
  expect(secondVersion).not.toContain('patikachat-fragment')
  shownData = { version: 'v2', text: 'nem rendereli újra' }
  expect(renderPage('/verziok')).toBe(secondVersion)

  // One version is kept: going back to the first renders it afresh.
  shownData = { version: 'v1', text: 'az első cikk újra' }
  expect(renderPage('/verziok')).toContain('az első cikk újra')
})

test('a page that does not answer 200 reuses what is kept but keeps nothing of its own', () => {
  partText = 'egy nem létező cím'
  expect(renderPage('/nincs-ilyen', 404)).toContain('egy nem létező cím')
  partText = 'később'
  expect(renderPage('/nincs-ilyen', 404)).toContain('később')
})

test('marks are replaced innermost first, so an outer part keeps its inner part’s HTML, not its marks', () => {
  const filled: string[] = []
  const html =
    'a<patikachat-fragment data-fragment="0">b<patikachat-fragment data-fragment="1">c</patikachat-fragment>d' +
    '</patikachat-fragment>e<patikachat-fragment data-fragment="2"></patikachat-fragment>f'
  const spliced = spliceFragments(html, (slotNumber, content) => {
    filled.push(`${slotNumber}:${content}`)
    return slotNumber === 2 ? 'kept' : content.toUpperCase()
  })
  expect(filled).toEqual(['1:c', '0:bCd', '2:'])
  expect(spliced).toBe('aBCDekeptf')
})

test('unbalanced marks are a bug in the render, not a page to send', () => {
  expect(() => spliceFragments('<patikachat-fragment data-fragment="0">a', (_, content) => content)).toThrow(
    'an opening mark without its closing one',
  )
  expect(() => spliceFragments('a</patikachat-fragment>', (_, content) => content)).toThrow(
    'a closing mark without its opening one',
  )
})

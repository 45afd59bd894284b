import { expect, test } from 'vitest'
import { scriptLoaderHtml, scriptsWaitForPaint } from '../../server/render/script-loader'

test('public pages wait for their first paint before asking for scripts; the admin area asks at once', () => {
  expect(scriptsWaitForPaint('pages/home/home-page.tsx')).toBe(true)
  expect(scriptsWaitForPaint('pages/funnel/register-page.tsx')).toBe(true)
  expect(scriptsWaitForPaint('pages/not-found.tsx')).toBe(true)
  expect(scriptsWaitForPaint('pages/admin/admin-page.tsx')).toBe(false)
})

test('the loader names the entry and every preload in its attributes, with the nonce and the paint flag', () => {
  const html = scriptLoaderHtml(
    { entry: '/assets/index-a.js', preloads: ['/assets/vendor-b.js', '/assets/page-c.js'], afterPaint: true },
    'n0nce',
  )
  expect(html).toMatch(/^<script nonce="n0nce" data-entry="\/assets\/index-a\.js"/)
  expect(html).toContain('data-preloads="/assets/vendor-b.js /assets/page-c.js"')
  expect(html).toContain('data-after-paint="true"')
  expect(html).toMatch(/<\/script>$/)
  expect(scriptLoaderHtml({ entry: '/e.js', preloads: [], afterPaint: false }, 'n')).not.toContain('after-paint')
})

test('the loader is a script a browser runs: it asks for the preloads and then the entry, after the paint', () => {
  const code = /<script[^>]*>(.*)<\/script>$/s.exec(
    scriptLoaderHtml({ entry: '/e.js', preloads: ['/a.js', '/b.js'], afterPaint: true }, 'n'),
  )?.[1]
  const appended: { rel?: string; href?: string; type?: string; src?: string }[] = []
  const frames: (() => void)[] = []
  const element = () => ({}) as { rel?: string; href?: string; type?: string; src?: string }
  const documentStub = {
    currentScript: { dataset: { entry: '/e.js', preloads: '/a.js /b.js', afterPaint: 'true' } },
    visibilityState: 'visible',
    createElement: element,
    head: { appendChild: (child: object) => appended.push(child) },
    body: { appendChild: (child: object) => appended.push(child) },
  }
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the loader's text as the browser would
  const run = new Function('document', 'requestAnimationFrame', 'setTimeout', code ?? '') as (
    document: object,
    requestAnimationFrame: (callback: () => void) => void,
    setTimeout: (callback: () => void) => void,
  ) => void
  run(
    documentStub,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => callback(),
  )
  expect(appended).toEqual([])
  frames.forEach((frame) => frame())
  expect(appended).toEqual([
    { rel: 'modulepreload', crossOrigin: '', href: '/a.js' },
    { rel: 'modulepreload', crossOrigin: '', href: '/b.js' },
    { type: 'module', crossOrigin: '', src: '/e.js' },
  ])
})

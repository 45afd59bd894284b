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

type Appended = { rel?: string; href?: string; type?: string; src?: string }
type PaintCallback = (list: { getEntriesByName(name: string): object[] }, observer: { disconnect(): void }) => void

/** Runs the loader's text as a browser would, with the browser's parts it uses replaced by recording stand-ins. */
function runLoader({ paintEntries = true, visibility = 'visible' }: { paintEntries?: boolean; visibility?: string }) {
  const code = /<script[^>]*>(.*)<\/script>$/s.exec(
    scriptLoaderHtml({ entry: '/e.js', preloads: ['/a.js', '/b.js'], afterPaint: true }, 'n'),
  )?.[1]
  const appended: Appended[] = []
  const frames: (() => void)[] = []
  const timers: { callback: () => void; ms: number }[] = []
  const paintObservers: PaintCallback[] = []
  const documentListeners = new Map<string, () => void>()
  let observersDisconnected = 0
  const documentStub = {
    currentScript: { dataset: { entry: '/e.js', preloads: '/a.js /b.js', afterPaint: 'true' } },
    visibilityState: visibility,
    createElement: () => ({}) as Appended,
    head: { appendChild: (child: Appended) => appended.push(child) },
    body: { appendChild: (child: Appended) => appended.push(child) },
    addEventListener: (type: string, listener: () => void) => documentListeners.set(type, listener),
  }
  class PerformanceObserverStub {
    static supportedEntryTypes = paintEntries ? ['paint', 'largest-contentful-paint'] : ['mark']
    constructor(private readonly callback: PaintCallback) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true })
      paintObservers.push(this.callback)
    }
  }
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the loader's text as the browser would
  const run = new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', code ?? '') as (
    document: object,
    requestAnimationFrame: (callback: () => void) => void,
    setTimeout: (callback: () => void, ms: number) => void,
    PerformanceObserver: typeof PerformanceObserverStub,
  ) => void
  run(
    documentStub,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, ms: number) => timers.push({ callback, ms }),
    PerformanceObserverStub,
  )
  const paint = (...names: string[]) => {
    const entries = names.map((name) => ({ name }))
    const list = { getEntriesByName: (name: string) => entries.filter((entry) => entry.name === name) }
    paintObservers.forEach((callback) => callback(list, { disconnect: () => (observersDisconnected += 1) }))
  }
  return { appended, frames, timers, documentListeners, paint, disconnected: () => observersDisconnected }
}

const SCRIPTS_ASKED_FOR = [
  { rel: 'modulepreload', crossOrigin: '', href: '/a.js' },
  { rel: 'modulepreload', crossOrigin: '', href: '/b.js' },
  { type: 'module', crossOrigin: '', src: '/e.js' },
]

test('the loader asks for the preloads and then the entry once the first contentful paint has been shown, once', () => {
  const loader = runLoader({})
  loader.frames.forEach((frame) => frame())
  loader.paint('first-paint')
  expect(loader.appended).toEqual([])
  loader.paint('first-paint', 'first-contentful-paint')
  expect(loader.appended).toEqual(SCRIPTS_ASKED_FOR)
  expect(loader.disconnected()).toBe(1)
  // The fallbacks that come later ask for nothing more.
  loader.timers.forEach((timer) => timer.callback())
  loader.documentListeners.get('visibilitychange')?.()
  expect(loader.appended).toEqual(SCRIPTS_ASKED_FOR)
})

test('without a reported paint, the loader asks when the tab changes visibility or after 5 s', () => {
  const hidden = runLoader({})
  hidden.documentListeners.get('visibilitychange')?.()
  expect(hidden.appended).toEqual(SCRIPTS_ASKED_FOR)

  const unreported = runLoader({})
  expect(unreported.timers.map((timer) => timer.ms)).toEqual([5000])
  unreported.timers[0]?.callback()
  expect(unreported.appended).toEqual(SCRIPTS_ASKED_FOR)
})

test('a browser without paint entries waits for one frame; a hidden tab asks at once', () => {
  const withoutPaintEntries = runLoader({ paintEntries: false })
  expect(withoutPaintEntries.appended).toEqual([])
  withoutPaintEntries.frames.forEach((frame) => frame())
  withoutPaintEntries.timers.forEach((timer) => timer.callback())
  expect(withoutPaintEntries.appended).toEqual(SCRIPTS_ASKED_FOR)

  expect(runLoader({ visibility: 'hidden' }).appended).toEqual(SCRIPTS_ASKED_FOR)
})

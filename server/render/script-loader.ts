import { PERFORMANCE_BUDGETS } from '../../shared/performance-budgets'
import { escapeHtml } from './html'

/** What a page loads to hydrate: the client entry, and every chunk it and the page's module import (in their order). */
export interface PageScripts {
  entry: string
  preloads: string[]
  /** Whether the scripts wait for the first paint (public pages) or load at once (the admin area). */
  afterPaint: boolean
}

/**
 * Public pages paint first; the admin area (not a public page: its sign-in card is typed into as soon as it shows, and
 * a field typed into before hydration loses its value to React's state) loads its scripts at once.
 */
export function scriptsWaitForPaint(pageModule: string): boolean {
  return !PERFORMANCE_BUDGETS.privateSourceDirs.some((dir) => `client/${pageModule}`.startsWith(dir))
}

/**
 * The page's scripts are asked for only once its first contentful paint has been shown (the browser reports it as a
 * `paint` entry), instead of from the HTML: the page is whole in the server's HTML, so its first paint needs only the
 * HTML, the stylesheet and the fonts, and a phone's connection carries those first rather than sharing it with ~130 KB
 * of script. A frame callback is not late enough: it runs before the frame is drawn, and the scripts were asked for
 * 30-90 ms before the paint showed, which Lighthouse's simulation then counted as holding the paint up (a second on
 * its LCP in some runs). A browser without paint entries waits for one frame. A tab that is hidden (it draws no frames)
 * loads them at once or when it changes visibility, and so does the admin area (scriptsWaitForPaint); after 5 s they
 * load regardless. The chunks come as module preloads, all at once, so the entry never waits for its imports one
 * after another. The list stays readable in the tag's attributes (tests/e2e/code-splitting.test.ts holds a page to
 * loading nothing before hydration that it does not name).
 */
const LOADER = [
  '(function (loader) {',
  'var started = false;',
  'var load = function () {',
  'if (started) return; started = true;',
  "loader.dataset.preloads.split(' ').forEach(function (href) {",
  "var link = document.createElement('link');",
  "link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href;",
  'document.head.appendChild(link);',
  '});',
  "var entry = document.createElement('script');",
  "entry.type = 'module'; entry.crossOrigin = ''; entry.src = loader.dataset.entry;",
  'document.body.appendChild(entry);',
  '};',
  "if (!loader.dataset.afterPaint || document.visibilityState === 'hidden') return load();",
  "var paintEntries = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;",
  'if (!paintEntries) return requestAnimationFrame(function () { setTimeout(load, 0); });',
  'new PerformanceObserver(function (list, observer) {',
  "if (list.getEntriesByName('first-contentful-paint').length === 0) return;",
  'observer.disconnect(); load();',
  "}).observe({ type: 'paint', buffered: true });",
  "document.addEventListener('visibilitychange', load);",
  'setTimeout(load, 5000);',
  '})(document.currentScript);',
].join(' ')

export function scriptLoaderHtml({ entry, preloads, afterPaint }: PageScripts, nonce: string): string {
  return (
    `<script nonce="${nonce}" data-entry="${escapeHtml(entry)}" data-preloads="${escapeHtml(preloads.join(' '))}"` +
    `${afterPaint ? ' data-after-paint="true"' : ''}>` +
    `${LOADER}</script>`
  )
}

import type { EmotionCache } from '@emotion/cache'
import { classIdsIn } from './emotion-cache'
import { createElement, type ReactElement, type ReactNode } from 'react'

/**
 * The server's HTML of the parts that depend on nothing but the page's address and the build (a marketing section:
 * no data, no visitor), kept per address for the life of the process: a page rendered afresh (its cache entry gone
 * after a publish, or never made) renders those parts once, then splices their HTML in, with the styles it uses.
 *
 * A part is kept as rendered in its place on that page, so the ids React's useId gave inside it are the ones the
 * browser's hydration gives: the same address always renders the same tree above it.
 */

/** Marks a part's place in the rendered HTML until the render is finished (see `spliceFragments`). */
const FRAGMENT_TAG = 'patikachat-fragment'
const FRAGMENT_MARK = new RegExp(`<${FRAGMENT_TAG} data-fragment="(\\d+)">|</${FRAGMENT_TAG}>`, 'g')
/** Addresses whose fragments are kept; past it the store starts again (a bound, not an expected size). */
const MAX_PAGES = 500

interface KeptStyle {
  id: string
  css: string
  /** Emotion's record of the class's styles: with it, the server's extraction counts the class as regular CSS. */
  registered: string | undefined
}

interface Fragment {
  /** What the part's HTML was rendered from besides the address and the build (the data it shows), if anything. */
  version: string
  html: string
  styles: KeptStyle[]
}

/** Address → part name → HTML: one version of each part, the last one rendered. */
const store = new Map<string, Map<string, Fragment>>()

/** What one server render of a page knows of its reusable parts. */
export interface PageFragments {
  /**
   * The part's HTML in its place: the part itself, marked to be kept, or a mark where the kept HTML goes. A part that
   * shows data names it by `version` (a text of that data): kept HTML of another version is rendered afresh and
   * replaced.
   */
  place(name: string, part: ReactNode, version?: string): ReactElement
  /**
   * The rendered HTML without the marks, each kept part's HTML in its place and its styles in the emotion cache. The
   * parts rendered this time are kept when `keepRendered` (a page that answers 200: any address may be asked for, and
   * a not-found address must not take room in the store).
   */
  splice(html: string, emotionCache: EmotionCache, keepRendered: boolean): string
}

export function pageFragments(pageKey: string): PageFragments {
  let kept = store.get(pageKey)
  const slots: { name: string; version: string; fragment: Fragment | undefined }[] = []
  return {
    place(name, part, version = '') {
      const keptFragment = kept?.get(name)
      const fragment = keptFragment?.version === version ? keptFragment : undefined
      slots.push({ name, version, fragment })
      return createElement(FRAGMENT_TAG, { 'data-fragment': slots.length - 1 }, fragment ? null : part)
    },
    splice(html, emotionCache, keepRendered) {
      return spliceFragments(html, (slotNumber, rendered) => {
        const slot = slots[slotNumber]
        if (!slot) throw new Error(`server fragments: no part was placed as number ${slotNumber}`)
        if (slot.fragment) {
          adoptStyles(emotionCache, slot.fragment.styles)
          return slot.fragment.html
        }
        if (!keepRendered) return rendered
        if (!kept) {
          if (store.size >= MAX_PAGES) store.clear()
          kept = new Map()
          store.set(pageKey, kept)
        }
        kept.set(slot.name, { version: slot.version, html: rendered, styles: stylesUsedBy(rendered, emotionCache) })
        return rendered
      })
    },
  }
}

/**
 * Replaces each marked span (marks may nest: a kept part inside one being rendered) by what `fill` makes of its
 * number and its content, innermost first, so an outer part keeps its inner parts' HTML, never their marks.
 */
export function spliceFragments(html: string, fill: (slotNumber: number, content: string) => string): string {
  const open: { slotNumber: number; parts: string[] }[] = []
  let parts: string[] = []
  let from = 0
  for (const mark of html.matchAll(FRAGMENT_MARK)) {
    parts.push(html.slice(from, mark.index))
    from = mark.index + mark[0].length
    if (mark[1] !== undefined) {
      open.push({ slotNumber: Number(mark[1]), parts })
      parts = []
      continue
    }
    const closed = open.pop()
    if (!closed) throw new Error('server fragments: a closing mark without its opening one')
    closed.parts.push(fill(closed.slotNumber, parts.join('')))
    parts = closed.parts
  }
  if (open.length > 0) throw new Error('server fragments: an opening mark without its closing one')
  parts.push(html.slice(from))
  return parts.join('')
}

/**
 * A part's styles, for a later render that splices its HTML in. Only its classes' own rules: a reusable part must not
 * render global styles or keyframes, which no class name in its HTML names.
 */
function stylesUsedBy(html: string, emotionCache: EmotionCache): KeptStyle[] {
  return [...classIdsIn(html, emotionCache)].flatMap((id) => {
    const css = emotionCache.inserted[id]
    if (typeof css !== 'string') return []
    return [{ id, css, registered: emotionCache.registered[`${emotionCache.key}-${id}`] }]
  })
}

function adoptStyles(emotionCache: EmotionCache, styles: KeptStyle[]): void {
  for (const { id, css, registered } of styles) {
    if (emotionCache.inserted[id] === undefined) emotionCache.inserted[id] = css
    if (registered !== undefined) emotionCache.registered[`${emotionCache.key}-${id}`] = registered
  }
}

import { createContext, useContext } from 'react'
import type { PageHeadData } from '../../shared/page-head'
import type { PageFragments } from './server-fragments'

/**
 * What a server render learns from the page it rendered: its status, its head, a redirect, and whether the page may
 * be kept in the render cache (a page whose query makes every answer differ may not). Null in the browser.
 */
export interface RenderContext {
  readonly status: number
  readonly head: PageHeadData | null
  readonly cacheable: boolean
  /** The page holds what only the holder of its address may see (a token in a form): no cache of any kind keeps it. */
  readonly personal: boolean
  /** The page's reusable part HTML (./server-fragments.ts), or null when this render must render every part. */
  readonly fragments: PageFragments | null
  /** Set by wouter's <Redirect> (this is the Router's `ssrContext`): the page answers with a redirect there instead. */
  redirectTo?: string
  reportStatus(status: number): void
  reportHead(head: PageHeadData): void
  reportUncacheable(): void
  reportPersonal(): void
}

export function createRenderContext(fragments: PageFragments | null = null): RenderContext {
  return {
    status: 200,
    head: null,
    cacheable: true,
    personal: false,
    fragments,
    reportStatus(status) {
      Object.assign(this, { status })
    },
    reportHead(head) {
      Object.assign(this, { head })
    },
    reportUncacheable() {
      Object.assign(this, { cacheable: false })
    },
    reportPersonal() {
      Object.assign(this, { cacheable: false, personal: true })
    },
  }
}

export const RenderContextContext = createContext<RenderContext | null>(null)

export function useRenderContext(): RenderContext | null {
  return useContext(RenderContextContext)
}

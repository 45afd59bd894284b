import { createContext, useContext } from 'react'
import type { PageHeadData } from '../../shared/page-head'

/** What a server render learns from the page it rendered: its status, head and redirect. Null in the browser. */
export interface RenderContext {
  readonly status: number
  readonly head: PageHeadData | null
  /** Set by wouter's <Redirect> (this is the Router's `ssrContext`): the page answers with a redirect there instead. */
  redirectTo?: string
  reportStatus(status: number): void
  reportHead(head: PageHeadData): void
}

export function createRenderContext(): RenderContext {
  return {
    status: 200,
    head: null,
    reportStatus(status) {
      Object.assign(this, { status })
    },
    reportHead(head) {
      Object.assign(this, { head })
    },
  }
}

export const RenderContextContext = createContext<RenderContext | null>(null)

export function useRenderContext(): RenderContext | null {
  return useContext(RenderContextContext)
}

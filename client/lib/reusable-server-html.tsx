import type { ReactNode } from 'react'
import { useRenderContext } from './render-context'

/**
 * Children whose server HTML depends on nothing but the page's address and the build: no data, no visitor, no clock
 * (public settings are fixed for the process). The server renders them once per address and then reuses that HTML
 * (./server-fragments.ts), so a page rendered afresh costs what its other parts cost. In the browser, the children.
 */
export function ReusableServerHtml({ name, children }: { name: string; children: ReactNode }) {
  const fragments = useRenderContext()?.fragments
  if (import.meta.env.SSR && fragments) return fragments.place(name, children)
  return children
}

import type { ReactNode } from 'react'
import { useRenderContext } from './render-context'

/**
 * Children whose server HTML depends on nothing but the page's address, the build and `version`: no visitor, no clock
 * (public settings are fixed for the process), and data only as far as `version` names it (a text of the data they
 * show, or the year a footer prints). The server renders them once per address and version and then reuses that HTML
 * (./server-fragments.ts), so a page rendered afresh costs what its other parts cost. In the browser, the children.
 */
export function ReusableServerHtml({
  name,
  version,
  children,
}: {
  name: string
  version?: string
  children: ReactNode
}) {
  const fragments = useRenderContext()?.fragments
  if (import.meta.env.SSR && fragments) return fragments.place(name, children, version)
  return children
}

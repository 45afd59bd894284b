import { useEffect } from 'react'
import { fullTitle, type PageHeadData } from '../../shared/page-head'
import { useRenderContext } from '../lib/render-context'

/**
 * Declares the page's title, description and sharing tags. On the server they go into the HTML head;
 * in the browser the title and description follow client-side navigation.
 */
export function PageHead(props: PageHeadData) {
  const renderContext = useRenderContext()
  renderContext?.reportHead(props)

  const { title, description } = props
  useEffect(() => {
    document.title = fullTitle(title)
    document.querySelector('meta[name="description"]')?.setAttribute('content', description)
  }, [title, description])
  return null
}

/** Sets the HTTP status of a server render (404 for a missing page or post). */
export function useResponseStatus(status: number): void {
  const renderContext = useRenderContext()
  renderContext?.reportStatus(status)
}

import { SITE_NAME } from './site'

/** What a page declares about itself for the HTML head: written by the server, followed by the browser. */
export interface PageHeadData {
  title: string
  description: string
  /** Path of the canonical URL, such as /blog/8/digitalis-patika. Defaults to the current path. */
  canonicalPath?: string
  image?: string
  type?: 'website' | 'article'
  noindex?: boolean
  jsonLd?: Record<string, unknown>
}

export function fullTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`
}

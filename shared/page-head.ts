import { SITE_NAME } from './site'
import type { SocialPreviewName } from './content/social-previews'

/** Structured data the server writes from shared content, so the browser's script does not carry it. */
export type StructuredDataName = 'organization' | 'website' | 'home-faq' | 'collective-faq' | 'pricing'

/** What a page declares about itself for the HTML head: written by the server, followed by the browser. */
export interface PageHeadData {
  title: string
  description: string
  /**
   * Path of the canonical URL, such as /blog/8/digitalis-patika. Defaults to the current path; null for a page that
   * is no address of its own (the not-found page).
   */
  canonicalPath?: string | null
  /** The picture a shared link shows: one of the site's previews, or an article's cover. Defaults to the site's. */
  image?: SocialPreviewName | { cover: string; alt: string }
  type?: 'website' | 'article'
  noindex?: boolean
  jsonLd?: Record<string, unknown>
  structuredData?: readonly StructuredDataName[]
  /** The trail from the home page to this page, this page last. */
  breadcrumbs?: readonly { name: string; path: string }[]
}

export function fullTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`
}

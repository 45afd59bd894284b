import type { SocialLink } from './social-links'

/** Site settings the browser may see; the server fills them from its environment and sends them with the page. */
export interface PublicSettings {
  siteUrl: string
  bookingUrl: string
  freeTrialUrl: string
  chatbotEmbedUrl: string | null
  /** Where the offer's button leads; without one it only says 'Redirecting to checkout page...' (spec section 2). */
  checkoutUrl: string | null
  contactEmail: string
  analyticsMeasurementId: string | null
  /** The footer's social links whose address is set, in the footer's order (./social-links.ts). */
  socialLinks: SocialLink[]
}

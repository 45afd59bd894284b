import type { PublicSettings } from '../../shared/public-settings'
import { SOCIAL_NETWORKS } from '../../shared/social-links'
import type { Env } from '../env'

/** When no booking or trial page is configured, the links open an e-mail to the company instead of a dead end. */
export function publicSettingsFrom(env: Env): PublicSettings {
  const mailto = (subject: string) => `mailto:${env.CONTACT_EMAIL}?subject=${encodeURIComponent(subject)}`
  return {
    siteUrl: env.siteUrl,
    bookingUrl: env.BOOKING_URL ?? mailto('Konzultáció foglalása'),
    freeTrialUrl: env.FREE_TRIAL_URL ?? mailto('14 napos ingyenes próba'),
    chatbotEmbedUrl: env.CHATBOT_EMBED_URL ?? null,
    checkoutUrl: env.CHECKOUT_URL ?? null,
    contactEmail: env.CONTACT_EMAIL,
    analyticsMeasurementId: env.ANALYTICS_MEASUREMENT_ID ?? null,
    socialLinks: SOCIAL_NETWORKS.flatMap(({ setting, label }) => {
      const url = env[setting]
      return url ? [{ label, url }] : []
    }),
  }
}

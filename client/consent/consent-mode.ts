import { consentSignals, type ConsentChoices } from '../../shared/consent'

// Google Consent Mode v2. The page's first script (client/index.html) defines `gtag` and sets every signal to denied
// with `wait_for_update`; this tells it the visitor's choice, and loads the analytics tag only once analytics is
// granted and a measurement id is configured (basic mode: no request to Google before consent).

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
  }
}

export const ANALYTICS_TAG_ORIGIN = 'https://www.googletagmanager.com'

export function updateConsentMode(choices: ConsentChoices): void {
  window.gtag?.('consent', 'update', consentSignals(choices))
}

let analyticsLoaded = false

export function loadAnalyticsTag(measurementId: string): void {
  if (analyticsLoaded) return
  analyticsLoaded = true
  const script = document.createElement('script')
  script.async = true
  script.src = `${ANALYTICS_TAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`
  document.head.append(script)
  window.gtag?.('js', new Date())
  window.gtag?.('config', measurementId)
}

/**
 * The hosts Google's analytics tag (gtag.js, GA4) loads from and reports to, for the Content-Security-Policy; none
 * without a measurement id, so the policy names no host the site does not use.
 * https://developers.google.com/tag-platform/security/guides/csp
 */
export function analyticsCspHosts(measurementId: string | undefined): { scripts: string[]; connections: string[] } {
  if (!measurementId) return { scripts: [], connections: [] }
  return {
    scripts: ['https://www.googletagmanager.com'],
    connections: [
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
  }
}

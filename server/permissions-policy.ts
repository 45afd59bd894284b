import { BLOG_IFRAME_HOSTS, BLOG_IFRAME_PERMISSIONS } from './services/blog-html'

/** Powerful features nothing on the site uses: off for the page and for every frame in it. */
const FEATURES_OFF = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'magnetometer',
  'display-capture',
  'idle-detection',
  'screen-wake-lock',
  'publickey-credentials-get',
  'xr-spatial-tracking',
  'clipboard-read',
  'browsing-topics',
] as const

/**
 * The Permissions-Policy header (https://www.w3.org/TR/permissions-policy/): what the site's own pages need for
 * themselves (/webinar's player: fullscreen, autoplay, picture-in-picture; copying text), what the demo's chatbot
 * frame may ask for (clipboard-write, as its `allow` says) and what a blog post's video player may ask for (its
 * embed code's `allow` list, server/services/blog-html.ts). A frame gets a feature only if its origin is named here.
 */
export function permissionsPolicy(chatbotEmbedUrl: string | undefined): string {
  const allowed = new Map<string, string[]>(
    ['fullscreen', 'autoplay', 'picture-in-picture', 'clipboard-write'].map((feature) => [feature, ['self']]),
  )
  const allow = (feature: string, origin: string) => {
    const origins = allowed.get(feature) ?? []
    if (!origins.includes(origin)) allowed.set(feature, [...origins, origin])
  }
  if (chatbotEmbedUrl) allow('clipboard-write', `"${new URL(chatbotEmbedUrl).origin}"`)
  // Posts may keep a player's `allowfullscreen` attribute, which asks for fullscreen beside its `allow` list.
  for (const host of BLOG_IFRAME_HOSTS) {
    for (const feature of [...BLOG_IFRAME_PERMISSIONS[host].split(';'), 'fullscreen']) {
      allow(feature.trim(), `"https://${host}"`)
    }
  }
  return [
    ...FEATURES_OFF.map((feature) => `${feature}=()`),
    ...[...allowed].map(([feature, origins]) => `${feature}=(${origins.join(' ')})`),
  ].join(', ')
}

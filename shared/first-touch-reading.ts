// Reading where a visitor first came from out of the address they landed on and the page that sent them: the browser
// reads its first page load (client/forms/visit-first-touch.ts), the server a request for a page with a form
// (server/render/request-first-touch.ts), and a post's hidden field. No zod here: a form's chunk imports it.
import { FIRST_TOUCH_ADDRESS_MAX_LENGTH, FIRST_TOUCH_TAG_MAX_LENGTH, type FirstTouchValues } from './first-touch'

/** The landing address's parameters that say where a visit came from, with the key each is kept under. */
const FIRST_TOUCH_TAGS = {
  utm_source: 'source',
  utm_medium: 'medium',
  utm_campaign: 'campaign',
  utm_term: 'term',
  utm_content: 'content',
  gclid: 'gclid',
  fbclid: 'fbclid',
} as const satisfies Record<string, keyof FirstTouchValues>

const FIRST_TOUCH_KEYS = [...Object.values(FIRST_TOUCH_TAGS), 'referrer', 'landingPath'] as const

const NOT_TEXT = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/gu

/** A value as the server's schema takes it: no control or direction characters, trimmed, NFC, at most `max` long. */
function cleaned(value: string, max: number): string {
  return value
    .replace(NOT_TEXT, '')
    .trim()
    .normalize('NFC')
    .slice(0, max)
    .replace(/[\uD800-\uDBFF]$/, '')
}

function parsedUrl(address: string | undefined, base?: string): URL | null {
  if (!address) return null
  try {
    const url = new URL(address, base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/** The campaign tags an address carries, cleaned. */
function tagsOf(address: URL): FirstTouchValues {
  const tags: FirstTouchValues = {}
  for (const [parameter, key] of Object.entries(FIRST_TOUCH_TAGS)) {
    const value = cleaned(address.searchParams.get(parameter) ?? '', FIRST_TOUCH_TAG_MAX_LENGTH)
    if (value) tags[key] = value
  }
  return tags
}

/**
 * The first touch of a page load: `address` is the page's own (absolute), `referrer` the page that sent the visitor.
 * Tags in the page's own address are the landing's. Without them, a page of this site as referrer is where the
 * visitor landed (a link followed without the page's script), with its tags and path; another site is the referring
 * site, kept as its origin only (its path may name a person). A visit from nowhere (a typed address, a bookmark, an
 * app) has none: empty.
 */
export function firstTouchOfPageLoad(address: string, referrer: string | undefined): FirstTouchValues {
  const page = parsedUrl(address)
  if (!page) return {}
  const from = parsedUrl(referrer)
  const fromThisSite = from?.origin === page.origin
  const ownTags = tagsOf(page)
  const landing = fromThisSite && Object.keys(ownTags).length === 0 ? from : page
  const tags = tagsOf(landing)
  const referringSite = from && !fromThisSite ? cleaned(from.origin, FIRST_TOUCH_ADDRESS_MAX_LENGTH) : ''
  if (Object.keys(tags).length === 0 && !referringSite) return {}
  return {
    ...tags,
    ...(referringSite && { referrer: referringSite }),
    landingPath: cleaned(landing.pathname, FIRST_TOUCH_ADDRESS_MAX_LENGTH),
  }
}

/** The hidden field's value: the first touch as URL parameters under its own keys. */
export function firstTouchFieldValue(touch: FirstTouchValues): string {
  const entries = FIRST_TOUCH_KEYS.flatMap((key) => (touch[key] ? [[key, touch[key]]] : []))
  return new URLSearchParams(entries).toString()
}

/** The first touch a post's hidden field carried; unknown keys are left out, values cleaned and cut. */
export function firstTouchFromFieldValue(value: string): FirstTouchValues {
  const fields = new URLSearchParams(value)
  const touch: FirstTouchValues = {}
  for (const key of FIRST_TOUCH_KEYS) {
    const max =
      key === 'referrer' || key === 'landingPath' ? FIRST_TOUCH_ADDRESS_MAX_LENGTH : FIRST_TOUCH_TAG_MAX_LENGTH
    const read = cleaned(fields.get(key) ?? '', max)
    if (read) touch[key] = read
  }
  return touch
}

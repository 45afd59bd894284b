// Where a visitor first came from (issue 24 item 3), read from the address they landed on and the page that sent
// them: the browser keeps it in memory for the visit, the server fills a form's hidden field with it for a post made
// without script. No zod here: every form's first script imports it.

/** The landing address's parameters that say where a visit came from, with the key each is kept under. */
export const FIRST_TOUCH_TAGS = {
  utm_source: 'source',
  utm_medium: 'medium',
  utm_campaign: 'campaign',
  utm_term: 'term',
  utm_content: 'content',
  gclid: 'gclid',
  fbclid: 'fbclid',
} as const
type FirstTouchTag = (typeof FIRST_TOUCH_TAGS)[keyof typeof FIRST_TOUCH_TAGS]

/** The longest value kept of a tag (an ad click id is well under it); longer ones are cut. */
export const FIRST_TOUCH_TAG_MAX_LENGTH = 200
/** The longest referring site (its origin) and landing path kept; longer ones are cut. */
export const FIRST_TOUCH_ADDRESS_MAX_LENGTH = 300

export type FirstTouchValues = Partial<Record<FirstTouchTag | 'referrer' | 'landingPath', string>>
const FIRST_TOUCH_KEYS = [...Object.values(FIRST_TOUCH_TAGS), 'referrer', 'landingPath'] as const

/** The name of the hidden field that carries the first touch in a post made without script. */
export const FIRST_TOUCH_FIELD = 'firstTouch'

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
 * site, kept as its origin only (its path may name a person).
 */
export function firstTouchOfPageLoad(address: string, referrer: string | undefined): FirstTouchValues {
  const page = parsedUrl(address)
  if (!page) return {}
  const from = parsedUrl(referrer)
  const fromThisSite = from?.origin === page.origin
  const ownTags = tagsOf(page)
  const landing = fromThisSite && Object.keys(ownTags).length === 0 ? from : page
  return {
    ...tagsOf(landing),
    ...(from && !fromThisSite && { referrer: cleaned(from.origin, FIRST_TOUCH_ADDRESS_MAX_LENGTH) }),
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

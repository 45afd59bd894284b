// Where a visitor first came from (issue 24 item 3): its parts and limits, shared by the forms, the server and the
// admin. ./first-touch-reading.ts reads it from an address; the forms load that only when they send.

/** The longest value kept of a tag (an ad click id is well under it); longer ones are cut. */
export const FIRST_TOUCH_TAG_MAX_LENGTH = 200
/** The longest referring site (its origin) and landing path kept; longer ones are cut. */
export const FIRST_TOUCH_ADDRESS_MAX_LENGTH = 300

/** The parts of a first touch: the landing address's tags, the referring site and the landing path. */
export type FirstTouchValues = Partial<
  Record<
    'source' | 'medium' | 'campaign' | 'term' | 'content' | 'gclid' | 'fbclid' | 'referrer' | 'landingPath',
    string
  >
>

// What the personal and unsubscribe pages say, and the token's shape. No zod: the pages import them.

export { RESUBSCRIBE_ACTION, UNSUBSCRIBE_PARAMS } from './personal-link-paths'

/**
 * The personal link: `/w#{token}`. The token travels in the fragment, which browsers never send to a server, so it
 * stays out of request lines, logs and Referer headers; the page hands it to the server in a POST body.
 */
export const PERSONAL_LINK_PATH = '/w'

/**
 * The personal link that goes on to the offer (`/w/ajanlat#{token}`, the offer reminder's button): the offer's
 * countdown then runs from the registration's first view of it, which the server knows, on any device.
 */
export const PERSONAL_OFFER_ACTION = 'ajanlat'
export const PERSONAL_OFFER_PATH = `${PERSONAL_LINK_PATH}/${PERSONAL_OFFER_ACTION}`

/** The unsubscribe page, and the one-click POST of RFC 8058 to the same address. */
export const UNSUBSCRIBE_ACTION = 'leiratkozas'
export const UNSUBSCRIBE_PATH = `${PERSONAL_LINK_PATH}/${UNSUBSCRIBE_ACTION}`

/** A personal or unsubscribe link's token: 43 base64url characters (server/funnel/personal-link.ts makes them). */
export const PERSONAL_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export const PersonalLinkMessages = {
  notFound: 'Ez a személyes link nem érvényes, vagy a regisztráció már nem létezik.',
  expired: 'A webinárium felvétele már nem érhető el ezen a linken.',
  registerAgain: 'Regisztráljon újra a következő alkalomra',
  unsubscribed: 'Leiratkozott: erről a regisztrációról nem küldünk több levelet.',
  unsubscribeInvalid: 'Ez a leiratkozási link nem érvényes.',
} as const

/** Where a personal link leads: the page for the moment it is opened, or the news that the replay has closed. */
export type PersonalLinkDestination = '/waiting' | '/webinar' | '/offer'

import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

// A webinar registrant's personal link (/w#token, in every e-mail) and unsubscribe link. Both are made from a random
// nonce kept with the registration and the server's key, so the e-mails can be written again at any time while the
// database holds only the nonce and the link's SHA-256: a copy of the database alone opens nothing, and erasing the
// registration's row makes both links dead.

export const newLinkNonce = () => randomBytes(16).toString('hex')

const mac = (key: Buffer, purpose: string) => createHmac('sha256', key).update(purpose).digest('base64url')

/** The personal link's token: 43 characters, 256 bits. */
export const personalLinkToken = (key: Buffer, nonce: string) => mac(key, `webinar-link:${nonce}`)

/** How a token is looked up: its SHA-256, hex. */
export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

export const unsubscribeToken = (key: Buffer, registrationId: number, nonce: string) =>
  mac(key, `unsubscribe:${registrationId}:${nonce}`)

export function isUnsubscribeToken(key: Buffer, registrationId: number, nonce: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(key, registrationId, nonce))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The link of an "already registered" e-mail that applies what the form asked: 256 bits, like the personal link. */
export const changeRequestToken = (key: Buffer, nonce: string) => mac(key, `change-request:${nonce}`)

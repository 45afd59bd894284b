import { PERSONAL_LINK_TOKEN_PATTERN } from './personal-link'
import { UNSUBSCRIBE_PARAMS } from './personal-link-paths'

/** The link of an unsubscribe page's address, when it has the shape of one; the server says whether it is valid. */
export function unsubscribeLinkOf(params: URLSearchParams): { registrationId: number; token: string } | null {
  const registration = params.get(UNSUBSCRIBE_PARAMS.registration) ?? ''
  const token = params.get(UNSUBSCRIBE_PARAMS.token) ?? ''
  if (!/^[1-9]\d{0,15}$/.test(registration) || !PERSONAL_LINK_TOKEN_PATTERN.test(token)) return null
  return { registrationId: Number(registration), token }
}

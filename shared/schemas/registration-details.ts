import type { Registration } from './registration'

/**
 * Where the registrant's personal link (`/w#token`) stands: it opens their page until the replay closes, and no
 * longer once the replay has closed or the registration is in the trash.
 */
export type PersonalLinkState =
  { state: 'open'; until: string } | { state: 'expired'; since: string } | { state: 'in-trash' }

/** What a registration's detail view shows beyond the row itself (issue 38). */
export interface RegistrationDetails {
  registration: Registration
  /** When it was moved to the trash (null: it is not there). */
  deletedAt: string | null
  /** Webinar registrations only: their unsubscribe (null: none) and personal link. */
  webinar: { unsubscribedAt: string | null; personalLink: PersonalLinkState } | null
}

export const RegistrationDetailsMessages = {
  notFound: 'This registration no longer exists.',
  loadFailed: 'The registration could not be loaded.',
} as const

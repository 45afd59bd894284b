import { useEffect } from 'react'
import { useLocation } from 'wouter'
import type { WebinarRegistrationRecord } from '../../../shared/schemas/forms'
import { useStoredValue } from '../../hooks/use-stored-value'
import { useAdminPreview } from './use-admin-preview'

/** Who an admin's preview greets; it has no submission id, so no progress is recorded for it. */
const PREVIEW_REGISTRATION: WebinarRegistrationRecord = {
  fullName: 'Admin előnézet',
  email: 'preview@localhost',
  registrationDate: '2026-01-01T00:00:00.000Z',
  webinarTime: null,
}

/**
 * The registration this browser stored (spec section 4): `undefined` until storage has been read after hydration,
 * then the record. Without one, or with one that cannot be read (the reader logs why), the visitor is sent to
 * /register, and this stays `undefined`. A signed-in admin's preview gets a stand-in registration instead, which
 * is never stored.
 */
export function useWebinarRegistration(): { registration: WebinarRegistrationRecord | undefined; preview: boolean } {
  const [registration] = useStoredValue('webinarRegistration')
  const preview = useAdminPreview()
  const [, navigate] = useLocation()
  useEffect(() => {
    if (preview === false && registration === null) navigate('/register', { replace: true })
  }, [preview, registration, navigate])
  if (preview) return { registration: PREVIEW_REGISTRATION, preview: true }
  return { registration: preview === false ? (registration ?? undefined) : undefined, preview: false }
}

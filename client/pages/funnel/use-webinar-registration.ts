import { useEffect } from 'react'
import { useLocation } from 'wouter'
import type { WebinarRegistrationRecord } from '../../../shared/schemas/forms'
import { useStoredValue } from '../../hooks/use-stored-value'

/**
 * The registration this browser stored (spec section 4): `undefined` until storage has been read after hydration,
 * then the record. Without one, or with one that cannot be read (the reader logs why), the visitor is sent to
 * /register, and this stays `undefined`.
 */
export function useWebinarRegistration(): WebinarRegistrationRecord | undefined {
  const [registration] = useStoredValue('webinarRegistration')
  const [, navigate] = useLocation()
  useEffect(() => {
    if (registration === null) navigate('/register', { replace: true })
  }, [registration, navigate])
  return registration ?? undefined
}

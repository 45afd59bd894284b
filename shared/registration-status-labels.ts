import type { RegistrationStatus } from './schemas/registration'

/** The statuses in the admin's words: the Registrations tab shows these and the CSV export writes them. */
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  completed: 'Completed',
  flagged: 'Flagged',
}

/** A stored status in the admin's words; a value outside the four (an old or hand-edited row) as it is stored. */
export function registrationStatusLabel(status: string): string {
  return Object.hasOwn(REGISTRATION_STATUS_LABELS, status)
    ? REGISTRATION_STATUS_LABELS[status as RegistrationStatus]
    : status
}

import type { RegistrationStatus } from './schemas/registration'
import { type REGISTRATION_SOURCES } from './schemas/forms'

// The CSV export's words for stored values, in the language of its Hungarian headers. The admin's screens keep
// their English labels (client/pages/admin/registration-labels.ts).

type RegistrationSource = (typeof REGISTRATION_SOURCES)[keyof typeof REGISTRATION_SOURCES]

export const REGISTRATION_STATUS_CSV_LABELS: Record<RegistrationStatus, string> = {
  new: 'Új',
  contacted: 'Megkeresve',
  completed: 'Lezárva',
  flagged: 'Megjelölve',
}

export const REGISTRATION_SOURCE_CSV_LABELS: Record<RegistrationSource, string> = {
  webinar: 'Webinárium',
  demo: 'Demó-hozzáférés',
  contact: 'Okos Patika csatlakozás',
  'ai-training-contact': 'AI-képzés érdeklődés',
}

/** A stored value in the CSV's words; one outside the known ones (an old or hand-edited row) as it is stored. */
function labelOf(labels: Record<string, string>, value: string): string {
  return Object.hasOwn(labels, value) ? labels[value]! : value
}

export const registrationStatusCsvLabel = (status: string) => labelOf(REGISTRATION_STATUS_CSV_LABELS, status)
export const registrationSourceCsvLabel = (source: string) => labelOf(REGISTRATION_SOURCE_CSV_LABELS, source)

import { z } from 'zod'
import { multiLineText, singleLineText } from './text'
import { RegistrationStatusSchema } from './registration'

/** Spec section 4 and 8: the admin's registration views and their messages. */
export const RegistrationAdminMessages = {
  loadFailed: 'Failed to load registrations data',
  statusFailed: 'Failed to update status',
  noteFailed: 'Failed to save note',
  deleteFailed: 'Failed to delete registration',
  loadError: 'Hiba történt az adatok betöltése közben',
  nothingToExport: 'Nincs exportálható adat',
  serverUnavailable: 'Szerver nem elérhető, helyi adatok betöltése',
  deleteConfirm: 'Biztosan törli ezt a regisztrációt? A művelet nem vonható vissza.',
  noPermission: (action: 'view' | 'change' | 'delete') =>
    `Nincs jogosultsága az adatok ${{ view: 'megtekintéséhez', change: 'módosításához', delete: 'törléséhez' }[action]}. Admin szerepkör szükséges.`,
} as const

/** The source values the admin filters by (spec section 3), with what the forms write under each. */
export const ADMIN_SOURCE_FILTERS = {
  webinar: ['webinar'],
  contact: ['contact', 'demo', 'ai-training-contact'],
  newsletter: ['newsletter'],
  other: ['other'],
} as const
export type AdminSourceFilter = keyof typeof ADMIN_SOURCE_FILTERS
export const AdminSourceFilterSchema = z.enum(
  Object.keys(ADMIN_SOURCE_FILTERS) as [AdminSourceFilter, ...AdminSourceFilter[]],
)

export const REGISTRATION_PAGE_SIZES = [25, 50, 100] as const
export const NOTES_MAX_LENGTH = 5000
export const SEARCH_MAX_LENGTH = 120

const day = z.iso.date()

/** The registrations the admin looks at: search, filters and order; also what the CSV export takes. */
export const RegistrationFilterSchema = z.object({
  search: singleLineText().max(SEARCH_MAX_LENGTH).optional(),
  source: AdminSourceFilterSchema.optional(),
  status: RegistrationStatusSchema.optional(),
  /** Inclusive days (YYYY-MM-DD), in UTC. */
  from: day.optional(),
  to: day.optional(),
  order: z.enum(['newest', 'oldest']).default('newest'),
})
export type RegistrationFilter = z.input<typeof RegistrationFilterSchema>
export type RegistrationFilterValues = z.output<typeof RegistrationFilterSchema>

export const RegistrationListInputSchema = RegistrationFilterSchema.extend({
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z
    .number()
    .int()
    .refine((size) => (REGISTRATION_PAGE_SIZES as readonly number[]).includes(size))
    .default(25),
})
export type RegistrationListValues = z.output<typeof RegistrationListInputSchema>

const registrationId = z.number().int().positive()

export const RegistrationStatusInputSchema = z.object({ id: registrationId, status: RegistrationStatusSchema })
export const RegistrationNotesInputSchema = z.object({
  id: registrationId,
  notes: multiLineText().max(NOTES_MAX_LENGTH),
})
export const RegistrationIdInputSchema = z.object({ id: registrationId })

/** The funnel dashboard's period: the last N days, or two inclusive days. */
export const FunnelPeriodSchema = z.union([
  z.object({ lastDays: z.union([z.literal(7), z.literal(30), z.literal(90)]) }),
  z.object({ from: day, to: day }),
])
export type FunnelPeriod = z.infer<typeof FunnelPeriodSchema>

/** The CSV download of the current filter (the filter's fields as query parameters), served with the admin's session. */
export const REGISTRATION_EXPORT_PATH = '/admin/export/registrations.csv'

import { z } from 'zod'
import { multiLineText, singleLineText } from './text'
import { RegistrationStatusSchema, type Registration } from './registration'

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
  /** Not in the spec: the offline queue and conflicts between two admins (docs/decisions.md). */
  queued: 'Server unreachable: the change is queued and will be sent when the server answers again',
  queuedCount: (count: number) =>
    `${count} ${count === 1 ? 'change is' : 'changes are'} queued in this browser, waiting for the server`,
  queuedMarker: (kind: 'status' | 'notes' | 'delete') =>
    ({ status: 'Status change queued', notes: 'Note queued', delete: 'Deletion queued' })[kind],
  conflict: (fullName: string, kind: 'status' | 'notes' | 'delete') =>
    `Not applied: ${fullName} was changed on the server after you loaded it, so your ${{ status: 'status change', notes: 'note', delete: 'deletion' }[kind]} was discarded and the server's version was kept`,
  gone: (fullName: string, kind: 'status' | 'notes' | 'delete') =>
    `Not applied: ${fullName} was already deleted on the server, so your ${{ status: 'status change', notes: 'note', delete: 'deletion' }[kind]} was discarded`,
  refused: (fullName: string, kind: 'status' | 'notes' | 'delete') =>
    `Not applied: the server refused your queued ${{ status: 'status change', notes: 'note', delete: 'deletion' }[kind]} of ${fullName}`,
  logoutDiscardsQueue: (count: number) =>
    `${count} queued ${count === 1 ? 'change has' : 'changes have'} not reached the server yet and will be discarded. Log out anyway?`,
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

/** The days a filter or period may name: the day after the last must still have a four-digit year. */
const FIRST_FILTER_DAY = '1970-01-01'
const LAST_FILTER_DAY = '9999-12-30'
const day = z.iso
  .date()
  .refine(
    (value) => value >= FIRST_FILTER_DAY && value <= LAST_FILTER_DAY,
    `Day must be from ${FIRST_FILTER_DAY} to ${LAST_FILTER_DAY}`,
  )

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

/**
 * What every change of a registration carries: the operation's id, made by the browser (a replay of the same id is
 * answered with the first outcome and changes nothing), and the row's `updatedAt` the admin last saw (a row changed
 * since is a conflict, not an overwrite).
 */
const registrationOp = {
  opId: z.uuid().toLowerCase(),
  expectedUpdatedAt: z.string().max(40).nullable(),
}

export const RegistrationStatusInputSchema = z.object({
  id: registrationId,
  status: RegistrationStatusSchema,
  ...registrationOp,
})
export const RegistrationNotesInputSchema = z.object({
  id: registrationId,
  notes: multiLineText().max(NOTES_MAX_LENGTH),
  ...registrationOp,
})
export const RegistrationDeleteInputSchema = z.object({ id: registrationId, ...registrationOp })

/** A change of a registration as the admin made it (and as the offline queue keeps it). */
export const RegistrationChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('status'), status: RegistrationStatusSchema }),
  z.object({ kind: z.literal('notes'), notes: multiLineText().max(NOTES_MAX_LENGTH) }),
  z.object({ kind: z.literal('delete') }),
])
export type RegistrationChange = z.infer<typeof RegistrationChangeSchema>
export type RegistrationChangeKind = RegistrationChange['kind']

/**
 * How the server answered a change: `applied` (now, or before: `replayed`), `conflict` (the row changed since the
 * admin saw it; nothing changed, `registration` is the row as the server has it) or `gone` (no such row any more).
 * `updatedAt` is the row's new `updated_at` that an applied status or notes change produced.
 */
export type RegistrationOpOutcome = 'applied' | 'conflict' | 'gone'
export interface RegistrationOpResult {
  outcome: RegistrationOpOutcome
  replayed: boolean
  updatedAt: string | null
  registration: Registration | null
}

/** A change waiting in the admin's browser for the server to answer again (browser storage `registrationOps`). */
export const QueuedRegistrationOpSchema = z.object({
  opId: z.uuid(),
  registrationId: registrationId,
  /** Who the row is, for the report if the change cannot be applied. */
  fullName: z.string(),
  expectedUpdatedAt: z.string().max(40).nullable(),
  queuedAt: z.iso.datetime(),
  change: RegistrationChangeSchema,
})
export type QueuedRegistrationOp = z.infer<typeof QueuedRegistrationOpSchema>

/** The longest period the dashboard counts: each closed day in it is counted (once) on its own. */
const FUNNEL_PERIOD_MAX_DAYS = 366
const DAY_MS = 86_400_000

/** The funnel dashboard's period: the last N days, or two inclusive days. */
export const FunnelPeriodSchema = z.union([
  z.object({ lastDays: z.union([z.literal(7), z.literal(30), z.literal(90)]) }),
  z
    .object({ from: day, to: day })
    .refine(({ from, to }) => from <= to, { message: 'The period must not end before it starts', path: ['to'] })
    .refine(({ from, to }) => Date.parse(to) - Date.parse(from) < FUNNEL_PERIOD_MAX_DAYS * DAY_MS, {
      message: `The period may be at most ${FUNNEL_PERIOD_MAX_DAYS} days`,
      path: ['to'],
    }),
])
export type FunnelPeriod = z.infer<typeof FunnelPeriodSchema>

/** The CSV download of the current filter (the filter's fields as query parameters), served with the admin's session. */
export const REGISTRATION_EXPORT_PATH = '/admin/export/registrations.csv'

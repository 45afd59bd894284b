import { z } from 'zod'
import { AttendanceSegmentSchema } from './attendance'
import { JoinFieldsSchema, PositionSchema, TrainingFieldsSchema, WebinarFieldsSchema } from './forms'
import { FIRST_TOUCH_TAG_MAX_LENGTH } from '../first-touch'
import { TRASH_RETENTION_DAYS } from '../registration-trash'
import { multiLineText, singleLineText } from './text'
import { RegistrationStatusSchema, type Registration } from './registration'

/** The kinds of change an admin makes to one registration (each an operation with its own id). */
export const REGISTRATION_CHANGE_KINDS = ['status', 'notes', 'edit', 'delete', 'restore'] as const
export type RegistrationChangeKind = (typeof REGISTRATION_CHANGE_KINDS)[number]

const CHANGE_WORDS: Record<RegistrationChangeKind, string> = {
  status: 'status change',
  notes: 'note',
  edit: 'changes',
  delete: 'deletion',
  restore: 'restore',
}

/** Spec section 4 and 8: the admin's registration views and their messages. */
export const RegistrationAdminMessages = {
  loadFailed: 'Failed to load registrations data',
  statusFailed: 'Failed to update status',
  noteFailed: 'Failed to save note',
  deleteFailed: 'Failed to delete registration',
  /** Edits, bulk changes and restores that did not reach the server or were refused by it. */
  saveFailed: 'Failed to save changes',
  loadError: 'Hiba történt az adatok betöltése közben',
  /** Not quoted in the spec ("errors on registration save, update and delete"): worded like its load error. */
  saveError: 'Hiba történt a regisztráció mentése közben',
  updateError: 'Hiba történt a regisztráció frissítése közben',
  deleteError: 'Hiba történt a regisztráció törlése közben',
  nothingToExport: 'Nincs exportálható adat',
  serverUnavailable: 'Szerver nem elérhető, helyi adatok betöltése',
  /** Spec section 5 asks before a delete; a deleted registration now waits 30 days in the trash. */
  deleteConfirm: (count: number) =>
    count === 1
      ? `Biztosan törli ezt a regisztrációt? A lomtárból ${TRASH_RETENTION_DAYS} napig visszaállítható.`
      : `Biztosan törli a kijelölt ${count} regisztrációt? A lomtárból ${TRASH_RETENTION_DAYS} napig visszaállíthatók.`,
  /** Not in the spec: the trash, bulk changes and the undo (docs/decisions.md). */
  bulkStatusConfirm: (count: number, status: string) =>
    `Set the status of ${count} ${count === 1 ? 'registration' : 'registrations'} to ${status}?`,
  movedToTrash: (count: number) => (count === 1 ? 'Moved to the trash' : `${count} registrations moved to the trash`),
  undo: 'Visszavonás',
  undone: 'Restored from the trash',
  undoTooLate: 'The deletion has already reached the server: restore the registration from the trash',
  restored: (count: number) => (count === 1 ? 'Restored' : `${count} registrations restored`),
  statusChanged: (count: number, status: string) =>
    `Status set to ${status} for ${count} ${count === 1 ? 'registration' : 'registrations'}`,
  edited: 'Changes saved',
  noteSaved: 'Note saved',
  tooManyForBulk: (max: number) =>
    `At most ${max.toLocaleString('en')} registrations can be changed at once; narrow the filter and try again`,
  bulkNeedsServer: 'Bulk changes need the server: try again when it answers',
  tooManyTicked: (max: number) =>
    `At most ${max.toLocaleString('en')} ticked rows can be changed at once; choose all matching the filter instead`,
  /** Not in the spec: the offline queue and conflicts between two admins (docs/decisions.md). */
  queued: 'Server unreachable: the change is queued and will be sent when the server answers again',
  queuedCount: (count: number) =>
    `${count} ${count === 1 ? 'change is' : 'changes are'} queued in this browser, waiting for the server`,
  queuedMarker: (kind: RegistrationChangeKind) =>
    ({
      status: 'Status change queued',
      notes: 'Note queued',
      edit: 'Changes queued',
      delete: 'Deletion queued',
      restore: 'Restore queued',
    })[kind],
  conflict: (fullName: string, kind: RegistrationChangeKind) =>
    `Not applied: ${fullName} was changed on the server after you loaded it, so your ${CHANGE_WORDS[kind]} was discarded and the server's version was kept`,
  gone: (fullName: string, kind: RegistrationChangeKind) =>
    `Not applied: ${fullName} was already deleted on the server, so your ${CHANGE_WORDS[kind]} was discarded`,
  refused: (fullName: string, kind: RegistrationChangeKind) =>
    `Not applied: the server refused your queued ${CHANGE_WORDS[kind]} of ${fullName}`,
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

/**
 * The orders the admin's list can take: by any of its data columns, either way. Name and e-mail sort by their folded
 * form (shared/search-words.ts `sortKeyOf`); status and source by the stored value, newest or oldest first within one.
 */
export const REGISTRATION_ORDERS = {
  newest: { column: 'registrationDate', direction: 'desc' },
  oldest: { column: 'registrationDate', direction: 'asc' },
  'name-asc': { column: 'fullName', direction: 'asc' },
  'name-desc': { column: 'fullName', direction: 'desc' },
  'email-asc': { column: 'email', direction: 'asc' },
  'email-desc': { column: 'email', direction: 'desc' },
  'source-asc': { column: 'source', direction: 'asc' },
  'source-desc': { column: 'source', direction: 'desc' },
  'status-asc': { column: 'status', direction: 'asc' },
  'status-desc': { column: 'status', direction: 'desc' },
} as const satisfies Record<string, { column: string; direction: 'asc' | 'desc' }>
export type RegistrationOrder = keyof typeof REGISTRATION_ORDERS
export type RegistrationSortColumn = (typeof REGISTRATION_ORDERS)[RegistrationOrder]['column']
export const RegistrationOrderSchema = z.enum(
  Object.keys(REGISTRATION_ORDERS) as [RegistrationOrder, ...RegistrationOrder[]],
)

/** The registrations the admin looks at: search, filters and order; also what the CSV export takes. */
export const RegistrationFilterSchema = z.object({
  search: singleLineText().max(SEARCH_MAX_LENGTH).optional(),
  source: AdminSourceFilterSchema.optional(),
  status: RegistrationStatusSchema.optional(),
  /** Where the registrant first came from: the landing address's `utm_source` and `utm_campaign`, exactly. */
  utmSource: singleLineText().max(FIRST_TOUCH_TAG_MAX_LENGTH).optional(),
  utmCampaign: singleLineText().max(FIRST_TOUCH_TAG_MAX_LENGTH).optional(),
  /** Inclusive days (YYYY-MM-DD), in UTC. */
  from: day.optional(),
  to: day.optional(),
  /** Attendance after the session's live window (issue 40 §2). */
  segment: AttendanceSegmentSchema.optional(),
  order: RegistrationOrderSchema.default('newest'),
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
export const RegistrationRestoreInputSchema = z.object({ id: registrationId, ...registrationOp })

/**
 * The details (metadata) an admin may edit, per stored source: what that source's form asked for. A webinar
 * registration has none (its webinar time is the server's), nor do sources no form writes.
 */
export const EDITABLE_DETAILS = {
  demo: ['pharmacyName', 'position'],
  contact: ['pharmacyName'],
  'ai-training-contact': ['company', 'message'],
} as const satisfies Record<string, readonly string[]>
export type EditableDetail = (typeof EDITABLE_DETAILS)[keyof typeof EDITABLE_DETAILS][number]

export function editableDetailsOf(source: string): readonly EditableDetail[] {
  return (EDITABLE_DETAILS as Record<string, readonly EditableDetail[]>)[source] ?? []
}

/** The details' labels, in the admin's words. */
export const DETAIL_LABELS: Record<EditableDetail, string> = {
  pharmacyName: 'Pharmacy',
  position: 'Position',
  company: 'Company',
  message: 'Message',
}

/**
 * An edit of a registration's name, address and details, checked with the forms' own field rules and Hungarian
 * messages (shared/schemas/forms.ts). A detail left out stays as it is; an empty company or message is removed.
 */
export const RegistrationEditSchema = z.object({
  fullName: WebinarFieldsSchema.shape.fullName,
  email: WebinarFieldsSchema.shape.email,
  details: z
    .object({
      pharmacyName: JoinFieldsSchema.shape.pharmacyName.optional(),
      position: PositionSchema.optional(),
      company: TrainingFieldsSchema.shape.company,
      message: TrainingFieldsSchema.shape.message,
    })
    .partial()
    .default({}),
})
export type RegistrationEditValues = z.output<typeof RegistrationEditSchema>
export const RegistrationEditInputSchema = RegistrationEditSchema.extend({ id: registrationId, ...registrationOp })

/** A change of a registration as the admin made it (and as the offline queue keeps it). */
export const RegistrationChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('status'), status: RegistrationStatusSchema }),
  z.object({ kind: z.literal('notes'), notes: multiLineText().max(NOTES_MAX_LENGTH) }),
  RegistrationEditSchema.extend({ kind: z.literal('edit') }),
  z.object({ kind: z.literal('delete') }),
  z.object({ kind: z.literal('restore') }),
])
export type RegistrationChange = z.infer<typeof RegistrationChangeSchema>

/**
 * How the server answered a change: `applied` (now, or before: `replayed`), `conflict` (the row changed since the
 * admin saw it; nothing changed, `registration` is the row as the server has it) or `gone` (no such row any more,
 * or, for any change but a restore, the row is in the trash). `updatedAt` is the row's new `updated_at` that an
 * applied change produced; after a delete it is the trashed row's version, which its undo (a restore) expects.
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

/** Rows a bulk change may name one by one (the bench's case); more are chosen as "all matching the filter". */
export const BULK_IDS_MAX = 1000
/** Rows one bulk change may change; a filter matching more is refused, so one transaction stays short. */
export const BULK_CHANGE_MAX = 10_000

/** Which registrations a bulk change or export is for: rows the admin ticked, or every row the filter matches. */
export const RegistrationSelectionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ids'), ids: z.array(registrationId).min(1).max(BULK_IDS_MAX) }),
  z.object({ kind: z.literal('filter'), filter: RegistrationFilterSchema }),
])
export type RegistrationSelection = z.input<typeof RegistrationSelectionSchema>
export type RegistrationSelectionValues = z.output<typeof RegistrationSelectionSchema>

const bulkOp = { opId: z.uuid().toLowerCase(), selection: RegistrationSelectionSchema }
export const RegistrationBulkStatusInputSchema = z.object({ ...bulkOp, status: RegistrationStatusSchema })
export const RegistrationBulkDeleteInputSchema = z.object(bulkOp)
/** The undo of a bulk delete, and a restore of rows ticked in the trash: the rows by id. */
export const RegistrationBulkRestoreInputSchema = z.object({
  opId: z.uuid().toLowerCase(),
  ids: z.array(registrationId).min(1).max(BULK_CHANGE_MAX),
})

/**
 * A bulk change's answer: the rows it changed (a row already so, or gone or in the trash, is left alone), also
 * when the same operation id is sent again (`replayed`), read back from the rows' history.
 */
export interface RegistrationBulkResult {
  replayed: boolean
  changedIds: number[]
}

export { TRASH_RETENTION_DAYS }

export const RegistrationTrashInputSchema = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z
    .number()
    .int()
    .refine((size) => (REGISTRATION_PAGE_SIZES as readonly number[]).includes(size))
    .default(25),
})

/** A registration in the trash: when it was deleted and by whom (null once that admin is gone). */
export interface TrashedRegistration extends Registration {
  deletedAt: string
  deletedByEmail: string | null
}

export const RegistrationHistoryInputSchema = z.object({ id: registrationId })

/** The fields a change of a registration is recorded under; `deletedAt` is its move to the trash and back. */
export type RegistrationChangeField =
  'status' | 'fullName' | 'email' | 'notes' | `details.${EditableDetail}` | 'deletedAt' | RegistrantChangeField

/** What a webinar registrant changes themselves, through a link e-mailed to their address. */
export type RegistrantChangeField = 'webinarTime' | 'marketingConsent' | 'unsubscribedAt'

/** Who the history names for a change the registrant made through a link e-mailed to their address. */
export const REGISTRANT_CHANGE_AUTHOR = 'the registrant (link in their e-mail)'

/** One recorded change of one field, with the admin who made it (their address at the time). */
export interface RegistrationHistoryEntry {
  id: number
  field: RegistrationChangeField
  oldValue: string | null
  newValue: string | null
  adminEmail: string
  createdAt: string
}

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

/** One first-touch campaign's webinar registrants in a period (campaign null: they came without one). */
export interface CampaignFunnelRow {
  campaign: string | null
  registrations: number
  /** Of those registrants, how many started the video, and how many saw the offer. */
  reachedVideo: number
  reachedOffer: number
}

/** The CSV download of the current filter (the filter's fields as query parameters), served with the admin's session. */
export const REGISTRATION_EXPORT_PATH = '/admin/export/registrations.csv'

/**
 * The export's query: the filter, or `ids` (comma-separated) for the rows the admin ticked, which then stand for
 * themselves whatever the filter says.
 */
export const RegistrationExportQuerySchema = RegistrationFilterSchema.extend({
  ids: z
    .string()
    .max(BULK_IDS_MAX * 11)
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'ids must be comma-separated registration ids')
    .transform((ids) => [...new Set(ids.split(',').map(Number))])
    .pipe(z.array(registrationId).max(BULK_IDS_MAX))
    .optional(),
})

import type { Kysely } from 'kysely'
import { budapestDayStart, budapestLocalStamp } from '../../shared/budapest-time'
import { csvLine } from '../../shared/csv'
import { FUNNEL_STEPS } from '../../shared/funnel/progress'
import { POSITION_LABELS } from '../../shared/positions'
import {
  ADMIN_SOURCE_FILTERS,
  RegistrationListInputSchema,
  type FunnelPeriod,
  type RegistrationFilter,
  type RegistrationListInput,
} from '../../shared/schemas/admin-registrations'
import type { Registration } from '../../shared/schemas/registration'
import type { Database } from '../db/schema'
import { toIsoTime } from '../db/time'
import {
  deleteRegistration,
  listRegistrations,
  registrationsInBatches,
  updateRegistration,
  type RegistrationQuery,
} from '../repositories/registration.repository'
import { funnelStepCounts } from '../repositories/funnel-progress.repository'
import { DomainError } from './domain-error'

type Db = Kysely<Database>
const DAY_MS = 86_400_000

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10)

/** The filter as stored values: a source filter names the sources behind it, days are Budapest days. */
export function registrationQuery(filter: RegistrationFilter): RegistrationQuery {
  return {
    search: filter.search || undefined,
    sources: filter.source ? ADMIN_SOURCE_FILTERS[filter.source] : undefined,
    status: filter.status,
    from: filter.from ? budapestDayStart(filter.from) : undefined,
    before: filter.to ? budapestDayStart(nextDay(filter.to)) : undefined,
    order: filter.order ?? 'newest',
  }
}

export function listRegistrationsForAdmin(db: Db, input: RegistrationListInput) {
  const { page, pageSize, ...filter } = RegistrationListInputSchema.parse(input)
  return listRegistrations(db, registrationQuery(filter), { offset: (page - 1) * pageSize, limit: pageSize })
}

const notFound = () => new DomainError('not-found', 'Registration not found')

export async function changeRegistration(
  db: Db,
  id: number,
  changes: { status?: string; notes?: string | null },
): Promise<void> {
  if (!(await updateRegistration(db, id, changes, toIsoTime()))) throw notFound()
}

export async function removeRegistration(db: Db, id: number): Promise<void> {
  if (!(await deleteRegistration(db, id))) throw notFound()
}

/** "2026. 11. 25. 18:10": a registration's time in Budapest, as Hungarian Excel reads a date. */
export function hungarianDateTime(iso: string): string {
  const stamp = budapestLocalStamp(new Date(iso))
  return `${stamp.slice(0, 4)}. ${stamp.slice(4, 6)}. ${stamp.slice(6, 8)}. ${stamp.slice(9, 11)}:${stamp.slice(11, 13)}`
}

export const REGISTRATION_CSV_HEADER = [
  'Név',
  'E-mail',
  'Időpont',
  'Forrás',
  'Gyógyszertár',
  'Beosztás',
  'Státusz',
  'Megjegyzés',
] as const

export function registrationCsvLine(registration: Registration): string {
  const { metadata } = registration
  return csvLine([
    registration.fullName,
    registration.email,
    hungarianDateTime(registration.registrationDate),
    registration.source,
    metadata.pharmacyName ?? metadata.company ?? '',
    metadata.position ? POSITION_LABELS[metadata.position] : '',
    registration.status,
    registration.notes ?? '',
  ])
}

/** The CSV lines of every registration the filter matches, header first, produced batch by batch. */
export async function* registrationCsvLines(db: Db, filter: RegistrationFilter): AsyncGenerator<string> {
  yield csvLine(REGISTRATION_CSV_HEADER)
  for await (const batch of registrationsInBatches(db, registrationQuery(filter))) {
    yield batch.map(registrationCsvLine).join('')
  }
}

export interface FunnelDashboard {
  from: string
  to: string
  registrations: number
  /** Each step in funnel order with how many of the period's registrants reached it. */
  steps: Array<{ step: (typeof FUNNEL_STEPS)[number]; count: number }>
}

/** The funnel in the period (Budapest days, `now` ending a "last N days"): registrations and steps reached in it. */
export async function funnelDashboard(db: Db, period: FunnelPeriod, now: number): Promise<FunnelDashboard> {
  const today = budapestLocalStamp(new Date(now))
  const todayDay = `${today.slice(0, 4)}-${today.slice(4, 6)}-${today.slice(6, 8)}`
  const to = 'lastDays' in period ? todayDay : period.to
  const from =
    'lastDays' in period
      ? new Date(Date.parse(`${todayDay}T00:00:00.000Z`) - (period.lastDays - 1) * DAY_MS).toISOString().slice(0, 10)
      : period.from
  const counts = await funnelStepCounts(db, { from: budapestDayStart(from), before: budapestDayStart(nextDay(to)) })
  return {
    from,
    to,
    registrations: counts.registrations,
    steps: FUNNEL_STEPS.map((step) => ({ step, count: counts.steps[step] ?? 0 })),
  }
}

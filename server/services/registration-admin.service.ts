import type { Kysely } from 'kysely'
import { budapestDay, budapestDayStart, budapestWallClock, shiftDay } from '../../shared/budapest-time'
import { CSV_BOM, csvLine } from '../../shared/csv'
import { FUNNEL_STEPS } from '../../shared/funnel/progress'
import { POSITION_LABELS } from '../../shared/positions'
import {
  ADMIN_SOURCE_FILTERS,
  type FunnelPeriod,
  type RegistrationFilterValues,
  type RegistrationListValues,
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

/** The filter as stored values: a source filter names the sources behind it, days are Budapest days. */
export function registrationQuery(filter: RegistrationFilterValues): RegistrationQuery {
  return {
    search: filter.search || undefined,
    sources: filter.source ? ADMIN_SOURCE_FILTERS[filter.source] : undefined,
    status: filter.status,
    from: filter.from ? budapestDayStart(filter.from) : undefined,
    before: filter.to ? budapestDayStart(shiftDay(filter.to, 1)) : undefined,
    order: filter.order,
  }
}

/** The procedure's input, already parsed (defaults applied) by its schema. */
export function listRegistrationsForAdmin(db: Db, { page, pageSize, ...filter }: RegistrationListValues) {
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
  const { year, month, day, hour, minute } = budapestWallClock(new Date(iso))
  return `${year}. ${month}. ${day}. ${hour}:${minute}`
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

/**
 * The CSV file of every registration the filter matches (byte-order mark and header first), produced batch by batch;
 * null when nothing matches. The first batch answers that question, so no separate count is needed.
 */
export async function registrationCsvFile(
  db: Db,
  filter: RegistrationFilterValues,
): Promise<AsyncIterable<string> | null> {
  const batches = registrationsInBatches(db, registrationQuery(filter))
  const first = await batches.next()
  if (first.done) return null
  const lines = (batch: Registration[]) => batch.map(registrationCsvLine).join('')
  return (async function* () {
    yield CSV_BOM + csvLine(REGISTRATION_CSV_HEADER)
    yield lines(first.value)
    for await (const batch of batches) yield lines(batch)
  })()
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
  const today = budapestDay(new Date(now))
  const to = 'lastDays' in period ? today : period.to
  const from = 'lastDays' in period ? shiftDay(today, 1 - period.lastDays) : period.from
  const counts = await funnelStepCounts(db, { from: budapestDayStart(from), before: budapestDayStart(shiftDay(to, 1)) })
  return {
    from,
    to,
    registrations: counts.registrations,
    steps: FUNNEL_STEPS.map((step) => ({ step, count: counts.steps[step] ?? 0 })),
  }
}

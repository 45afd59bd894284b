import { sql, type Kysely, type Selectable } from 'kysely'
import type { ConsentRecord } from '../../shared/schemas/consent'
import type { ConsentRecordTable, Database } from '../db/schema'

type Db = Kysely<Database>

const CONSENT_RECORD_COLUMNS = ['consent_id', 'version', 'analytics', 'marketing', 'recorded_at'] as const

const toConsentRecord = (
  row: Pick<Selectable<ConsentRecordTable>, (typeof CONSENT_RECORD_COLUMNS)[number]>,
): ConsentRecord => ({
  consentId: row.consent_id,
  version: row.version,
  analytics: Number(row.analytics) === 1,
  marketing: Number(row.marketing) === 1,
  recordedAt: row.recorded_at,
})

/** Keeps one choice as a new row: a visitor's later choices are added beside it, never written over it. */
export async function insertConsentRecord(db: Db, record: ConsentRecord): Promise<void> {
  await db
    .insertInto('consent_records')
    .values({
      consent_id: record.consentId,
      version: record.version,
      analytics: record.analytics ? 1 : 0,
      marketing: record.marketing ? 1 : 0,
      recorded_at: record.recordedAt,
    })
    .execute()
}

/** The choices kept under a consent id, newest first (the latest `limit` of them), by the consent_id index. */
export async function findConsentRecordsByConsentId(
  db: Db,
  consentId: string,
  limit: number,
): Promise<ConsentRecord[]> {
  const rows = await db
    .selectFrom('consent_records')
    .select(CONSENT_RECORD_COLUMNS)
    .where('consent_id', '=', consentId)
    .orderBy('recorded_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map(toConsentRecord)
}

/** A month and the instant it begins (ISO); months are given newest first. */
export interface MonthStart {
  month: string
  from: string
}

export interface ConsentChoiceCount {
  month: string
  analytics: boolean
  marketing: boolean
  count: number
}

/**
 * How many choices of each kind were recorded in each month, from the oldest month's start to `before`: one range on
 * the recorded_at index; each row is put in its month by comparing it with the months' starts (a CASE, so the months
 * may be Budapest months, which no text function of the column could tell), then counted by the database.
 */
export async function countConsentChoicesByMonth(
  db: Db,
  months: MonthStart[],
  before: string,
): Promise<ConsentChoiceCount[]> {
  const oldest = months.at(-1)
  if (!oldest) return []
  const monthOf = sql<string>`case ${sql.join(
    months.map(({ month, from }) => sql`when recorded_at >= ${from} then ${month}`),
    sql` `,
  )} end`
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('consent_records')
        .select([monthOf.as('month'), 'analytics', 'marketing'])
        .where('recorded_at', '>=', oldest.from)
        .where('recorded_at', '<', before)
        .as('recorded'),
    )
    .select(['recorded.month', 'recorded.analytics', 'recorded.marketing'])
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .groupBy(['recorded.month', 'recorded.analytics', 'recorded.marketing'])
    .execute()
  return rows.map((row) => ({
    month: row.month,
    analytics: Number(row.analytics) === 1,
    marketing: Number(row.marketing) === 1,
    count: Number(row.count),
  }))
}

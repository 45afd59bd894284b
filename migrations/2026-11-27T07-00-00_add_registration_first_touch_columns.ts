import { MysqlAdapter, sql, type Kysely } from 'kysely'

// Issue 24 item 3: where each lead came from. A registration's `metadata.firstTouch` holds its campaign tags; the
// source and campaign get columns of their own, filled on every write of the metadata, so the admin's list filters
// by them through an index (100 000 rows). Indexes lead with `deleted_at`, as every list index does, then the tag,
// then the date the list is ordered by. Rows saved before keep what their metadata has: copied here. A tag is
// compared as written, case included, on both databases (`utf8mb4_bin` on MySQL, as SQLite compares): "Tavasz" and
// "tavasz" are two campaigns to the filter and the dashboard's split alike, as to the ad platforms.

const TAG_LENGTH = 200
const BATCH_SIZE = 1000

const INDEXES: Record<string, string[]> = {
  registrations_live_utm_source_date_idx: ['deleted_at', 'utm_source', 'registration_date'],
  registrations_live_utm_campaign_date_idx: ['deleted_at', 'utm_campaign', 'registration_date'],
}

/** The tag as stored (a string, cut to the column), or null; metadata is read as the app would have written it. */
function tagOf(metadata: unknown, key: 'source' | 'campaign'): string | null {
  if (metadata === null || typeof metadata !== 'object' || !('firstTouch' in metadata)) return null
  const firstTouch: unknown = metadata.firstTouch
  if (firstTouch === null || typeof firstTouch !== 'object' || !(key in firstTouch)) return null
  const value: unknown = (firstTouch as Record<string, unknown>)[key]
  return typeof value === 'string' && value !== '' ? value.slice(0, TAG_LENGTH) : null
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function copyTagsFromMetadata(db: Kysely<any>): Promise<void> {
  const { maxId } = await db
    .selectFrom('registrations')
    .select((eb) => eb.fn.max<number | string | null>('id').as('maxId'))
    .executeTakeFirstOrThrow()
  for (let from = 0; from <= Number(maxId ?? 0); from += BATCH_SIZE) {
    const rows = (await db
      .selectFrom('registrations')
      .select(['id', 'metadata'])
      .where('id', '>=', from)
      .where('id', '<', from + BATCH_SIZE)
      .where('metadata', 'like', '%firstTouch%')
      .execute()) as { id: number; metadata: string }[]
    const tagged = rows
      .map((row) => {
        const metadata = parsedJson(row.metadata)
        return { id: Number(row.id), source: tagOf(metadata, 'source'), campaign: tagOf(metadata, 'campaign') }
      })
      .filter((row) => row.source !== null || row.campaign !== null)
    if (tagged.length === 0) continue
    const cases = (tag: (row: (typeof tagged)[number]) => string | null) =>
      sql.join(
        tagged.map((row) => sql`WHEN ${row.id} THEN ${tag(row)}`),
        sql` `,
      )
    await sql`UPDATE registrations
      SET utm_source = CASE id ${cases((row) => row.source)} END,
        utm_campaign = CASE id ${cases((row) => row.campaign)} END
      WHERE id IN (${sql.join(tagged.map((row) => row.id))})`.execute(db)
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const isMysql = db.getExecutor().adapter instanceof MysqlAdapter
  const tagType = isMysql
    ? sql`varchar(${sql.raw(String(TAG_LENGTH))}) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin`
    : `varchar(${TAG_LENGTH})`
  for (const column of ['utm_source', 'utm_campaign']) {
    await db.schema.alterTable('registrations').addColumn(column, tagType).execute()
  }
  await copyTagsFromMetadata(db)
  for (const [index, columns] of Object.entries(INDEXES)) {
    await db.schema.createIndex(index).on('registrations').columns(columns).execute()
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const isMysql = db.getExecutor().adapter instanceof MysqlAdapter
  for (const index of Object.keys(INDEXES)) {
    const drop = db.schema.dropIndex(index)
    await (isMysql ? drop.on('registrations') : drop).execute()
  }
  for (const column of ['utm_campaign', 'utm_source']) {
    await db.schema.alterTable('registrations').dropColumn(column).execute()
  }
}

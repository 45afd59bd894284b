import { MysqlAdapter, sql, type Kysely } from 'kysely'

// Issue 24: the admin's registrations get a trash, a history and an order by any column.
// - `deleted_at`/`deleted_by`: a deleted registration stays 30 days in the trash (swept after), restorable; every
//   list, count, search, export and dashboard reads only rows where it is null.
// - `name_sort_key`/`email_sort_key`: the name and address folded (no case, no accents) and cut as the search's
//   words are, compared byte by byte on both databases, so both sort "Ábel" with the A's.
// - The list's indexes lead with `deleted_at`, so "not in the trash" with a filter and an order is still one index
//   range and a count stays index-only; they replace the indexes that did not. A release still running the queries
//   without `deleted_at` during a deploy is slower for those minutes, never wrong.
// - `registration_changes`: who changed what on a registration (field, old and new value), written in the same
//   transaction as the change, and purged with it. `op_id` finds a bulk operation's rows again when it is replayed.

const SORT_KEY_LENGTH = 64
const BATCH_SIZE = 1000

// A frozen copy of shared/search-words.ts `sortKeyOf` as it stood when the columns were added (migrations never
// import app code).
function sortKeyOf(text: string): string {
  const folded = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim()
  return folded.slice(0, SORT_KEY_LENGTH).replace(/[\uD800-\uDBFF]$/, '')
}

const OLD_INDEXES = [
  'registrations_registration_date_idx',
  'registrations_source_date_idx',
  'registrations_status_date_idx',
  'registrations_status_source_date_idx',
]

const NEW_INDEXES: Record<string, string[]> = {
  registrations_live_date_idx: ['deleted_at', 'registration_date'],
  registrations_live_source_date_idx: ['deleted_at', 'source', 'registration_date'],
  registrations_live_status_date_idx: ['deleted_at', 'status', 'registration_date'],
  registrations_live_status_source_date_idx: ['deleted_at', 'status', 'source', 'registration_date'],
  registrations_live_name_idx: ['deleted_at', 'name_sort_key'],
  registrations_live_email_idx: ['deleted_at', 'email_sort_key'],
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function fillSortKeys(db: Kysely<any>): Promise<void> {
  const { maxId } = await db
    .selectFrom('registrations')
    .select((eb) => eb.fn.max<number | string | null>('id').as('maxId'))
    .executeTakeFirstOrThrow()
  for (let from = 0; from <= Number(maxId ?? 0); from += BATCH_SIZE) {
    const rows = (await db
      .selectFrom('registrations')
      .select(['id', 'full_name', 'email'])
      .where('id', '>=', from)
      .where('id', '<', from + BATCH_SIZE)
      .execute()) as { id: number; full_name: string; email: string }[]
    if (rows.length === 0) continue
    const cases = (key: (row: (typeof rows)[number]) => string) =>
      sql.join(
        rows.map((row) => sql`WHEN ${Number(row.id)} THEN ${key(row)}`),
        sql` `,
      )
    await sql`UPDATE registrations
      SET name_sort_key = CASE id ${cases((row) => sortKeyOf(row.full_name))} END,
        email_sort_key = CASE id ${cases((row) => sortKeyOf(row.email))} END
      WHERE id IN (${sql.join(rows.map((row) => Number(row.id)))})`.execute(db)
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const isMysql = db.getExecutor().adapter instanceof MysqlAdapter
  const sortKeyType = isMysql
    ? sql`varchar(${sql.raw(String(SORT_KEY_LENGTH))}) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin`
    : `varchar(${SORT_KEY_LENGTH})`
  await db.schema.alterTable('registrations').addColumn('deleted_at', 'varchar(32)').execute()
  await db.schema.alterTable('registrations').addColumn('deleted_by', 'integer').execute()
  for (const column of ['name_sort_key', 'email_sort_key']) {
    await db.schema
      .alterTable('registrations')
      .addColumn(column, sortKeyType, (col) => col.notNull().defaultTo(''))
      .execute()
  }
  await fillSortKeys(db)

  for (const index of OLD_INDEXES) {
    const drop = db.schema.dropIndex(index)
    // MySQL names the table of an index to drop; SQLite refuses the ON clause.
    await (isMysql ? drop.on('registrations') : drop).execute()
  }
  for (const [index, columns] of Object.entries(NEW_INDEXES)) {
    await db.schema.createIndex(index).on('registrations').columns(columns).execute()
  }

  await db.schema
    .createTable('registration_changes')
    .addColumn('id', 'integer', (col) => col.autoIncrement().primaryKey())
    .addColumn('registration_id', 'integer', (col) => col.notNull().references('registrations.id').onDelete('cascade'))
    .addColumn('op_id', 'varchar(36)')
    .addColumn('admin_user_id', 'integer')
    .addColumn('admin_email', 'varchar(254)', (col) => col.notNull())
    .addColumn('field', 'varchar(40)', (col) => col.notNull())
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('registration_changes_registration_idx')
    .on('registration_changes')
    .columns(['registration_id', 'id'])
    .execute()
  await db.schema.createIndex('registration_changes_op_idx').on('registration_changes').column('op_id').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const isMysql = db.getExecutor().adapter instanceof MysqlAdapter
  await db.schema.dropTable('registration_changes').execute()
  for (const index of Object.keys(NEW_INDEXES)) {
    const drop = db.schema.dropIndex(index)
    await (isMysql ? drop.on('registrations') : drop).execute()
  }
  await db.schema.createIndex(OLD_INDEXES[0]!).on('registrations').column('registration_date').execute()
  await db.schema.createIndex(OLD_INDEXES[1]!).on('registrations').columns(['source', 'registration_date']).execute()
  await db.schema.createIndex(OLD_INDEXES[2]!).on('registrations').columns(['status', 'registration_date']).execute()
  await db.schema
    .createIndex(OLD_INDEXES[3]!)
    .on('registrations')
    .columns(['status', 'source', 'registration_date'])
    .execute()
  for (const column of ['email_sort_key', 'name_sort_key', 'deleted_by', 'deleted_at']) {
    await db.schema.alterTable('registrations').dropColumn(column).execute()
  }
}

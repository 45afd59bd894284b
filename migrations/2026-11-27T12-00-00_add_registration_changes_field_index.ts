import { MysqlAdapter, type Kysely } from 'kysely'

// Issue 24: the Privacy tab finds registrations whose address an admin changed by the history's e-mail changes. With
// no index on `field` that read every history row, and a bulk change adds a thousand at a time: after a few hundred
// bulk changes a lookup took half a second. E-mail changes are few, so the index finds them directly.
const INDEX = 'registration_changes_field_idx'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex(INDEX).on('registration_changes').column('field').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const drop = db.schema.dropIndex(INDEX)
  // MySQL names the table of an index to drop; SQLite refuses the ON clause.
  await (db.getExecutor().adapter instanceof MysqlAdapter ? drop.on('registration_changes') : drop).execute()
}

import type { Kysely } from 'kysely'

// Each status, notes or delete operation of the admin's Registrations tab, by the id the browser gave it, with its
// outcome: a replay of the same operation (the offline queue sent again after a crash or a lost answer) is answered
// from here and changes nothing. No foreign key to registrations: the record of a delete outlives its row. Rows older
// than 30 days are swept when new ones are recorded, hence the index on recorded_at.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('registration_admin_ops')
    .addColumn('op_id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('registration_id', 'integer', (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('outcome', 'varchar(16)', (col) => col.notNull())
    .addColumn('result_updated_at', 'varchar(32)')
    .addColumn('recorded_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('registration_admin_ops_recorded_at_idx')
    .on('registration_admin_ops')
    .column('recorded_at')
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('registration_admin_ops').execute()
}

import type { Kysely } from 'kysely'

// Issue 39: a question a registrant sends from the webinar room, with the video's position, and the team's answer.
// Erased with the registration. `answered_by` names the admin (users.id) without a foreign key, as `erased_by` does:
// removing an admin leaves the answers they gave.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webinar_questions')
    .addColumn('id', 'integer', (col) => col.autoIncrement().primaryKey())
    .addColumn('registration_id', 'integer', (col) => col.notNull().references('registrations.id').onDelete('cascade'))
    .addColumn('webinar_time', 'varchar(32)')
    .addColumn('position_seconds', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('asked_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('answer', 'text')
    .addColumn('answered_at', 'varchar(32)')
    .addColumn('answered_by', 'integer')
    .execute()
  await db.schema
    .createIndex('webinar_questions_registration_idx')
    .on('webinar_questions')
    .columns(['registration_id', 'asked_at'])
    .execute()
  await db.schema
    .createIndex('webinar_questions_open_idx')
    .on('webinar_questions')
    .columns(['answered_at', 'asked_at'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webinar_questions').execute()
}

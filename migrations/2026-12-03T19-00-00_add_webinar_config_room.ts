import type { Kysely } from 'kysely'

// Issue 39: what the room does beyond the spec's player (playback, the video's length, moments, captions, the question
// acknowledgement, the scripted chat), as one JSON text per webinar config version. Null in the rows saved before,
// which read as the defaults: the room they described plays as it did.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webinar_configs').addColumn('room', 'text').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webinar_configs').dropColumn('room').execute()
}

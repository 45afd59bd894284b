import { MysqlAdapter, sql, type Kysely } from 'kysely'

// The admin's search finds registrations by the beginning of a word of the name or address, through this table: one
// row per registration and word (server/search/search-words.ts makes the words), searched by an index range. Words
// compare byte by byte on both databases (SQLite's default; utf8mb4_bin on MySQL), so a prefix is one exact range.
// The registrations that already exist get their words here, once.

const BATCH_SIZE = 2000
const WORD_MAX_LENGTH = 64

// A frozen copy of server/search/search-words.ts as it stood when the table was added (migrations never import app
// code).
function searchWordsOf(fullName: string, email: string): string[] {
  const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
  const endingsAfter = (text: string, separators: RegExp) => [
    text,
    ...[...text.matchAll(separators)].map((match) => text.slice(match.index + match[0].length)),
  ]
  const name = endingsAfter(fold(fullName).trim(), /[\s,;:()"'/.-]+/g)
  const address = endingsAfter(fold(email).trim(), /[._+@-]+/g)
  return [...new Set([...name, ...address].filter((word) => word !== '').map((word) => word.slice(0, WORD_MAX_LENGTH)))]
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const isMysql = db.getExecutor().adapter instanceof MysqlAdapter
  await db.schema
    .createTable('registration_search_words')
    .addColumn(
      'word',
      isMysql
        ? sql`varchar(${sql.raw(String(WORD_MAX_LENGTH))}) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin`
        : `varchar(${WORD_MAX_LENGTH})`,
      (col) => col.notNull(),
    )
    .addColumn('registration_id', 'integer', (col) => col.notNull().references('registrations.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('registration_search_words_pk', ['word', 'registration_id'])
    .execute()
  // A deleted registration takes its words with it; this index finds them (MySQL would make it for the key anyway).
  await db.schema
    .createIndex('registration_search_words_registration_idx')
    .on('registration_search_words')
    .column('registration_id')
    .execute()

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
    const words = rows.flatMap((row) =>
      searchWordsOf(row.full_name, row.email).map((word) => ({ word, registration_id: Number(row.id) })),
    )
    for (let index = 0; index < words.length; index += 1000) {
      await db
        .insertInto('registration_search_words')
        .values(words.slice(index, index + 1000))
        .execute()
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('registration_search_words').execute()
}

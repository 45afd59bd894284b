import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createConnection } from 'mysql2/promise'
import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, beforeEach, describe } from 'vitest'
import { createDb, type DbHandle, type DialectName } from '../../server/db/client'
import { migrateToLatest } from '../../server/db/migrate'
import type { Database } from '../../server/db/schema'

export const TEST_MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test'

async function probeMysql(): Promise<string | null> {
  try {
    const connection = await createConnection({ uri: TEST_MYSQL_URL, connectTimeout: 3000 })
    await connection.end()
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

const mysqlProblem = await probeMysql()
if (mysqlProblem) {
  const message = `MySQL/MariaDB at ${TEST_MYSQL_URL} is unreachable (${mysqlProblem}).`
  if (process.env.CI === 'true') throw new Error(`${message} CI runs every database test on MySQL too.`)
  console.warn(`${message} Skipping the MySQL half of the database tests; set TEST_MYSQL_URL or start MariaDB.`)
}

/** Every table, children before the tables they reference (the order to empty or drop them in). */
export const TABLES_CHILD_FIRST: (keyof Database)[] = [
  'sessions',
  'password_tokens',
  'users',
  'outbox_jobs',
  'webinar_moment_events',
  'webinar_poll_answers',
  'webinar_attendance',
  'webinar_attendees',
  'registration_change_requests',
  'webinar_questions',
  'funnel_progress',
  'registration_search_words',
  'registration_admin_ops',
  'registration_changes',
  'registrations',
  'register_configs',
  'webinar_configs',
  'offer_configs',
  'blog_post_slugs',
  'blog_post_revisions',
  'blog_post_drafts',
  'blog_posts',
  'blog_covers',
  'webinar_captions',
  'funnel_day_counts',
  'consent_records',
  'email_texts',
  'settings',
  'privacy_erasures',
]

/** Whether the MySQL tests run here (MariaDB answered); outside CI they are skipped when it did not. */
export const mysqlAvailable = mysqlProblem === null

/** An empty MySQL database of its own on the test server: its URL, and how to drop it. */
export async function createEmptyMysqlDatabase(): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`
  const serverUrl = new URL(TEST_MYSQL_URL).toString()
  const query = async (statement: string) => {
    const admin = await createConnection({ uri: serverUrl })
    await admin.query(statement)
    await admin.end()
  }
  await query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`)
  return {
    databaseUrl: Object.assign(new URL(TEST_MYSQL_URL), { pathname: `/${name}` }).toString(),
    drop: () => query(`DROP DATABASE IF EXISTS \`${name}\``),
  }
}

/**
 * Two handles on one new, migrated database of the dialect, each with its own connections, as two instances have: a
 * SQLite file in a temporary folder, or a MySQL database of its own. `close()` ends both and removes the database.
 */
export async function twoHandlesOnOneDatabase(
  dialect: DialectName,
): Promise<{ handles: [DbHandle, DbHandle]; close: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const directory = mkdtempSync(join(tmpdir(), 'patikachat-two-handles-'))
    const target = { sqlitePath: join(directory, 'shared.db') }
    const handles: [DbHandle, DbHandle] = [createDb(target), createDb(target)]
    await migrateToLatest(handles[0].db)
    return {
      handles,
      async close() {
        await Promise.all(handles.map((handle) => handle.db.destroy()))
        rmSync(directory, { recursive: true, force: true })
      },
    }
  }
  const database = await createEmptyMysqlDatabase()
  const target = { databaseUrl: database.databaseUrl, sqlitePath: ':memory:' }
  const handles: [DbHandle, DbHandle] = [createDb(target), createDb(target)]
  await migrateToLatest(handles[0].db)
  return {
    handles,
    async close() {
      await Promise.all(handles.map((handle) => handle.db.destroy()))
      await database.drop()
    },
  }
}

/** A MySQL database of its own for this test file, migrated once and emptied before each test. */
function mysqlTestDatabase() {
  let database: Awaited<ReturnType<typeof createEmptyMysqlDatabase>> | undefined
  let handle: DbHandle | undefined
  return {
    async setUp() {
      database = await createEmptyMysqlDatabase()
      handle = createDb({ databaseUrl: database.databaseUrl, sqlitePath: ':memory:' })
      await migrateToLatest(handle.db)
    },
    async empty() {
      for (const table of TABLES_CHILD_FIRST) await sql`DELETE FROM ${sql.table(table)}`.execute(handle!.db)
    },
    async tearDown() {
      await handle?.db.destroy()
      await database?.drop()
    },
    get handle() {
      if (!handle) throw new Error('MySQL test database not set up')
      return handle
    },
  }
}

/**
 * Runs the suite once per dialect, each test on an empty, migrated database: a fresh in-memory SQLite database,
 * and a per-file MariaDB database emptied before each test.
 */
export function describeEachDialect(name: string, suite: (getDb: () => DbHandle, dialect: DialectName) => void) {
  describe(`${name} [sqlite]`, () => {
    let handle: DbHandle | undefined
    beforeEach(async () => {
      handle = createDb({ sqlitePath: ':memory:' })
      await migrateToLatest(handle.db)
    })
    afterEach(async () => {
      await handle?.db.destroy()
    })
    suite(() => {
      if (!handle) throw new Error('SQLite test database not set up')
      return handle
    }, 'sqlite')
  })

  describe.skipIf(!mysqlAvailable)(`${name} [mysql]`, () => {
    const database = mysqlTestDatabase()
    beforeAll(() => database.setUp())
    beforeEach(() => database.empty())
    afterAll(() => database.tearDown())
    suite(() => database.handle, 'mysql')
  })
}

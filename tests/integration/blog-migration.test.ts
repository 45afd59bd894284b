import { Migrator, sql } from 'kysely'
import { expect, test } from 'vitest'
import { migrations } from '../../migrations/index'
import { migrateToLatest } from '../../server/db/migrate'
import { readingTimeMinutes } from '../../shared/reading-time'
import { describeEachDialect } from '../setup/test-db'

describeEachDialect('blog migrations', (getDb) => {
  test('adding reading_minutes counts the reading time of the posts already stored', async () => {
    const { db } = getDb()
    const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } })
    const down = await migrator.migrateTo('2025-01-15T10-00-00_create_core_tables')
    expect(down.error).toBeUndefined()

    const long = `<p>${'szó '.repeat(1300)}</p>`
    await sql`INSERT INTO blog_posts (id, title, excerpt, content, date, author, category, tags, image, full_image)
      VALUES (1, 't', 'e', ${long}, '2025-01-01', 'a', 'Trendek', '[]', '', ''),
             (2, 't', 'csak kivonat', NULL, '2025-01-01', 'a', 'Trendek', '[]', '', '')`.execute(db)
    await migrateToLatest(db)

    const rows = await db.selectFrom('blog_posts').select(['id', 'reading_minutes']).orderBy('id').execute()
    expect(rows.map((row) => [Number(row.id), Number(row.reading_minutes)])).toEqual([
      [1, readingTimeMinutes(long)],
      [2, 1],
    ])
    expect(readingTimeMinutes(long)).toBe(7)
  })
})

import { Migrator, sql } from 'kysely'
import { expect, test } from 'vitest'
import { migrations } from '../../migrations/index'
import { migrateToLatest } from '../../server/db/migrate'
import { slugFromTitle } from '../../shared/blog-slug'
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

  test("adding slugs gives each stored post its title's slug, numbered where two titles make the same", async () => {
    const { db } = getDb()
    const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } })
    const down = await migrator.migrateTo('2026-11-27T06-00-00_add_registration_trash_and_history')
    expect(down.error).toBeUndefined()

    const titles = ['A digitális patika', 'A digitális patika!', '2025', '???', `${'Hosszú cím '.repeat(20)}vége`]
    for (const [index, title] of titles.entries()) {
      await sql`INSERT INTO blog_posts (id, title, excerpt, content, date, author, category, tags, image, full_image,
        reading_minutes) VALUES (${index + 1}, ${title}, 'e', NULL, '2025-01-01', 'a', 'Trendek', '[]', '', '', 1)`.execute(
        db,
      )
    }
    await migrateToLatest(db)

    const rows = await db.selectFrom('blog_posts').select(['id', 'slug']).orderBy('id').execute()
    expect(rows.map((row) => row.slug)).toEqual([
      'a-digitalis-patika',
      'a-digitalis-patika-2',
      'cikk-2025',
      'cikk',
      slugFromTitle(titles[4]!),
    ])
    expect(slugFromTitle(titles[0]!)).toBe('a-digitalis-patika')
    expect(slugFromTitle(titles[4]!).length).toBeLessThanOrEqual(120)
    // The slug is unique from now on.
    await expect(db.updateTable('blog_posts').set({ slug: 'cikk' }).where('id', '=', 1).execute()).rejects.toThrow()
  })
})

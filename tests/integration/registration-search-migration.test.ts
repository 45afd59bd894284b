import { Migrator } from 'kysely'
import { expect, test } from 'vitest'
import { migrations } from '../../migrations/index'
import { migrateToLatest } from '../../server/db/migrate'
import { insertRegistration } from '../../server/repositories/registration.repository'
import { searchWordsOf } from '../../shared/search-words'
import { describeEachDialect } from '../setup/test-db'

const PEOPLE = [
  { fullName: 'Kovács Anna', email: 'anna.kovacs@pelda.hu' },
  { fullName: 'Dr. Őri Ügyes Ödön', email: 'ODON@Patika.hu' },
]

describeEachDialect('registration search words', (getDb) => {
  test('the migration gives the registrations already stored the same words a new registration gets', async () => {
    const { db } = getDb()
    const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } })
    expect((await migrator.migrateTo('2026-11-25T11-00-00_create_funnel_day_counts')).error).toBeUndefined()
    for (const [index, person] of PEOPLE.entries()) {
      await db
        .insertInto('registrations')
        .values({
          submission_id: `before-${index}`,
          full_name: person.fullName,
          email: person.email,
          registration_date: '2026-11-01T10:00:00.000Z',
          source: 'webinar',
          status: 'new',
          metadata: '{}',
        })
        .execute()
    }
    await migrateToLatest(db)
    const { registration } = await insertRegistration(db, {
      submissionId: 'after-0',
      ...PEOPLE[0]!,
      source: 'webinar',
      metadata: {},
    })

    const wordsOf = async (id: number) =>
      (
        await db
          .selectFrom('registration_search_words')
          .select('word')
          .where('registration_id', '=', id)
          .orderBy('word')
          .execute()
      ).map((row) => row.word)
    const ids = (await db.selectFrom('registrations').select('id').orderBy('id').execute()).map((row) => Number(row.id))
    expect(await wordsOf(ids[0]!)).toEqual(searchWordsOf(PEOPLE[0]!).sort())
    expect(await wordsOf(ids[1]!)).toEqual(searchWordsOf(PEOPLE[1]!).sort())
    expect(await wordsOf(registration.id)).toEqual(await wordsOf(ids[0]!))
    expect(await wordsOf(ids[1]!)).toContain('odon@patika.hu')
  })
})

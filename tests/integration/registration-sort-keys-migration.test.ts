import { Migrator } from 'kysely'
import { expect, test } from 'vitest'
import { migrations } from '../../migrations/index'
import { migrateToLatest } from '../../server/db/migrate'
import { insertRegistration } from '../../server/repositories/registration.repository'
import { sortKeyOf } from '../../shared/search-words'
import { describeEachDialect } from '../setup/test-db'

const PEOPLE = [
  { fullName: 'Zsigmond Kiss', email: 'zsiga@pelda.hu' },
  { fullName: 'Ödön Őri', email: 'ODON@Patika.hu' },
  { fullName: 'anna Kovács', email: 'anna.kovacs@pelda.hu' },
]

describeEachDialect('registration sort keys and trash', (getDb) => {
  test('the migration gives stored registrations the sort keys a new one gets, out of the trash', async () => {
    const { db } = getDb()
    const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } })
    expect((await migrator.migrateTo('2026-11-26T07-00-00_add_blog_cover_share_bytes')).error).toBeUndefined()
    for (const [index, person] of PEOPLE.entries()) {
      await db
        .insertInto('registrations')
        .values({
          submission_id: `before-${index}`,
          full_name: person.fullName,
          email: person.email,
          registration_date: `2026-11-0${index + 1}T10:00:00.000Z`,
          source: 'webinar',
          status: 'new',
          metadata: '{}',
        })
        .execute()
    }
    await migrateToLatest(db)
    const { registration } = await insertRegistration(db, {
      submissionId: 'after-0',
      fullName: 'Ábel Új',
      email: 'Abel@Pelda.hu',
      source: 'webinar',
      metadata: {},
    })

    const rows = await db
      .selectFrom('registrations')
      .select(['id', 'full_name', 'email', 'name_sort_key', 'email_sort_key', 'deleted_at', 'deleted_by'])
      .orderBy('name_sort_key')
      .execute()
    expect(rows.map((row) => row.full_name)).toEqual(['Ábel Új', 'anna Kovács', 'Ödön Őri', 'Zsigmond Kiss'])
    for (const row of rows) {
      expect(row).toMatchObject({
        name_sort_key: sortKeyOf(row.full_name),
        email_sort_key: sortKeyOf(row.email),
        deleted_at: null,
        deleted_by: null,
      })
    }
    expect(rows[0]).toMatchObject({ id: registration.id, name_sort_key: 'abel uj', email_sort_key: 'abel@pelda.hu' })
  })
})

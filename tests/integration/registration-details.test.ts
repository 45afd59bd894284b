import { expect, test } from 'vitest'
import type { ValidatedSession } from '../../server/auth/session'
import type { DbHandle } from '../../server/db/client'
import { envWith } from '../../server/env'
import { markUnsubscribed } from '../../server/repositories/webinar-attendee.repository'
import { createAppServices } from '../../server/services/app-services'
import { RegistrationDetailsMessages } from '../../shared/schemas/registration-details'
import { insertRegistrations, insertWebinarTrail } from '../factories'
import { testCaller } from '../setup/context'
import { refusal } from '../setup/refusal'
import { describeEachDialect } from '../setup/test-db'

const WEBINAR_TIME = '2026-11-20T17:00:00.000Z'
const DAY = 86_400_000
/** The replay closes the spec's default 3 days after the session starts. */
const REPLAY_CLOSES = new Date(Date.parse(WEBINAR_TIME) + 3 * DAY).toISOString()

const session = (role: string): ValidatedSession => ({
  session: { id: 'test-session', expiresAt: Date.parse(WEBINAR_TIME) + 30 * DAY },
  user: { id: 1, email: 'admin@example.com', role },
})

function detailsAt(db: DbHandle, now: number, role = 'admin') {
  const services = createAppServices(envWith({ NODE_ENV: 'test' }), db, { now: () => now })
  return testCaller(db, { services, session: session(role) }).caller.admin.registrations.details
}

async function webinarRegistration(db: DbHandle): Promise<number> {
  const [id] = await insertRegistrations(db, [
    {
      fullName: 'Kampány Klára',
      email: 'klara@pelda.hu',
      registrationDate: WEBINAR_TIME,
      metadata: {
        webinarTime: WEBINAR_TIME,
        marketingConsent: { version: '2026-10', givenAt: WEBINAR_TIME },
        firstTouch: { source: 'facebook', medium: 'cpc', campaign: 'osz', fbclid: 'fb-123' },
      },
    },
  ])
  await insertWebinarTrail(db, { id: id!, email: 'klara@pelda.hu' }, WEBINAR_TIME)
  return id!
}

describeEachDialect('a registration’s details', (getDb) => {
  test('a webinar registration: its campaign and consent, no unsubscribe, and its link open until the replay closes', async () => {
    const id = await webinarRegistration(getDb())
    const details = await detailsAt(getDb(), Date.parse(WEBINAR_TIME) + DAY)({ id })
    expect(details.registration.metadata).toMatchObject({
      marketingConsent: { version: '2026-10', givenAt: WEBINAR_TIME },
      firstTouch: { source: 'facebook', medium: 'cpc', campaign: 'osz', fbclid: 'fb-123' },
    })
    expect(details.webinar).toEqual({ unsubscribedAt: null, personalLink: { state: 'open', until: REPLAY_CLOSES } })
  })

  test('after an unsubscribe and the replay’s end it shows both with their times; in the trash its link is off', async () => {
    const id = await webinarRegistration(getDb())
    const unsubscribedAt = new Date(Date.parse(WEBINAR_TIME) + 3_600_000).toISOString()
    await markUnsubscribed(getDb().db, id, unsubscribedAt)
    expect((await detailsAt(getDb(), Date.parse(REPLAY_CLOSES))({ id })).webinar).toEqual({
      unsubscribedAt,
      personalLink: { state: 'expired', since: REPLAY_CLOSES },
    })

    await getDb().db.updateTable('registrations').set({ deleted_at: WEBINAR_TIME }).where('id', '=', id).execute()
    const inTrash = await detailsAt(getDb(), Date.parse(WEBINAR_TIME))({ id })
    expect([inTrash.deletedAt, inTrash.webinar?.personalLink]).toEqual([WEBINAR_TIME, { state: 'in-trash' }])
  })

  test('a registration of another form has no webinar part; an unknown id is not found; only an admin may ask', async () => {
    const [id] = await insertRegistrations(getDb(), [
      { fullName: 'Kapcsolat Kata', email: 'kata@pelda.hu', registrationDate: WEBINAR_TIME, source: 'contact' },
    ])
    const now = Date.parse(WEBINAR_TIME)
    expect(await detailsAt(getDb(), now)({ id: id! })).toMatchObject({
      registration: { id },
      deletedAt: null,
      webinar: null,
    })
    const missing = await refusal(detailsAt(getDb(), now)({ id: id! + 1000 }))
    expect([missing.code, missing.message]).toEqual(['NOT_FOUND', RegistrationDetailsMessages.notFound])
    expect((await refusal(detailsAt(getDb(), now, 'viewer')({ id: id! }))).code).toBe('FORBIDDEN')
  })
})

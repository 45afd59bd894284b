import { randomUUID } from 'node:crypto'
import { afterEach, expect, test } from 'vitest'
import { envWith } from '../../server/env'
import { linkKeySource } from '../../server/funnel/link-key'
import { personalLinkToken, unsubscribeToken } from '../../server/funnel/personal-link'
import { formTokenKeySource } from '../../server/services/form-guard/form-token-key'
import { UNSUBSCRIBE_PATH } from '../../shared/funnel/personal-link'
import { CHROME_USER_AGENT, postProcedure, readyFormToken, TEST_SITE, testApp, type TestApp } from '../setup/http-app'

// The unsubscribe link of every registrant e-mail, over HTTP: RFC 8058's one-click POST from a mail provider's server
// (no Origin, no cookie), the page's button as a plain form post, and the page itself.

let site: TestApp | undefined
afterEach(() => site?.close())

/** A webinar registration made through the form procedure, its unsubscribe address and its personal link's token. */
async function registered(): Promise<{ site: TestApp; url: string; registrationId: number; personalToken: string }> {
  site = await testApp()
  const formToken = await readyFormToken(site, 'webinar')
  const saved = await postProcedure(site.app, 'forms.webinar', {
    fullName: 'Kovács Anna',
    email: 'anna@pelda.hu',
    company: '',
    submissionId: randomUUID(),
    formToken,
  })
  expect(saved.statusCode).toBe(200)
  const attendee = await site.db.db
    .selectFrom('webinar_attendees')
    .select(['registration_id', 'link_nonce'])
    .executeTakeFirstOrThrow()
  const registrationId = Number(attendee.registration_id)
  // The key the site made its links with: derived from the form-token secret the site keeps in the same database.
  const key = await linkKeySource(formTokenKeySource(envWith({ NODE_ENV: 'test' }), site.db.db))()
  const token = unsubscribeToken(key, registrationId, attendee.link_nonce)
  return {
    site,
    url: `${UNSUBSCRIBE_PATH}?r=${registrationId}&t=${token}`,
    registrationId,
    personalToken: personalLinkToken(key, attendee.link_nonce),
  }
}

const plannedCount = async (on: TestApp) =>
  (await on.db.db.selectFrom('outbox_jobs').select('id').where('state', '=', 'planned').execute()).length

test('a one-click POST without Origin unsubscribes (200) and cancels what was planned; a forged one is refused', async () => {
  const { site: on, url, registrationId } = await registered()
  expect(await plannedCount(on)).toBeGreaterThan(0)
  const oneClick = (address: string) =>
    on.app.inject({
      method: 'POST',
      url: address,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })

  const forged = await oneClick(url.replace(/t=[^&]+/, `t=${'A'.repeat(43)}`))
  expect(forged.statusCode).toBe(400)
  expect(await plannedCount(on)).toBeGreaterThan(0)

  const answer = await oneClick(url)
  expect(answer.statusCode).toBe(200)
  expect(answer.body).toBe('Leiratkozott: erről a regisztrációról nem küldünk több levelet.')
  expect(await plannedCount(on)).toBe(0)
  const attendee = await on.db.db
    .selectFrom('webinar_attendees')
    .select('unsubscribed_at')
    .where('registration_id', '=', registrationId)
    .executeTakeFirstOrThrow()
  expect(attendee.unsubscribed_at).not.toBeNull()
})

test('the page asks before unsubscribing (a link scanner changes nothing); its button posts and lands on the outcome', async () => {
  const { site: on, url } = await registered()
  const page = await on.app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME_USER_AGENT } })
  expect(page.statusCode).toBe(200)
  expect(page.headers['cache-control']).not.toContain('public')
  expect(page.body).toContain(`action="${url.replace(/&/g, '&amp;')}"`)
  expect(page.body).toContain('noindex')
  expect(await plannedCount(on)).toBeGreaterThan(0)

  const posted = await on.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html',
      origin: 'http://localhost:3000',
    },
    payload: '',
  })
  expect(posted.statusCode).toBe(303)
  // The outcome page keeps the link, so it can undo the unsubscribe.
  expect(posted.headers.location).toBe(`${url}&kesz=igen`)
  expect(await plannedCount(on)).toBe(0)
})

test('the registration id is read in one spelling only: 04, 4.0, a space, 4e0 and 0x4 are refused and change nothing', async () => {
  const { site: on, url, registrationId } = await registered()
  const token = new URL(url, TEST_SITE).searchParams.get('t')!
  const oneClick = (r: string) =>
    on.app.inject({
      method: 'POST',
      url: `${UNSUBSCRIBE_PATH}?r=${encodeURIComponent(r)}&t=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
  const spellings = [
    `0${registrationId}`,
    `${registrationId}.0`,
    ` ${registrationId}`,
    `${registrationId}e0`,
    `0x${registrationId.toString(16)}`,
  ]
  for (const spelling of spellings) {
    expect((await oneClick(spelling)).statusCode, spelling).toBe(400)
  }
  expect(await plannedCount(on)).toBeGreaterThan(0)
  expect((await oneClick(String(registrationId))).statusCode).toBe(200)
  expect(await plannedCount(on)).toBe(0)
})

test('the page, whose form holds the token, is sent private, no-store', async () => {
  const { site: on, url } = await registered()
  const page = await on.app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME_USER_AGENT } })
  expect(page.statusCode).toBe(200)
  expect(page.headers['cache-control']).toBe('private, no-store')
})

test("the personal link's answer, the registration it restores, is sent private, no-store", async () => {
  const { site: on, personalToken } = await registered()
  const opened = await postProcedure(on.app, 'funnel.openPersonalLink', { token: personalToken })
  expect(opened.statusCode).toBe(200)
  expect(opened.body).toContain('anna@pelda.hu')
  expect(opened.headers['cache-control']).toBe('private, no-store')
})

const browserPost = (on: TestApp, url: string, payload: string) =>
  on.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html',
      origin: 'http://localhost:3000',
    },
    payload,
  })

test('the page of a link already used says so without script, and its second button undoes the unsubscribe', async () => {
  const { site: on, url } = await registered()
  await browserPost(on, url, '')
  const page = await on.app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME_USER_AGENT } })
  expect(page.statusCode).toBe(200)
  expect(page.body).toContain('Ezzel a linkkel már leiratkozott: erről a regisztrációról nem küldünk levelet.')
  expect(page.body).toContain('name="muvelet" value="feliratkozas"')
  expect(page.body).not.toContain('Leiratkozom')

  const undone = await browserPost(on, url, 'muvelet=feliratkozas')
  expect(undone.statusCode).toBe(303)
  expect(undone.headers.location).toBe(`${url}&kesz=vissza`)
  const attendee = await on.db.db.selectFrom('webinar_attendees').select('unsubscribed_at').executeTakeFirstOrThrow()
  expect(attendee.unsubscribed_at).toBeNull()
  const again = await on.app.inject({
    method: 'GET',
    url: undone.headers.location,
    headers: { 'user-agent': CHROME_USER_AGENT },
  })
  expect(again.body).toContain('Újra feliratkozott: a webinárium emlékeztetőit ismét elküldjük.')
  expect(again.body).toContain('Leiratkozom')
})

test('/w without a token offers, without script, to send the personal link again; the answer is the same for any address', async () => {
  const { site: on } = await registered()
  const page = await on.app.inject({ method: 'GET', url: '/w', headers: { 'user-agent': CHROME_USER_AGENT } })
  expect(page.statusCode).toBe(200)
  expect(page.body).toContain('action="/w"')
  expect(page.body).toContain('name="email"')

  const jobs = async () => (await on.db.db.selectFrom('outbox_jobs').select('kind').execute()).map((job) => job.kind)
  const before = await jobs()
  const unknown = await browserPost(on, '/w', 'email=senki%40pelda.hu')
  const known = await browserPost(on, '/w', 'email=anna%40pelda.hu')
  expect([unknown.statusCode, unknown.headers.location]).toEqual([303, '/w?kesz=elkuldve'])
  expect([known.statusCode, known.headers.location]).toEqual([303, '/w?kesz=elkuldve'])
  expect(await jobs()).toEqual([...before, 'registrant-notice'])
  const invalid = await browserPost(on, '/w', 'email=nem-cim')
  expect(invalid.headers.location).toBe('/w?kesz=hibas')

  const sent = await on.app.inject({
    method: 'GET',
    url: '/w?kesz=elkuldve',
    headers: { 'user-agent': CHROME_USER_AGENT },
  })
  expect(sent.body).toContain('Ha ezzel a címmel él regisztráció a webináriumra')
})

test('a change link that is not valid changes nothing and says so', async () => {
  const { site: on } = await registered()
  const posted = await browserPost(on, `/w/modositas?t=${'A'.repeat(43)}`, '')
  expect([posted.statusCode, posted.headers.location]).toEqual([303, '/w/modositas?kesz=hiba'])
  const page = await on.app.inject({
    method: 'GET',
    url: posted.headers.location,
    headers: { 'user-agent': CHROME_USER_AGENT },
  })
  expect(page.body).toContain('Ez a módosító link nem érvényes, vagy már nem használható.')
})

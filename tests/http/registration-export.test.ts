import { afterEach, expect, test } from 'vitest'
import { REGISTRATION_EXPORT_PATH } from '../../shared/schemas/admin-registrations'
import { createUser, insertRegistrations, signedInSession, type NewRegistrationRow } from '../factories'
import { CHROME_USER_AGENT, testApp, type TestApp } from '../setup/http-app'

const HEADER =
  'Név;E-mail;Időpont;Forrás;Gyógyszertár;Beosztás;Státusz;Megjegyzés;Üzenet;Webinárium időpontja;' +
  'UTM forrás;UTM médium;UTM kampány;UTM kifejezés;UTM tartalom;Hivatkozó oldal;Részvétel;Megnézett perc\r\n'

let site: TestApp | undefined
afterEach(() => site?.close())

/** The app with its clock standing at `now`. */
async function siteAt(now: string): Promise<TestApp> {
  const at = Date.parse(now)
  site = await testApp({ services: { now: () => at } })
  return site
}

/** A session cookie for a new user of the role (made directly: a non-admin is signed out at login). */
async function cookieFor(app: TestApp, role: string): Promise<string> {
  const user = await createUser(app.db, { role })
  return `session=${(await signedInSession(app.db, user.id)).token}`
}

const exportCsv = (app: TestApp, query: string, cookie?: string) =>
  app.app.inject({
    method: 'GET',
    url: `${REGISTRATION_EXPORT_PATH}${query}`,
    headers: { 'user-agent': CHROME_USER_AGENT, ...(cookie && { cookie }) },
  })

const SPEC_COLUMNS: NewRegistrationRow[] = [
  { fullName: 'Kovács Anna', email: 'anna@pelda.hu', registrationDate: '2026-11-20T09:30:00.000Z' },
  {
    fullName: 'Dr. Nagy Péter',
    email: 'peter@napfeny.hu',
    registrationDate: '2026-11-21T23:30:00.000Z',
    source: 'demo',
    status: 'contacted',
    metadata: { pharmacyName: 'Napfény Patika', position: 'owner' },
  },
  {
    fullName: "=cmd|' /C calc'!A0",
    email: 'evil@pelda.hu',
    registrationDate: '2026-11-22T08:00:00.000Z',
    source: 'contact',
    notes: 'Azt mondta: "holnap"\nhívjuk vissza',
    metadata: { pharmacyName: 'Szent Anna; Rendelő' },
  },
]

test('the CSV export is for admins only, byte for byte Excel-safe, and refused when nothing matches', async () => {
  const app = await siteAt('2025-03-01T10:00:00.000Z')
  expect((await exportCsv(app, '')).statusCode).toBe(401)
  expect((await exportCsv(app, '', await cookieFor(app, 'viewer'))).statusCode).toBe(403)
  const admin = await cookieFor(app, 'admin')
  const empty = await exportCsv(app, '', admin)
  expect(empty.statusCode).toBe(404)
  expect(empty.json()).toEqual({ message: 'Nincs exportálható adat' })

  await insertRegistrations(app.db, SPEC_COLUMNS)
  const response = await exportCsv(app, '?order=newest', admin)
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
  expect(response.headers['content-disposition']).toBe('attachment; filename="registrations-2025-03-01.csv"')
  expect(response.headers['cache-control']).toBe('private, no-store')
  expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
  expect(response.rawPayload.toString('utf8')).toBe(
    '\uFEFF' +
      HEADER +
      `'=cmd|' /C calc'!A0;evil@pelda.hu;2026. 11. 22. 09:00;Okos Patika csatlakozás;"Szent Anna; Rendelő";;Új;"Azt mondta: ""holnap""\nhívjuk vissza";;;;;;;;;;\r\n` +
      'Dr. Nagy Péter;peter@napfeny.hu;2026. 11. 22. 00:30;Demó-hozzáférés;Napfény Patika;Tulajdonos;Megkeresve;;;;;;;;;;;\r\n' +
      'Kovács Anna;anna@pelda.hu;2026. 11. 20. 10:30;Webinárium;;;Új;;;;;;;;;;;\r\n',
  )
  const filtered = await exportCsv(app, '?source=webinar', admin)
  expect(filtered.body.split('\r\n').filter(Boolean)).toHaveLength(2)
  expect((await exportCsv(app, '?status=archived', admin)).statusCode).toBe(400)
})

test('the training message, the webinar time in Budapest and the first touch have columns, formulas defused', async () => {
  const app = await siteAt('2026-11-26T10:00:00.000Z')
  const admin = await cookieFor(app, 'admin')
  await insertRegistrations(app.db, [
    {
      fullName: 'Szabó Éva',
      email: 'eva@pelda.hu',
      registrationDate: '2026-03-28T23:10:00.000Z',
      status: 'flagged',
      metadata: {
        // The night the clocks go forward: 01:30Z is 03:30 summer time in Budapest.
        webinarTime: '2026-03-29T01:30:00.000Z',
        firstTouch: {
          source: 'facebook',
          medium: 'cpc',
          campaign: '=HYPERLINK("http://evil.example","Kattints")',
          term: '+gyógyszertár',
          content: 'hirdetés; A változat',
          gclid: 'Cj0KCQ-should-not-appear',
          fbclid: 'IwAR-should-not-appear',
          referrer: '@https://www.facebook.com/',
          landingPath: '/register',
        },
      },
    },
    {
      fullName: 'Tóth Gábor',
      email: 'gabor@pelda.hu',
      registrationDate: '2026-07-14T22:30:00.000Z',
      source: 'ai-training-contact',
      status: 'archived',
      metadata: { company: 'Tóth Patika Kft.', message: '-5 fő jelentkezne\nkedden', type: 'ai-training' },
    },
  ])

  const response = await exportCsv(app, '', admin)

  expect(response.statusCode).toBe(200)
  const [header, summer, spring, ...rest] = response.body.replace(/^\uFEFF/, '').split('\r\n')
  expect(`${header}\r\n`).toBe(HEADER)
  expect(spring).toBe(
    'Szabó Éva;eva@pelda.hu;2026. 03. 29. 00:10;Webinárium;;;Megjelölve;;;2026. 03. 29. 03:30;facebook;cpc;' +
      `"'=HYPERLINK(""http://evil.example"",""Kattints"")";'+gyógyszertár;"hirdetés; A változat";'@https://www.facebook.com/;;`,
  )
  // A status outside the four (a hand-edited row) is written as stored.
  expect(summer).toBe(
    `Tóth Gábor;gabor@pelda.hu;2026. 07. 15. 00:30;AI-képzés érdeklődés;Tóth Patika Kft.;;archived;;"'-5 fő jelentkezne\nkedden";;;;;;;;;`,
  )
  expect(rest).toEqual([''])
  expect(response.body).not.toContain('should-not-appear')
  expect(response.body).not.toContain('/register')
})

test('the export takes the list’s campaign filters: only the rows of that source and campaign', async () => {
  const app = await siteAt('2026-11-26T10:00:00.000Z')
  const admin = await cookieFor(app, 'admin')
  const tagged = (fullName: string, email: string, source: string, campaign: string): NewRegistrationRow => ({
    fullName,
    email,
    registrationDate: '2026-11-20T09:30:00.000Z',
    metadata: { firstTouch: { source, campaign } },
  })
  await insertRegistrations(app.db, [
    tagged('Kovács Anna', 'anna@pelda.hu', 'google', 'tavasz'),
    tagged('Nagy Péter', 'peter@pelda.hu', 'facebook', 'tavasz'),
    tagged('Szabó Éva', 'eva@pelda.hu', 'google', 'osz'),
  ])
  const namesIn = async (query: string) =>
    (await exportCsv(app, query, admin)).body
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(';')[0])

  expect(await namesIn('?utmCampaign=tavasz')).toEqual(['Nagy Péter', 'Kovács Anna'])
  expect(await namesIn('?utmSource=google&utmCampaign=tavasz')).toEqual(['Kovács Anna'])
  expect((await exportCsv(app, '?utmCampaign=nincs', admin)).statusCode).toBe(404)
})

test("the file is named by the Budapest day: just after midnight there it is already tomorrow's date", async () => {
  const named = async (now: string) => {
    const app = await siteAt(now)
    await insertRegistrations(app.db, [SPEC_COLUMNS[0]!])
    const response = await exportCsv(app, '', await cookieFor(app, 'admin'))
    await app.close()
    site = undefined
    return response.headers['content-disposition']
  }
  // Winter (CET, UTC+1): 23:30Z is 00:30 the next day in Budapest; 22:59Z is still 23:59 the same day.
  expect(await named('2026-11-25T23:30:00.000Z')).toBe('attachment; filename="registrations-2026-11-26.csv"')
  expect(await named('2026-11-25T22:59:59.000Z')).toBe('attachment; filename="registrations-2026-11-25.csv"')
  // Summer (CEST, UTC+2): 22:00Z is already midnight in Budapest.
  expect(await named('2026-07-14T22:00:00.000Z')).toBe('attachment; filename="registrations-2026-07-15.csv"')
  expect(await named('2026-07-14T21:59:59.000Z')).toBe('attachment; filename="registrations-2026-07-14.csv"')
})

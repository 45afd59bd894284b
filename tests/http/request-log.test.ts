import { afterEach, expect, test } from 'vitest'
import { UNSUBSCRIBE_PATH } from '../../shared/funnel/personal-link'
import { REGISTRATION_EXPORT_PATH } from '../../shared/schemas/admin-registrations'
import { createUser, insertRegistrations, signedInSession } from '../factories'
import { CHROME_USER_AGENT, testApp, type TestApp } from '../setup/http-app'

// The access log as the server writes it: searches, addresses and tokens in a request line never reach it.

let site: TestApp | undefined
afterEach(() => site?.close())

const ADDRESS = 'kovacs.anna@pelda.hu'
const SEARCH = 'Kovácsné'
const TOKEN = 'Zk3pQ9vX2mLr8TtY6wNa1bCd4eFg7hJk0sUi5oPlMnB'

/** An app logging at info level into `lines` (each line as written), and a signed-in admin's cookie. */
async function loggingSite(): Promise<{ site: TestApp; lines: string[]; cookie: string }> {
  const lines: string[] = []
  site = await testApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line: string) => void lines.push(line) } })
  const admin = await createUser(site.db)
  const cookie = `session=${(await signedInSession(site.db, admin.id)).token}`
  await insertRegistrations(site.db, [
    { fullName: 'Kovácsné Anna', email: ADDRESS, registrationDate: '2025-02-20T09:30:00.000Z', source: 'contact' },
  ])
  return { site, lines, cookie }
}

const requestUrls = (lines: string[]) =>
  lines
    .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } })
    .filter((line) => line.msg === 'incoming request')
    .map((line) => line.req!.url)

test("an admin's search, in tRPC's input and in the CSV export's query, is redacted from the request lines", async () => {
  const { site: on, lines, cookie } = await loggingSite()
  const get = (url: string) =>
    on.app.inject({ method: 'GET', url, headers: { cookie, 'user-agent': CHROME_USER_AGENT } })
  const input = encodeURIComponent(JSON.stringify({ search: ADDRESS, page: 2 }))
  const listed = await get(`/trpc/admin.registrations.list?input=${input}`)
  expect(listed.statusCode).toBe(200)
  const batch = encodeURIComponent(JSON.stringify({ 0: { search: SEARCH } }))
  expect((await get(`/trpc/admin.registrations.list?batch=1&input=${batch}`)).statusCode).toBe(200)
  const exported = await get(`${REGISTRATION_EXPORT_PATH}?search=${encodeURIComponent(ADDRESS)}&source=contact`)
  expect(exported.statusCode).toBe(200)

  const log = lines.join('')
  for (const secret of [ADDRESS, encodeURIComponent(ADDRESS), SEARCH, encodeURIComponent(SEARCH)]) {
    expect(log).not.toContain(secret)
  }
  expect(requestUrls(lines)).toEqual([
    '/trpc/admin.registrations.list?input={"search":"[redacted]","page":2}',
    '/trpc/admin.registrations.list?batch=1&input={"0":{"search":"[redacted]"}}',
    `${REGISTRATION_EXPORT_PATH}?search=[redacted]&source=[redacted]`,
  ])
})

test("the unsubscribe link's token and registration, and an address in a path, are redacted; a page's own parameters stay", async () => {
  const { site: on, lines } = await loggingSite()
  const unsubscribe = `${UNSUBSCRIBE_PATH}?r=12&t=${TOKEN}`
  await on.app.inject({ method: 'GET', url: unsubscribe, headers: { 'user-agent': CHROME_USER_AGENT } })
  await on.app.inject({
    method: 'POST',
    url: unsubscribe,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  })
  const missing = await on.app.inject({
    method: 'GET',
    url: `/blog/${ADDRESS}`,
    headers: { 'user-agent': CHROME_USER_AGENT },
  })
  expect(missing.statusCode).toBe(404)
  await on.app.inject({
    method: 'GET',
    url: `/blog?kategoria=adatvedelem&utm_source=hirlevel&email=${ADDRESS}`,
    headers: { 'user-agent': CHROME_USER_AGENT },
  })

  const log = lines.join('')
  for (const secret of [TOKEN, ADDRESS, encodeURIComponent(ADDRESS)]) expect(log).not.toContain(secret)
  expect(requestUrls(lines)).toEqual([
    `${UNSUBSCRIBE_PATH}?r=[redacted]&t=[redacted]`,
    `${UNSUBSCRIBE_PATH}?r=[redacted]&t=[redacted]`,
    '/blog/[redacted]',
    '/blog?kategoria=adatvedelem&utm_source=hirlevel&email=[redacted]',
  ])
})

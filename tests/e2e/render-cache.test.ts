import Database from 'better-sqlite3'
import { afterAll, expect, inject, test } from 'vitest'
import { FormMessages } from '../../shared/schemas/forms'
import { adminSessionCookie, dropCachedBlogLists } from './support/blog-pages'
import { DESKTOP_CHROME_UA, setUpBrowser } from './support/browser'
import { scrollUntilHydrated } from './support/in-page'

const kit = setUpBrowser()
const db = new Database(inject('sqlitePath'), { readonly: true, fileMustExist: true })
afterAll(() => db.close())

const scriptNonce = (policy: string | undefined) => /script-src[^;]*'nonce-([^']+)'/.exec(policy ?? '')?.[1]

test('each visitor gets the cached page with a fresh nonce its policy names; a revalidated page still runs', async () => {
  const nonces: string[] = []
  const violations: string[] = []
  for (let visitor = 0; visitor < 3; visitor += 1) {
    const page = await kit.newPage()
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        void (window as unknown as { reportViolation(text: string): void }).reportViolation(event.violatedDirective)
      })
    })
    const response = await page.goto('/tortenetunk')
    if (visitor > 0) expect(response?.headers()['x-render-cache']).toBe('hit')
    const nonce = scriptNonce(response?.headers()['content-security-policy'])
    expect(nonce).toBeTruthy()
    expect(await response?.text()).toContain(`nonce="${nonce}"`)
    nonces.push(nonce!)
    await page.waitForLoadState('networkidle')

    // The browser's own copy is revalidated (304): it keeps the policy that matches its HTML, and still hydrates.
    const revalidated = await page.goto('/tortenetunk')
    expect(scriptNonce(revalidated?.headers()['content-security-policy'])).toBe(nonce)
    await page.waitForLoadState('networkidle')
  }
  expect(new Set(nonces).size).toBe(3)
  expect(violations).toEqual([])
})

test('on /demo served from the cache, an immediate submit is still refused by the browser and the server', async () => {
  const page = await kit.newPage()
  kit.allowConsoleErrors(/403/)
  await page.goto('/demo')
  const response = await page.goto('/demo')
  expect(response?.headers()['x-render-cache']).toBe('hit')
  // The page holds no form token a bot could lift: the form asks for its own when it appears.
  expect(await response?.text()).not.toContain('"token"')

  const dialog = page.getByRole('dialog', { name: 'Demó hozzáférés' })
  await dialog.waitFor()
  await page.getByLabel('Teljes név').fill('Gyorsítótár Gizella')
  await page.getByLabel('E-mail-cím').fill('gyorsitotar@pelda.hu')
  await page.getByLabel('Gyógyszertár neve').fill('Tárolt Patika')
  await page.getByLabel('Elolvastam és elfogadom').check()
  await dialog.getByRole('button', { name: 'Demó megnyitása' }).click()
  await page.getByRole('status').filter({ hasText: FormMessages.botDetected }).waitFor()

  const direct = await page.evaluate(async () => {
    const input = encodeURIComponent(JSON.stringify({ form: 'demo' }))
    const { result } = (await (await fetch(`/trpc/forms.token?input=${input}`)).json()) as {
      result: { data: { token: string } }
    }
    const answer = await fetch('/trpc/forms.demo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Gyorsítótár Gizella',
        email: 'gyorsitotar@pelda.hu',
        pharmacyName: 'Tárolt Patika',
        privacyAccepted: true,
        submissionId: crypto.randomUUID(),
        formToken: result.data.token,
      }),
    })
    return answer.status
  })
  expect(direct).toBe(403)
  expect(db.prepare('SELECT COUNT(*) AS count FROM registrations WHERE email = ?').get('gyorsitotar@pelda.hu')).toEqual(
    {
      count: 0,
    },
  )
})

/** A page's HTML without what differs on every answer: nonces, form tokens and the times its data was read. */
const withoutPerAnswerValues = (html: string) =>
  html
    .replace(/ nonce="[^"]*"/g, '')
    .replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0')
    .replace(/name="formToken" value="[^"]*"/g, 'name="formToken"')

test('a home page rendered afresh after a post change reuses its unchanging sections: the same page, hydrating', async () => {
  // This render, or an earlier one, kept the home page's unchanging sections (client/lib/server-fragments.ts).
  await fetch(`${kit.baseUrl}/`, { headers: { 'user-agent': DESKTOP_CHROME_UA } })
  await dropCachedBlogLists(kit.baseUrl)

  const page = await kit.newPage({ viewport: { width: 390, height: 800 } })
  const response = await page.goto('/')
  expect(response?.headers()['x-render-cache']).toBe('miss')
  const reusing = (await response?.text()) ?? ''
  expect(reusing).not.toContain('patikachat-fragment')
  // A signed-in admin's page is rendered whole, every section included: the same page but for each answer's own.
  const renderingEverything = await fetch(`${kit.baseUrl}/`, {
    headers: { 'user-agent': DESKTOP_CHROME_UA, cookie: await adminSessionCookie(kit.baseUrl) },
  })
  expect(renderingEverything.headers.get('cache-control')).toBe('private, no-store')
  expect(withoutPerAnswerValues(reusing)).toBe(withoutPerAnswerValues(await renderingEverything.text()))

  // The ids inside the reused sections are the ones hydration gives: the slider's machine finds its thumb.
  await scrollUntilHydrated(page, '[data-testid="home-roi"]')
  const orderValue = page.getByRole('slider', { name: 'Átlagos rendelési érték' })
  await orderValue.focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => orderValue.getAttribute('aria-valuenow')).toBe('5100')
})

test('a home page rendered afresh shows a new post among the latest, though that section’s HTML is kept between posts', async () => {
  const home = async () => {
    const response = await fetch(`${kit.baseUrl}/`, { headers: { 'user-agent': DESKTOP_CHROME_UA } })
    const html = await response.text()
    const section = html.slice(html.indexOf('data-testid="latest-posts"'), html.indexOf('data-testid="home-faq"'))
    return { renderCache: response.headers.get('x-render-cache'), section }
  }
  // Keeps the latest posts' HTML as they are now (client/lib/server-fragments.ts).
  await home()
  const headers = {
    origin: kit.baseUrl,
    'content-type': 'application/json',
    cookie: await adminSessionCookie(kit.baseUrl),
  }
  const title = 'Egy friss cikk a kezdőlap legfrissebbjei közé'
  const created = await fetch(`${kit.baseUrl}/trpc/blog.create`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title,
      excerpt: 'A kezdőlap újrarajzolt része mutatja, nem a korábban megtartott.',
      content: '<p>Tartalom</p>',
      category: 'Trendek',
      tags: ['próba'],
    }),
  })
  expect(created.status, await created.clone().text()).toBe(200)
  const { id } = ((await created.json()) as { result: { data: { id: number } } }).result.data
  try {
    const afterPost = await home()
    expect(afterPost.renderCache).toBe('miss')
    expect(afterPost.section).toContain(title)
  } finally {
    const deleted = await fetch(`${kit.baseUrl}/trpc/blog.delete`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ id }),
    })
    expect(deleted.status).toBe(200)
  }
  const afterDelete = await home()
  expect(afterDelete.renderCache).toBe('miss')
  expect(afterDelete.section).toContain('data-testid="post-card')
  expect(afterDelete.section).not.toContain(title)
})

import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import Database from 'better-sqlite3'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { BlogCoverMessages } from '../../shared/blog-covers'
import { DEFAULT_OFFER_CONFIG, DEFAULT_REGISTER_CONFIG } from '../../shared/funnel/config-defaults'
import {
  HUNGARIAN_OFFER_CONFIG,
  HUNGARIAN_REGISTER_CONFIG,
  HUNGARIAN_WEBINAR_CONFIG,
} from '../../shared/funnel/config-defaults-hungarian'
import { RegistrationAdminMessages } from '../../shared/schemas/admin-registrations'
import { FunnelConfigAdminMessages } from '../../shared/schemas/funnel-configs'
import { dropCachedBlogLists } from './support/blog-pages'
import { setUpBrowser } from './support/browser'
import { signedInAdmin } from './support/admin-session'
import { E2E_ADMIN } from './support/global-setup'
import { serverHtml, visibleText } from './support/in-page'
import { insertRegistrationRow } from './support/registrations'

const kit = setUpBrowser()
const db = new Database(inject('sqlitePath'), { fileMustExist: true })
afterAll(() => db.close())

const signedIn = (tab?: string) => signedInAdmin(kit, tab)

/** Accepts (or dismisses) the next confirmation and reports its text. */
function answerConfirm(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message())
      void (accept ? dialog.accept() : dialog.dismiss())
    })
  })
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor()

describe('admin area', () => {
  test("the spec's six tabs, E-mails, Admins and Privacy open on Webinar Content, and the open tab is kept in the URL", async () => {
    const page = await signedIn()
    const tabs = await page.getByRole('tab').allInnerTexts()
    expect(tabs).toEqual([
      'Webinar Content',
      'Offer Page',
      'Registration Page',
      'Blog Posts',
      'Registrations',
      'E-mails',
      'Preview Pages',
      'Admins',
      'Privacy',
    ])
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe('Webinar Content')
    await page.getByRole('tab', { name: 'Blog Posts' }).click()
    await page.waitForURL('**/admin?tab=blog')
    await page.reload()
    await page.getByRole('heading', { name: 'Blog Posts' }).waitFor()
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe('Blog Posts')
  })

  test('the webinar editor adds and removes entries, refuses an empty one, saves, and resets with confirmation', async () => {
    const page = await signedIn()
    await page.getByRole('button', { name: 'Add key point' }).click()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await toast(page, FunnelConfigAdminMessages.saveFailed('webinar'))
    expect(await page.getByText('Kérjük, töltse ki ezt a mezőt').count()).toBeGreaterThan(0)

    await page.getByLabel('Key point 4', { exact: true }).fill('Új kulcspont a webináriumról')
    await page.getByRole('button', { name: 'Remove key point 1' }).click()
    await page.getByLabel('Title', { exact: true }).fill('Patikai AI webinárium')
    // An unsaved draft survives a trip to another tab.
    await page.getByRole('tab', { name: 'Registrations' }).click()
    await page.getByRole('tab', { name: 'Webinar Content' }).click()
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Patikai AI webinárium')
    expect(await page.getByTestId('unsaved-changes').count()).toBe(1)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await toast(page, 'Webinar configuration saved successfully')

    const saved = visibleText(await serverHtml(kit.baseUrl, '/webinar'))
    expect(saved).toContain('Patikai AI webinárium')
    expect(saved).toContain('Új kulcspont a webináriumról')
    expect(saved).not.toContain(HUNGARIAN_WEBINAR_CONFIG.keyPoints[0])

    const dismissed = answerConfirm(page, false)
    await page.getByRole('button', { name: FunnelConfigAdminMessages.resetLabels.starter }).click()
    expect(await dismissed).toBe(FunnelConfigAdminMessages.resetToConfirm('starter'))
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Patikai AI webinárium')
    const accepted = answerConfirm(page, true)
    await page.getByRole('button', { name: FunnelConfigAdminMessages.resetLabels.starter }).click()
    await accepted
    await toast(page, 'Webinar configuration saved successfully')
    await expect.poll(() => page.getByLabel('Title', { exact: true }).inputValue()).toBe(HUNGARIAN_WEBINAR_CONFIG.title)
    expect(visibleText(await serverHtml(kit.baseUrl, '/webinar'))).toContain(HUNGARIAN_WEBINAR_CONFIG.keyPoints[0])
  })

  const editorCases = [
    {
      tab: 'offer',
      kind: 'offer',
      publicPath: '/offer?preview',
      titleLabel: 'Title',
      title: 'Patikai AI csomag, csak most',
      defaultTitle: DEFAULT_OFFER_CONFIG.title,
      starterTitle: HUNGARIAN_OFFER_CONFIG.title,
      itemLabel: 'feature',
      startItem: HUNGARIAN_OFFER_CONFIG.features[0]!,
      firstItem: DEFAULT_OFFER_CONFIG.features[0]!,
    },
    {
      tab: 'register',
      kind: 'register',
      publicPath: '/register',
      titleLabel: 'Headline',
      title: 'Jelentkezzen az ingyenes patikai webináriumra',
      defaultTitle: DEFAULT_REGISTER_CONFIG.headline,
      starterTitle: HUNGARIAN_REGISTER_CONFIG.headline,
      itemLabel: 'bullet point',
      startItem: HUNGARIAN_REGISTER_CONFIG.bulletPoints[0]!,
      firstItem: DEFAULT_REGISTER_CONFIG.bulletPoints[0]!,
    },
  ] as const

  for (const editor of editorCases) {
    test(`the ${editor.kind} editor adds and removes entries, saves, the page shows it, and resets with confirmation`, async () => {
      const page = await signedIn(editor.tab)
      const capitalised = `${editor.itemLabel[0]!.toUpperCase()}${editor.itemLabel.slice(1)}`
      await page.getByLabel(`${capitalised} 1`, { exact: true }).waitFor()
      const items = await page.getByLabel(new RegExp(`^${capitalised} \\d+$`)).count()
      await page.getByRole('button', { name: `Add ${editor.itemLabel}` }).click()
      await page.getByLabel(`${capitalised} ${items + 1}`, { exact: true }).fill('Új tétel az admin tesztből')
      await page.getByRole('button', { name: `Remove ${editor.itemLabel} 1` }).click()
      await page.getByLabel(editor.titleLabel, { exact: true }).fill(editor.title)
      await page.getByRole('button', { name: 'Save changes' }).click()
      await toast(page, FunnelConfigAdminMessages.saved(editor.kind))

      const shown = await page.context().newPage()
      await shown.goto(editor.publicPath)
      await shown.getByText(editor.title).first().waitFor()
      const text = await shown.locator('main').innerText()
      expect(text).toContain('Új tétel az admin tesztből')
      expect(text).not.toContain(editor.startItem)

      const accepted = answerConfirm(page, true)
      await page.getByRole('button', { name: FunnelConfigAdminMessages.resetLabels.spec }).click()
      expect(await accepted).toBe(FunnelConfigAdminMessages.resetToConfirm('spec'))
      await toast(page, FunnelConfigAdminMessages.saved(editor.kind))
      await expect
        .poll(() => page.getByLabel(editor.titleLabel, { exact: true }).inputValue())
        .toBe(editor.defaultTitle)
      await shown.reload()
      await shown.getByText(editor.defaultTitle).first().waitFor()
      expect(await shown.locator('main').innerText()).toContain(editor.firstItem)

      // Back to the Hungarian starter, which the other test files expect of this server.
      const toStarter = answerConfirm(page, true)
      await page.getByRole('button', { name: FunnelConfigAdminMessages.resetLabels.starter }).click()
      expect(await toStarter).toBe(FunnelConfigAdminMessages.resetToConfirm('starter'))
      await expect
        .poll(() => page.getByLabel(editor.titleLabel, { exact: true }).inputValue())
        .toBe(editor.starterTitle)
      await shown.reload()
      await shown.getByText(editor.starterTitle).first().waitFor()
      expect(await shown.locator('main').innerText()).toContain(editor.startItem)
    })
  }

  test('registrations: search, status and note changes, delete after confirmation, CSV export', async () => {
    insertRegistrationRow(db, {
      fullName: 'Admin Teszt Ágnes',
      email: 'agnes.admin-e2e@pelda.hu',
      registrationDate: '2026-11-20T09:00:00.000Z',
      source: 'demo',
      metadata: { pharmacyName: 'Ágnes Patika', position: 'owner' },
    })
    insertRegistrationRow(db, {
      fullName: 'Admin Teszt Béla',
      email: 'bela.admin-e2e@pelda.hu',
      registrationDate: '2026-11-21T09:00:00.000Z',
      source: 'demo',
    })
    const page = await signedIn('registrations')
    await page.getByLabel('Search by name or e-mail').fill('admin-e2e')
    await page.getByRole('button', { name: 'Search' }).click()
    const rows = page.getByTestId('registration-row')
    await expect.poll(() => rows.count()).toBe(2)
    expect(await rows.first().innerText()).toContain('Admin Teszt Béla')
    expect(await rows.nth(1).innerText()).toContain('Ágnes Patika')

    await page.getByLabel('Status of Admin Teszt Ágnes').selectOption('contacted')
    await expect
      .poll(() => db.prepare("SELECT status FROM registrations WHERE email = 'agnes.admin-e2e@pelda.hu'").pluck().get())
      .toBe('contacted')
    await rows.nth(1).getByRole('button', { name: 'Edit note' }).click()
    await page.getByLabel('Notes on Admin Teszt Ágnes').fill('Visszahívni kedden')
    await page.getByRole('button', { name: 'Save note' }).click()
    await expect.poll(() => rows.nth(1).getByTestId('registration-notes').innerText()).toBe('Visszahívni kedden')

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^registrations-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = readFileSync(await file.path(), 'utf8')
    expect(
      csv.startsWith(
        '\uFEFFNév;E-mail;Időpont;Forrás;Gyógyszertár;Beosztás;Státusz;Megjegyzés;Üzenet;Webinárium időpontja;' +
          'UTM forrás;UTM médium;UTM kampány;UTM kifejezés;UTM tartalom;Hivatkozó oldal;Részvétel;Megnézett perc\r\n',
      ),
    ).toBe(true)
    expect(csv).toContain(
      'Admin Teszt Ágnes;agnes.admin-e2e@pelda.hu;2026. 11. 20. 10:00;Demó-hozzáférés;Ágnes Patika;Tulajdonos;Megkeresve;Visszahívni kedden;;;;;;;;;;\r\n',
    )
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(3)

    const kept = answerConfirm(page, false)
    await page.getByRole('button', { name: 'Delete Admin Teszt Béla' }).click()
    expect(await kept).toBe(RegistrationAdminMessages.deleteConfirm(1))
    expect(await rows.count()).toBe(2)
    const removed = answerConfirm(page, true)
    await page.getByRole('button', { name: 'Delete Admin Teszt Béla' }).click()
    await removed
    await expect.poll(() => rows.count()).toBe(1)
    // In the trash, not gone: kept 30 days for a restore.
    expect(
      db
        .prepare("SELECT deleted_at IS NOT NULL FROM registrations WHERE email = 'bela.admin-e2e@pelda.hu'")
        .pluck()
        .get(),
    ).toBe(1)

    await page.getByLabel('Search by name or e-mail').fill('nobody-matches-this')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect.poll(() => rows.count()).toBe(0)
    await page.getByRole('button', { name: 'Export CSV' }).click()
    await toast(page, RegistrationAdminMessages.nothingToExport)
  })

  test('a post created in the editor, with its HTML previewed as sanitised, appears on /blog', async () => {
    const page = await signedIn('blog')
    await page.getByRole('button', { name: 'Create New Post' }).click()
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByText('Please fill all required fields').waitFor()
    await page.getByLabel('Title', { exact: true }).fill('Admin e2e bejegyzés a patikai chatbotról')
    await page.getByLabel('Excerpt', { exact: true }).fill('Rövid összefoglaló az admin tesztből.')
    await page.getByLabel('Category', { exact: true }).selectOption('Trendek')
    await page.getByLabel('Tags', { exact: true }).fill(' ai , , patika ')
    await page.getByLabel('Content', { exact: true }).fill('<p>Biztonságos bekezdés</p><script>alert(1)</script>')
    // This one goes public at once.
    expect(await page.getByLabel('Publishing', { exact: true }).inputValue()).toBe('published')
    await page.getByRole('button', { name: 'Preview' }).click()
    await expect.poll(() => page.getByTestId('blog-preview').innerHTML()).toContain('<p>Biztonságos bekezdés</p>')
    expect(await page.getByTestId('blog-preview').innerHTML()).not.toContain('script')
    await page.getByRole('button', { name: 'Edit HTML' }).click()

    // A text file named .png is refused by its content; a real picture is uploaded and previewed from its new URL.
    const coverInput = page.getByLabel('Cover image', { exact: true })
    kit.allowConsoleErrors(/status of 400 \(Bad Request\)/)
    await coverInput.setInputFiles({ name: 'borito.png', mimeType: 'image/png', buffer: Buffer.from('nem kép') })
    await page.getByText(BlogCoverMessages.notAnImage).first().waitFor()
    const png = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#1f7a6e' } })
      .png()
      .toBuffer()
    const hash = createHash('sha256').update(png).digest('hex')
    await coverInput.setInputFiles({ name: 'borito.png', mimeType: 'image/png', buffer: png })
    const preview = page.getByTestId('cover-preview')
    await expect.poll(() => preview.getAttribute('src')).toBe(`/blog-covers/uploads/${hash}.png`)
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600)

    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await toast(page, 'Blog post saved successfully')
    await page.getByTestId('admin-posts').getByText('Admin e2e bejegyzés a patikai chatbotról').waitFor()
    const listHtml = await serverHtml(kit.baseUrl, '/blog')
    expect(visibleText(listHtml)).toContain('Admin e2e bejegyzés a patikai chatbotról')
    expect(listHtml).toContain(`/blog-covers/uploads/${hash}-card.webp`)
    const row = db
      .prepare("SELECT id, tags FROM blog_posts WHERE title = 'Admin e2e bejegyzés a patikai chatbotról'")
      .get() as { id: number; tags: string }
    expect(JSON.parse(row.tags)).toEqual(['ai', 'patika'])

    // The article shows the uploaded picture at full size, and its card on /blog loads the WebP.
    const article = await kit.newPage()
    await article.goto(`/blog/${row.id}`)
    const hero = article.locator(`img[src="/blog-covers/uploads/${hash}.png"]`).first()
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600)
    await article.goto('/blog')
    const card = article.locator(`img[src="/blog-covers/uploads/${hash}-card.webp"]`).first()
    await card.scrollIntoViewIfNeeded()
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800)

    // The blog's own tests count the posts: this one leaves with the test.
    db.prepare('DELETE FROM blog_posts WHERE id = ?').run(row.id)
    await dropCachedBlogLists(kit.baseUrl)
  })
})

describe('server unavailable', () => {
  test('when the API cannot be reached, the Registrations tab shows the last stored copy with the warning', async () => {
    kit.allowConsoleErrors(/ERR_FAILED|Failed to fetch/)
    insertRegistrationRow(db, {
      fullName: 'Offline Olga',
      email: 'olga.offline-e2e@pelda.hu',
      registrationDate: '2026-11-23T09:00:00.000Z',
      source: 'webinar',
    })
    const page = await signedIn('registrations')
    await page.getByLabel('Search by name or e-mail').fill('offline-e2e')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect.poll(() => page.getByTestId('registration-row').count()).toBe(1)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('registrationsCopy'))).toContain('Offline Olga')

    await page.route('**/trpc/admin.registrations.list**', (route) => route.abort('failed'))
    await page.getByLabel('Source', { exact: true }).selectOption('webinar')
    await page.getByTestId('registrations-offline').waitFor({ timeout: 15_000 })
    expect(await page.getByTestId('registrations-offline').innerText()).toContain(
      RegistrationAdminMessages.serverUnavailable,
    )
    const row = page.getByTestId('registration-row')
    expect(await row.innerText()).toContain('Offline Olga')
    // The copy follows the filter, with its count and its age.
    expect(await page.getByTestId('registrations-copy').innerText()).toMatch(
      /^Local copy from \d{4}\. .+ \((just now|\d+ minutes? ago)\): 1 of the \d+ registrations kept in this browser match the filter\.$/,
    )
    await page.getByLabel('Status', { exact: true }).selectOption('flagged')
    await expect.poll(() => row.count()).toBe(0)
    expect(await page.getByTestId('registrations-copy').innerText()).toContain(': 0 of the ')
    await page.getByLabel('Status', { exact: true }).selectOption('')
    // Changes stay possible: made now, they queue until the server answers (tests/e2e/admin-offline.test.ts).
    expect(await page.getByLabel('Status of Offline Olga').isDisabled()).toBe(false)
    expect(await row.getByRole('button', { name: 'Edit note' }).isDisabled()).toBe(false)

    await page.unroute('**/trpc/admin.registrations.list**')
    await page.getByRole('button', { name: 'Log out' }).click()
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('registrationsCopy'))).toBeNull()
  })
})

describe('session expiry', () => {
  test('a session that ends mid-edit leads to the login card, and the draft is still there after signing in', async () => {
    kit.allowConsoleErrors(/status of 401/, /Saving the offer configuration failed/)
    const page = await signedIn('offer')
    await page.getByLabel('Guarantee', { exact: true }).fill('60 napos pénz-visszafizetési garancia')
    db.prepare('DELETE FROM sessions').run()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
    await toast(page, 'Bejelentkezés szükséges az admin funkcióhoz')

    await page.getByLabel('Email').fill(E2E_ADMIN.email)
    await page.getByLabel('Password').fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor()
    expect(await page.getByLabel('Guarantee', { exact: true }).inputValue()).toBe(
      '60 napos pénz-visszafizetési garancia',
    )
    expect(await page.getByTestId('unsaved-changes').count()).toBe(1)
  })
})

describe('preview mode', () => {
  test('a signed-in admin previews /webinar and /offer without a registration, recording nothing', async () => {
    const page = await signedIn('preview')
    const before = db.prepare('SELECT COUNT(*) FROM funnel_progress').pluck().get()
    await page.goto('/webinar?preview')
    await expect.poll(() => page.getByTestId('webinar-greeting').innerText()).toContain('Admin előnézet')
    await expect.poll(() => page.getByTestId('video-player').getAttribute('data-playback')).toMatch(/playing|paused/)
    expect(new URL(page.url()).pathname).toBe('/webinar')
    await page.goto('/offer?preview')
    await expect.poll(() => page.getByTestId('offer-countdown').innerText()).toMatch(/^1[45]:\d\d$/)
    expect(await page.evaluate(() => localStorage.getItem('offerFirstViewedAt'))).toBeNull()
    expect(await page.evaluate(() => localStorage.getItem('webinarRegistration'))).toBeNull()
    expect(db.prepare('SELECT COUNT(*) FROM funnel_progress').pluck().get()).toBe(before)
  })

  test('a visitor adding ?preview is still sent to /register', async () => {
    const page = await kit.newPage()
    await page.goto('/webinar?preview')
    await page.waitForURL('**/register')
  })
})

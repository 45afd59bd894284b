import Database from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { AdminEmailMessages } from '../../shared/schemas/admin-emails'
import { RegistrationAdminMessages } from '../../shared/schemas/admin-registrations'
import { signedInAdmin } from './support/admin-session'
import { dropCachedBlogLists } from './support/blog-pages'
import { setUpBrowser } from './support/browser'
import { insertRegistrationRow } from './support/registrations'

const kit = setUpBrowser()
const db = new Database(inject('sqlitePath'), { fileMustExist: true })
afterAll(() => db.close())

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const

const toast = (page: Page, text: string) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text }).first().waitFor()

describe.each(VIEWPORTS)('the admin editors at $width px', (viewport) => {
  test('an e-mail text with an unknown placeholder is refused, naming the ones that exist, and nothing is saved', async () => {
    const page = await signedInAdmin(kit, 'emails', viewport)
    const editor = page.getByTestId('email-editor-starting')
    await editor.getByLabel('Subject', { exact: true }).fill(`Most kezdünk, {nevv}! (${viewport.name})`)
    await editor.getByRole('button', { name: 'Save changes' }).click()
    await toast(page, AdminEmailMessages.saveFailed)
    await editor.getByText(AdminEmailMessages.unknownPlaceholders(['{nevv}'])).waitFor()
    expect(db.prepare("SELECT COUNT(*) FROM email_texts WHERE subject LIKE '%{nevv}%'").pluck().get()).toBe(0)
  })

  test('a Hungarian title typed as the slug is saved as a slug; the preview styles headings as the article', async () => {
    const title = `Slug e2e bejegyzés (${viewport.name})`
    const page = await signedInAdmin(kit, 'blog', viewport)
    await page.getByRole('button', { name: 'Create New Post' }).click()
    await page.getByLabel('Title', { exact: true }).fill(title)
    await page.getByLabel('Excerpt', { exact: true }).fill('Rövid összefoglaló.')
    await page.getByLabel('Category', { exact: true }).selectOption('Trendek')
    await page.getByLabel('Content', { exact: true }).fill('<h2>Alcím</h2><p>Szöveg</p>')
    // The preview styles headings as the article does.
    await page.getByRole('button', { name: 'Preview' }).click()
    const heading = page.getByTestId('blog-preview').getByRole('heading', { name: 'Alcím' })
    const styleOf = (element: Element) => {
      const style = getComputedStyle(element)
      return { fontWeight: style.fontWeight, fontSize: Number.parseFloat(style.fontSize) }
    }
    // The article's sizes: its text 'lg' (18 px), a second-level heading '2xl' (24 px) in bold.
    expect(await page.getByTestId('blog-preview').getByText('Szöveg').evaluate(styleOf)).toEqual({
      fontWeight: '400',
      fontSize: 18,
    })
    expect(await heading.evaluate(styleOf)).toEqual({ fontWeight: '700', fontSize: 24 })
    await page.getByRole('button', { name: 'Edit HTML' }).click()
    const slug = page.getByLabel('Slug', { exact: true })
    await slug.fill(`Téli Náthaszezon a Patikában ${viewport.width}!`)
    await slug.blur()
    expect(await slug.inputValue()).toBe(`teli-nathaszezon-a-patikaban-${viewport.width}`)
    await page.getByRole('button', { name: 'Save draft' }).click()
    await toast(page, 'Blog post saved successfully')
    try {
      expect(db.prepare('SELECT slug FROM blog_posts WHERE title = ?').pluck().get(title)).toBe(
        `teli-nathaszezon-a-patikaban-${viewport.width}`,
      )
    } finally {
      // The blog's own tests count the posts: this one leaves with the test.
      db.prepare('DELETE FROM blog_posts WHERE title = ?').run(title)
      await dropCachedBlogLists(kit.baseUrl)
    }
  })

  test('the blog editor shows one primary and one secondary save action for a draft and for a published post', async () => {
    const posts = [
      { status: 'draft', primary: 'Publish', secondary: 'Save draft' },
      { status: 'published', primary: 'Publish changes', secondary: 'Save as draft' },
    ] as const
    const baseId = Date.now()
    const titleOf = (status: string) => `Mentés gombjai e2e (${status}, ${viewport.name})`
    const insert = db.prepare(
      `INSERT INTO blog_posts (id, title, slug, excerpt, content, date, author, category, tags, image, full_image,
        reading_minutes, status)
       VALUES (?, ?, ?, 'Kivonat.', '<p>Szöveg.</p>', '2026-11-20', 'Teszt Szerző', 'Trendek', '[]', '', '', 1, ?)`,
    )
    posts.forEach((post, index) =>
      insert.run(baseId + index, titleOf(post.status), `mentes-gombjai-${baseId + index}`, post.status),
    )
    try {
      const page = await signedInAdmin(kit, 'blog', viewport)
      for (const post of posts) {
        await page
          .getByTestId('admin-posts')
          .getByRole('listitem')
          .filter({ hasText: titleOf(post.status) })
          .getByRole('button', { name: 'Edit' })
          .click()
        const editor = page.getByRole('form', { name: 'Edit blog post' })
        await editor.waitFor()
        // Every button that saves the post, whatever its name: exactly the two actions, the primary filled in the
        // brand colour, the secondary an outline, both inside the window.
        const saves = editor.getByRole('button', {
          name: /^(save|publish|schedule|update|unpublish|create post)/i,
        })
        expect(await saves.allInnerTexts()).toEqual([post.primary, post.secondary])
        const primary = editor.locator('[data-save-action="primary"]')
        const secondary = editor.locator('[data-save-action="secondary"]')
        expect(await primary.innerText()).toBe(post.primary)
        expect(await secondary.innerText()).toBe(post.secondary)
        const background = (element: Element) => getComputedStyle(element).backgroundColor
        expect(await primary.evaluate(background)).not.toBe('rgba(0, 0, 0, 0)')
        expect(await secondary.evaluate(background)).toBe('rgba(0, 0, 0, 0)')
        for (const button of [primary, secondary]) {
          const box = await button.boundingBox()
          expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width)
        }
        await page.getByRole('button', { name: 'Cancel Editing' }).click()
        await editor.waitFor({ state: 'detached' })
      }
    } finally {
      // The blog's own tests count the posts: these leave with the test.
      db.prepare('DELETE FROM blog_posts WHERE id IN (?, ?)').run(baseId, baseId + 1)
      await dropCachedBlogLists(kit.baseUrl)
    }
  })

  test('a status change and a saved note confirm with a toast; the details panel does not focus a field', async () => {
    const fullName = `Toast Teszt ${viewport.name}`
    const email = `toast-e2e-${viewport.width}@pelda.hu`
    insertRegistrationRow(db, { fullName, email, registrationDate: '2026-11-20T09:00:00.000Z', source: 'demo' })
    const page = await signedInAdmin(kit, 'registrations', viewport)
    await page.getByLabel('Search by name or e-mail').fill(`toast-e2e-${viewport.width}`)
    await page.getByRole('button', { name: 'Search' }).click()
    const rows = page.getByTestId('registration-row')
    await expect.poll(() => rows.count()).toBe(1)

    await page.getByLabel(`Status of ${fullName}`).selectOption('contacted')
    await toast(page, RegistrationAdminMessages.statusChanged(1, 'Contacted'))
    expect(db.prepare('SELECT status FROM registrations WHERE email = ?').pluck().get(email)).toBe('contacted')

    await rows.getByRole('button', { name: 'Edit note' }).click()
    await page.getByLabel(`Notes on ${fullName}`).fill('Visszahívni kedden')
    await page.getByRole('button', { name: 'Save note' }).click()
    await toast(page, RegistrationAdminMessages.noteSaved)

    await page.getByRole('button', { name: `Details and history of ${fullName}` }).click()
    const drawer = page.getByTestId('registration-drawer')
    await drawer.getByLabel('Name', { exact: true }).waitFor()
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null))
      .toBe('Close the details')
  })
})

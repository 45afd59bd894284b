import Database from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { savedAtLabel } from '../../shared/saved-at-label'
import { BLOG_AUTOSAVE_INTERVAL_MS } from '../../shared/schemas/blog-revisions'
import { signedInAdmin } from './support/admin-session'
import { dropCachedBlogLists } from './support/blog-pages'
import { setUpBrowser } from './support/browser'
import { serverHtml, visibleText } from './support/in-page'

const kit = setUpBrowser()
const db = new Database(inject('sqlitePath'), { fileMustExist: true })
afterAll(() => db.close())

const POST_TITLE = 'Revíziós e2e cikk a patikai chatbotról'
const FIRST_TEXT = '<p>A patika reggel nyolckor nyit.</p>'
const SECOND_TEXT = '<p>A patika este nyolckor zár.</p>'
/** Long enough for an autosave to come round, with room for a slow machine. */
const AUTOSAVE_WAIT = { timeout: BLOG_AUTOSAVE_INTERVAL_MS * 3, interval: 250 }

function insertPost(id: number): void {
  db.prepare(
    `INSERT INTO blog_posts (id, title, slug, excerpt, content, date, author, category, tags, image, full_image,
      reading_minutes, updated_at)
     VALUES (?, ?, ?, 'Kivonat a revíziós tesztből.', '<p>Az eredeti szöveg.</p>', '2026-11-20', 'Teszt Szerző',
      'Trendek', '[]', '', '', 1, NULL)`,
  ).run(id, POST_TITLE, `revizios-e2e-${id}`)
}

function storedDraft(id: number): { title: string; content: string; savedAt: string } | undefined {
  const row = db.prepare('SELECT fields, saved_at FROM blog_post_drafts WHERE post_id = ?').get(id) as
    { fields: string; saved_at: string } | undefined
  if (!row) return undefined
  const fields = JSON.parse(row.fields) as { title: string; content: string }
  return { title: fields.title, content: fields.content, savedAt: row.saved_at }
}

async function openEditor(page: Page, title: string): Promise<void> {
  await page
    .getByTestId('admin-posts')
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Edit' })
    .click()
  await page.getByRole('form', { name: 'Edit blog post' }).waitFor()
}

async function saveLive(page: Page, content: string): Promise<void> {
  await page.getByLabel('Content', { exact: true }).fill(content)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await page.getByText('Blog post saved successfully', { exact: true }).first().waitFor()
  await page.getByRole('form', { name: 'Edit blog post' }).waitFor({ state: 'detached' })
}

describe('blog revisions', () => {
  test('restore an earlier revision: the change is shown, the restored text becomes the autosaved draft, and the live post changes only when published', async () => {
    const id = Date.now()
    insertPost(id)
    try {
      const page = await signedInAdmin(kit, 'blog')
      await openEditor(page, POST_TITLE)
      await saveLive(page, FIRST_TEXT)
      await openEditor(page, POST_TITLE)
      await saveLive(page, SECOND_TEXT)

      // The revisions list both saves, newest first, and shows what the second changed in the text.
      await openEditor(page, POST_TITLE)
      const revisions = page.getByTestId('blog-revisions').getByRole('listitem')
      await expect.poll(() => revisions.count()).toBe(2)
      expect(await revisions.first().innerText()).toContain('Saved')
      await revisions.first().getByRole('button', { name: 'Show changes' }).click()
      const changes = page.getByTestId('revision-changes')
      await changes.waitFor()
      expect(await changes.locator('del').allInnerTexts()).toEqual(['reggel', 'nyit.</p>'])
      expect(await changes.locator('ins').allInnerTexts()).toEqual(['este', 'zár.</p>'])

      // Restoring the first save makes it the editor's draft, saved on the server; the live post keeps the second.
      await revisions.nth(1).getByRole('button', { name: 'Restore as draft' }).click()
      const content = page.getByLabel('Content', { exact: true })
      await expect.poll(() => content.inputValue()).toBe(FIRST_TEXT)
      await expect.poll(() => storedDraft(id)?.content).toBe(FIRST_TEXT)
      const status = page.getByTestId('autosave-status')
      await expect.poll(() => status.innerText()).toBe(savedAtLabel(storedDraft(id)!.savedAt))
      expect(visibleText(await serverHtml(kit.baseUrl, `/blog/${id}`))).toContain('A patika este nyolckor zár.')

      // An edit reaches the server by itself within a few seconds, "Mentve HH:MM" in Budapest time.
      await page.getByLabel('Title', { exact: true }).fill(`${POST_TITLE} (átírva)`)
      await expect.poll(() => storedDraft(id)?.title, AUTOSAVE_WAIT).toBe(`${POST_TITLE} (átírva)`)
      const label = savedAtLabel(storedDraft(id)!.savedAt)
      expect(label).toMatch(/^Mentve \d\d:\d\d$/)
      await expect.poll(() => status.innerText()).toBe(label)

      // After a reload the post opens as its draft, with the time of its last save.
      await page.reload()
      await openEditor(page, POST_TITLE)
      expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(`${POST_TITLE} (átírva)`)
      expect(await page.getByLabel('Content', { exact: true }).inputValue()).toBe(FIRST_TEXT)
      await expect.poll(() => page.getByTestId('autosave-status').innerText()).toBe(label)
      expect(visibleText(await serverHtml(kit.baseUrl, `/blog/${id}`))).not.toContain('(átírva)')

      await page.getByRole('button', { name: 'Publish changes' }).click()
      await page.getByText('Blog post saved successfully', { exact: true }).first().waitFor()
      const published = visibleText(await serverHtml(kit.baseUrl, `/blog/${id}`))
      expect(published).toContain(`${POST_TITLE} (átírva)`)
      expect(published).toContain('A patika reggel nyolckor nyit.')
      expect(storedDraft(id)).toBeUndefined()
    } finally {
      // The blog's own tests count the posts: this one leaves with the test (its revisions go with it).
      db.prepare('DELETE FROM blog_posts WHERE id = ?').run(id)
      await dropCachedBlogLists(kit.baseUrl)
    }
  })
})

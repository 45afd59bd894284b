import Database from 'better-sqlite3'
import { afterAll, expect, inject, test } from 'vitest'
import { budapestDateTimeInput } from '../../shared/budapest-time'
import { DEFAULT_POLL_MS } from '../../server/outbox/outbox-worker'
import { waitUntil } from '../setup/wait-until'
import { signedInAdmin } from './support/admin-session'
import { dropCachedBlogLists } from './support/blog-pages'
import { DESKTOP_CHROME_UA, setUpBrowser } from './support/browser'
import { serverHtml, visibleText } from './support/in-page'

// A post's way from draft to public in the editor: written as a draft, read through its preview link, scheduled two
// minutes ahead, and shown on /blog once its outbox job has run. The job's due time is moved to now rather than
// waited for: what runs it, and what it does, are the running server's own.

const kit = setUpBrowser()
const db = new Database(inject('sqlitePath'), { fileMustExist: true })
afterAll(() => db.close())

const TITLE = 'Ütemezett e2e cikk a gyógyszertári chatbotról'

test('write a draft, preview it by its link, schedule it two minutes ahead, see it appear on /blog after its time', async () => {
  const admin = await signedInAdmin(kit, 'blog')
  await admin.getByRole('button', { name: 'Create New Post' }).click()
  await admin.getByLabel('Title', { exact: true }).fill(TITLE)
  await admin.getByLabel('Excerpt', { exact: true }).fill('Piszkozatból ütemezve jelenik meg.')
  await admin.getByLabel('Category', { exact: true }).selectOption('Trendek')
  await admin.getByLabel('Content', { exact: true }).fill('<p>Az ütemezett cikk szövege.</p>')
  // Nothing is public until the admin publishes: "Save draft" keeps the new post a draft.
  await admin.getByRole('button', { name: 'Save draft' }).click()
  const row = admin.getByTestId('admin-posts').getByRole('listitem').filter({ hasText: TITLE })
  await expect.poll(() => row.getByTestId('post-status').textContent()).toBe('Draft')
  expect(await row.getByRole('link', { name: 'View' }).count()).toBe(0)
  const { id } = db.prepare('SELECT id FROM blog_posts WHERE title = ?').get(TITLE) as { id: number }

  try {
    expect(visibleText(await serverHtml(kit.baseUrl, '/blog'))).not.toContain(TITLE)
    const article = await fetch(`${kit.baseUrl}/blog/${id}`, { headers: { 'User-Agent': DESKTOP_CHROME_UA } })
    expect(article.status).toBe(404)

    // The preview link, made in the editor, opens the draft for a visitor without an account.
    await row.getByRole('button', { name: 'Edit' }).click()
    await admin.getByRole('button', { name: 'Create preview link' }).click()
    const link = await admin.getByLabel('Preview link', { exact: true }).inputValue()
    expect(link).toMatch(/\/blog\/elonezet#[A-Za-z0-9_-]{43}$/)
    const visitor = await kit.newPage()
    await visitor.goto(link)
    await visitor.getByTestId('preview-notice').waitFor()
    expect(await visitor.getByRole('heading', { level: 1 }).textContent()).toBe(TITLE)
    expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow')

    // Scheduled two minutes ahead, in Budapest time.
    await admin.getByLabel('Publishing', { exact: true }).selectOption('scheduled')
    const publishAtLocal = budapestDateTimeInput(new Date(Date.now() + 2 * 60_000).toISOString())
    await admin.getByLabel('Publish at', { exact: true }).fill(publishAtLocal)
    await admin.getByRole('button', { name: 'Schedule', exact: true }).click()
    await expect.poll(() => row.getByTestId('post-status').textContent()).toMatch(/^Scheduled · /)
    expect(visibleText(await serverHtml(kit.baseUrl, '/blog'))).not.toContain(TITLE)

    // Its time comes: the planned job is made due now, and the server's outbox runs it within a poll.
    const moved = db
      .prepare(
        `UPDATE outbox_jobs SET due_at = ? WHERE kind = 'blog-publish' AND state = 'planned' AND dedupe_key LIKE ?`,
      )
      .run(new Date().toISOString(), `blog-publish:${id}:%`)
    expect(moved.changes).toBe(1)
    await waitUntil(
      () => serverHtml(kit.baseUrl, '/blog'),
      (html) => visibleText(html).includes(TITLE),
      { timeoutMs: DEFAULT_POLL_MS + 5000, intervalMs: 250 },
    )
    await visitor.goto('/blog')
    await visitor.getByText(TITLE).first().waitFor()
    await admin.reload()
    await expect.poll(() => row.getByTestId('post-status').textContent()).toBe('Published')
    expect(await row.getByRole('link', { name: 'View' }).getAttribute('href')).toMatch(new RegExp(`^/blog/${id}/`))
  } finally {
    // The blog's own tests count the posts: this one leaves with the test.
    db.prepare('DELETE FROM blog_posts WHERE id = ?').run(id)
    await dropCachedBlogLists(kit.baseUrl)
  }
})

import { createHash } from 'node:crypto'
import Database from 'better-sqlite3'
import sharp from 'sharp'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { META_TITLE_DISPLAY_LIMIT } from '../../shared/blog-seo'
import { dropCachedBlogLists } from './support/blog-pages'
import { signedInAdmin } from './support/admin-session'
import { setUpBrowser } from './support/browser'

const kit = setUpBrowser()
const db = new Database(inject('sqlitePath'), { fileMustExist: true })
afterAll(() => db.close())

const TITLE = 'SEO e2e cikk a patikai chatbotról'
const META_TITLE = 'Patikai chatbot: SEO e2e'
const META_DESCRIPTION = 'Egy cikk, amelynek a keresőkben saját címe és leírása van.'
const ALT = 'A patika pultja reggel'

describe('SEO per post and pictures in the text', () => {
  test('meta fields, a changed slug and a picture in the text, from the editor to the article', async () => {
    const page = await signedInAdmin(kit, 'blog')
    await page.getByRole('button', { name: 'Create New Post' }).click()
    await page.getByLabel('Title', { exact: true }).fill(TITLE)
    await page.getByLabel('Excerpt', { exact: true }).fill('Kivonat a keresők tesztjéhez.')
    await page.getByLabel('Category', { exact: true }).selectOption('Trendek')
    await page.getByLabel('Content', { exact: true }).fill('<p>Bevezető bekezdés.</p>')
    await page.getByLabel('Slug', { exact: true }).fill('seo-e2e-elso')
    await page.getByLabel('Meta title', { exact: true }).fill(META_TITLE)
    await page.getByLabel('Meta description', { exact: true }).fill(META_DESCRIPTION)
    // The counts are of what Google shows: the whole <title>, with the site's name.
    const shownTitle = `${META_TITLE} | PatikaChat`
    await page
      .getByText(`Title "${shownTitle}": ${shownTitle.length} / ${META_TITLE_DISPLAY_LIMIT} characters`)
      .waitFor()
    await page.getByText(`Description: ${META_DESCRIPTION.length} / 155 characters`).waitFor()

    // A picture for the text needs its alt text first; then it is uploaded and named in the HTML.
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1f7a6e' } })
      .png()
      .toBuffer()
    const hash = createHash('sha256').update(png).digest('hex')
    const pictureInput = page.getByLabel('Picture', { exact: true })
    await pictureInput.setInputFiles({ name: 'pult.png', mimeType: 'image/png', buffer: png })
    await page.getByText('Describe the picture first', { exact: false }).waitFor()
    await page.getByLabel('Alt text of the picture', { exact: true }).fill(ALT)
    await pictureInput.setInputFiles({ name: 'pult.png', mimeType: 'image/png', buffer: png })
    const content = page.getByLabel('Content', { exact: true })
    await expect
      .poll(() => content.inputValue())
      .toBe(`<p>Bevezető bekezdés.</p>\n<img src="/blog-covers/uploads/${hash}.png" alt="${ALT}">\n`)
    // This one goes public at once.
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByText('Blog post saved successfully', { exact: true }).first().waitFor()
    const { id } = db.prepare('SELECT id FROM blog_posts WHERE title = ?').get(TITLE) as { id: number }

    // A new slug for the saved post: the first one now leads to it.
    await page
      .getByTestId('admin-posts')
      .locator('li', { hasText: TITLE })
      .getByRole('button', { name: 'Edit' })
      .click()
    const slug = page.getByLabel('Slug', { exact: true })
    await expect.poll(() => slug.inputValue()).toBe('seo-e2e-elso')
    await slug.fill('seo-e2e-uj')
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await page.getByText('Blog post saved successfully', { exact: true }).first().waitFor()

    try {
      const article = await kit.newPage()
      for (const oldUrl of [`/blog/${id}/seo-e2e-elso`, '/blog/seo-e2e-elso']) {
        const response = await article.goto(oldUrl)
        expect(new URL(article.url()).pathname).toBe(`/blog/${id}/seo-e2e-uj`)
        expect(response?.request().redirectedFrom()?.url()).toContain(oldUrl)
      }
      expect(await article.title()).toBe(shownTitle)
      const meta = (selector: string) => article.locator(selector).getAttribute('content')
      expect(await meta('meta[name="description"]')).toBe(META_DESCRIPTION)
      expect(await meta('meta[property="og:title"]')).toBe(META_TITLE)
      expect(await meta('meta[property="og:description"]')).toBe(META_DESCRIPTION)
      expect(await meta('meta[property="og:url"]')).toBe(`${kit.baseUrl}/blog/${id}/seo-e2e-uj`)
      expect(await meta('meta[name="twitter:title"]')).toBe(META_TITLE)

      // The picture in the text: both widths offered, its size known before it loads, loaded lazily.
      const picture = article.getByTestId('post-content').getByRole('img', { name: ALT })
      expect(await picture.getAttribute('srcset')).toBe(
        `/blog-covers/uploads/${hash}-card.webp 800w, /blog-covers/uploads/${hash}.png 1600w`,
      )
      expect(await picture.getAttribute('sizes')).toBe('(min-width: 48rem) 48rem, 100vw')
      expect(await picture.getAttribute('width')).toBe('1600')
      expect(await picture.getAttribute('height')).toBe('900')
      expect(await picture.getAttribute('loading')).toBe('lazy')
      await picture.scrollIntoViewIfNeeded()
      // A 48rem column on a screen of density 1 takes the 800 px WebP, not the 1600 px original.
      await expect
        .poll(() =>
          picture.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : '')),
        )
        .toBe(`${kit.baseUrl}/blog-covers/uploads/${hash}-card.webp`)
    } finally {
      // The blog's own tests count the posts: this one leaves with the test (its former slugs by foreign key).
      db.prepare('DELETE FROM blog_post_slugs WHERE post_id = ?').run(id)
      db.prepare('DELETE FROM blog_posts WHERE id = ?').run(id)
      await dropCachedBlogLists(kit.baseUrl)
    }
  })
})

import Database from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { BUILT_IN_POSTS } from '../../server/blog/built-in-posts'
import { BLOG_PAGE_SIZE, blogPostPath } from '../../shared/schemas/blog'
import { dropCachedBlogLists } from './support/blog-pages'
import { DESKTOP_CHROME_UA, setUpBrowser } from './support/browser'

const kit = setUpBrowser()
const db = new Database(inject('sqlitePath'), { fileMustExist: true })
afterAll(() => db.close())

const EXTRA_POST_COVER = '/blog-covers/trendek.svg'

/** Adds posts with ids from 1000 for the length of `run`, then removes them (e2e files run one at a time). */
async function withExtraPosts(count: number, run: () => Promise<void>): Promise<void> {
  const insert = db.prepare(
    `INSERT INTO blog_posts (id, title, slug, excerpt, content, date, author, category, tags, image, full_image,
       reading_minutes)
     VALUES (?, ?, ?, 'Kivonat', '<p>Tartalom</p>', '2025-06-01', 'Teszt', 'Trendek', '[]', ?, ?, 1)`,
  )
  for (let index = 0; index < count; index += 1) {
    const id = 1000 + index
    insert.run(id, `Lapozási cikk ${id}`, `lapozasi-cikk-${id}`, EXTRA_POST_COVER, EXTRA_POST_COVER)
  }
  try {
    await dropCachedBlogLists(inject('baseUrl'))
    await run()
  } finally {
    db.prepare('DELETE FROM blog_posts WHERE id >= 1000').run()
    await dropCachedBlogLists(inject('baseUrl'))
  }
}

const post = (id: number) => BUILT_IN_POSTS.find((item) => item.id === id)!
const NEWEST = post(8)
const BLOG_CALLS = /\/trpc\/blog\./

/** Waits until React has taken over the server-rendered page, so links navigate on the client. */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const header = document.querySelector('[data-testid="site-header"]')
    return header !== null && Object.keys(header).some((key) => key.startsWith('__reactFiber'))
  })
}

async function openHomeAndGoToBlog(page: Page): Promise<void> {
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('navigation', { name: 'Fő navigáció' }).getByRole('link', { name: 'Blog', exact: true }).click()
  await expect.poll(() => new URL(page.url()).pathname).toBe('/blog')
}

const cards = (page: Page) => page.getByTestId('post-card')
const categoryLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Kategóriák' }).getByRole('link', { name, exact: true })

describe('blog list', () => {
  test('shows four skeletons while the list loads, then the latest-article card and the posts', async () => {
    const page = await kit.newPage()
    await page.route(/\/trpc\/blog\.list/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await openHomeAndGoToBlog(page)
    await expect.poll(() => page.getByTestId('blog-skeleton').count()).toBe(4)
    await page.getByTestId('latest-post-card').waitFor()
    expect(await page.getByTestId('blog-skeleton').count()).toBe(0)
    expect(await cards(page).count()).toBe(6)
    const latest = page.getByTestId('latest-post-card')
    expect(await latest.getByRole('link').getAttribute('href')).toBe(blogPostPath(NEWEST))
    expect(await latest.textContent()).toContain('perc olvasás')
  })

  test('the category filter lives in the URL, is server-rendered and goes back with the browser', async () => {
    const page = await kit.newPage()
    await page.goto('/blog')
    await waitForHydration(page)
    expect(await cards(page).count()).toBe(6)

    await categoryLink(page, 'Adatvédelem').click()
    await expect.poll(() => new URL(page.url()).search).toBe('?kategoria=adatvedelem')
    await expect.poll(() => cards(page).count()).toBe(1)
    expect(await cards(page).first().textContent()).toContain(post(3).title)
    expect(await page.getByTestId('latest-post-card').count()).toBe(0)
    expect(await categoryLink(page, 'Adatvédelem').getAttribute('aria-current')).toBe('page')

    await page.goBack()
    await expect.poll(() => new URL(page.url()).search).toBe('')
    await page.getByTestId('latest-post-card').waitFor()
    expect(await cards(page).count()).toBe(6)

    await page.goForward()
    await expect.poll(() => cards(page).count()).toBe(1)

    const direct = await kit.newPage()
    await direct.context().route('**/*.js', (route) => route.abort())
    kit.allowConsoleErrors(/Failed to load resource/)
    await direct.goto('/blog?kategoria=esettanulmanyok')
    expect(await cards(direct).count()).toBe(1)
    expect(await cards(direct).first().textContent()).toContain(post(6).title)
  })

  test('a category without posts shows the empty state', async () => {
    const page = await kit.newPage()
    await page.goto('/blog?kategoria=egeszsegugy')
    await waitForHydration(page)
    await page.getByRole('heading', { name: 'Ebben a kategóriában még nincs cikk' }).waitFor()
    expect(await cards(page).count()).toBe(0)
    await page.getByTestId('blog-empty').getByRole('link', { name: 'Összes cikk' }).click()
    await page.getByTestId('latest-post-card').waitFor()
    expect(new URL(page.url()).search).toBe('')
  })

  test('when the server fails the error state offers a retry that loads the list', async () => {
    const page = await kit.newPage()
    kit.allowConsoleErrors(/Failed to load resource/)
    await page.goto('/')
    await waitForHydration(page)
    // Damaged stored data is logged and ignored, so the error state shows.
    await page.evaluate(() => localStorage.setItem('blogPosts', '{kaputt'))
    await page.route(BLOG_CALLS, (route) => route.abort())
    await page
      .getByRole('navigation', { name: 'Fő navigáció' })
      .getByRole('link', { name: 'Blog', exact: true })
      .click()
    await page.getByText('Nem sikerült betölteni a bejegyzéseket').waitFor()
    expect(await cards(page).count()).toBe(0)

    await page.unroute(BLOG_CALLS)
    await page.getByRole('button', { name: 'Újrapróbálás' }).click()
    await page.getByTestId('latest-post-card').waitFor()
    expect(await cards(page).count()).toBe(6)
    expect(await page.getByTestId('blog-error').count()).toBe(0)
  })

  test('without the server the last loaded list and its articles come from browser storage', async () => {
    const page = await kit.newPage()
    kit.allowConsoleErrors(/Failed to load resource/)
    await page.goto('/blog')
    await waitForHydration(page)
    await expect
      .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('blogPosts') ?? '[]') as unknown[]).length))
      .toBe(7)

    await page.goto('/')
    await waitForHydration(page)
    await page.route(BLOG_CALLS, (route) => route.abort())
    await page
      .getByRole('navigation', { name: 'Fő navigáció' })
      .getByRole('link', { name: 'Blog', exact: true })
      .click()
    await page.getByTestId('stored-copy-notice').waitFor()
    expect(await cards(page).count()).toBe(6)

    // Browser storage keeps what a card shows; the article's text needs the server.
    await page.getByTestId('latest-post-card').getByRole('link').click()
    await page.getByRole('heading', { level: 1, name: NEWEST.title }).waitFor()
    expect(await page.getByTestId('stored-copy-notice').count()).toBe(1)
    expect(await page.getByTestId('post-excerpt').textContent()).toBe(NEWEST.excerpt)
    expect(await page.getByTestId('post-content-unavailable').count()).toBe(1)
    expect(await page.getByTestId('post-content').count()).toBe(0)
  })

  test('"Több cikk" loads the next page of posts', async () => {
    await withExtraPosts(BLOG_PAGE_SIZE + 2, async () => {
      const page = await kit.newPage()
      await page.goto('/blog')
      await waitForHydration(page)
      expect(await cards(page).count()).toBe(BLOG_PAGE_SIZE - 1)
      const cover = page.getByTestId('latest-post-card').locator('img')
      expect(await cover.getAttribute('src')).toBe(EXTRA_POST_COVER)

      await page.getByRole('button', { name: 'Több cikk' }).click()
      await expect.poll(() => cards(page).count()).toBe(BLOG_PAGE_SIZE + 2 + 7 - 1)
      expect(await page.getByRole('button', { name: 'Több cikk' }).count()).toBe(0)
      const titles = await cards(page).getByRole('heading').allTextContents()
      expect(titles.at(-1)).toBe(post(2).title)
      expect(new Set(titles).size).toBe(titles.length)
    })
  })

  test('"Több cikk" pressed before the posts have hydrated loads the next page once they have', async () => {
    await withExtraPosts(BLOG_PAGE_SIZE + 2, async () => {
      const page = await kit.newPage()
      // The posts' chunk is held back, so the press lands on the server's HTML of the button.
      let releaseChunk: () => void = () => undefined
      const chunkReleased = new Promise<void>((resolve) => (releaseChunk = resolve))
      await page.route('**/assets/blog-list-posts-*.js', async (route) => {
        await chunkReleased
        await route.continue()
      })
      await page.goto('/blog')
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Több cikk' }).click()
      releaseChunk()
      await expect.poll(() => cards(page).count()).toBe(BLOG_PAGE_SIZE + 2 + 7 - 1)
    })
  })
})

describe('blog article', () => {
  test('renders by id alone and by id with slug, naming the slug URL as canonical', async () => {
    const page = await kit.newPage()
    const canonical = `${kit.baseUrl}${blogPostPath(NEWEST)}`
    for (const path of ['/blog/8', blogPostPath(NEWEST)]) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await page.getByRole('heading', { level: 1, name: NEWEST.title }).waitFor()
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(canonical)
    }
    await waitForHydration(page)
    const article = page.getByTestId('blog-article')
    const text = (await article.textContent()) ?? ''
    for (const expected of ['2025. március 11.', NEWEST.author, NEWEST.category, NEWEST.excerpt, 'perc olvasás']) {
      expect(text).toContain(expected)
    }
    expect(await page.getByTestId('post-content').locator('h2').first().textContent()).toBe(
      'Az online jelenlét alapjai',
    )
    expect(await page.getByTestId('post-tags').textContent()).toContain('#e-recept')

    await page.getByRole('button', { name: 'Frissítés' }).click()
    await page.getByText('A cikk frissítve.').waitFor()

    await page.getByRole('link', { name: 'Vissza a bloghoz' }).first().click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/blog')
    await page.getByTestId('latest-post-card').waitFor()
  })

  test('shows up to two related articles, never itself, and they lead to their article', async () => {
    const page = await kit.newPage()
    await page.goto(blogPostPath(post(5)))
    await waitForHydration(page)
    const related = page.getByTestId('related-posts').getByTestId('post-card')
    expect(await related.count()).toBe(2)
    const titles = await related.getByRole('heading').allTextContents()
    expect(titles).toEqual([post(8).title, post(7).title])

    await related.first().getByRole('link').click()
    await page.getByRole('heading', { level: 1, name: post(8).title }).waitFor()
    expect(new URL(page.url()).pathname).toBe(blogPostPath(post(8)))
    expect(await page.getByTestId('related-posts').getByRole('heading').allTextContents()).not.toContain(post(8).title)
  })

  test('a missing article says "Cikk nem található" with HTTP 404', async () => {
    const page = await kit.newPage()
    kit.allowConsoleErrors(/404/)
    const response = await page.goto('/blog/999/nincs-ilyen-cikk')
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { level: 1, name: 'Cikk nem található' }).waitFor()
    await waitForHydration(page)
    await page.getByTestId('post-not-found').getByRole('link', { name: 'Vissza a bloghoz' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/blog')
  })
})

describe('search engines', () => {
  const fetchText = async (path: string) => {
    const response = await fetch(`${kit.baseUrl}${path}`, { headers: { 'user-agent': DESKTOP_CHROME_UA } })
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() }
  }

  async function xmlErrors(xml: string): Promise<number> {
    const page = await kit.newPage()
    return page.evaluate(
      (text) => new DOMParser().parseFromString(text, 'application/xml').getElementsByTagName('parsererror').length,
      xml,
    )
  }

  test('an article page holds its content, canonical link, sharing tags and JSON-LD before any script runs', async () => {
    const { status, text } = await fetchText('/blog/8')
    expect(status).toBe(200)
    const canonical = `${kit.baseUrl}${blogPostPath(NEWEST)}`
    expect(text).toContain('<h2>Az online jelenlét alapjai</h2>')
    expect(text).toContain(`<link rel="canonical" href="${canonical}" />`)
    // The SVG cover as its JPEG drawing: link previews show no SVG.
    expect(text).toContain(
      `<meta property="og:image" content="${kit.baseUrl}/social/blog-cover-digitalizacio-v1.jpg" />`,
    )
    expect(text).toContain('<meta property="og:type" content="article" />')
    expect(text).toContain('<meta name="twitter:card" content="summary_large_image" />')
    const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(text)?.[1]
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({ '@type': 'BlogPosting', headline: NEWEST.title })
  })

  test('sitemap.xml and rss.xml are well-formed XML and list post 8', async () => {
    const sitemap = await fetchText('/sitemap.xml')
    expect(sitemap.type).toContain('application/xml')
    expect(await xmlErrors(sitemap.text)).toBe(0)
    expect(sitemap.text).toContain(`<loc>${kit.baseUrl}${blogPostPath(NEWEST)}</loc>`)
    expect(sitemap.text).toContain(`<loc>${kit.baseUrl}/blog</loc>`)

    const rss = await fetchText('/rss.xml')
    expect(rss.type).toContain('application/rss+xml')
    expect(await xmlErrors(rss.text)).toBe(0)
    expect(rss.text).toContain(`<link>${kit.baseUrl}${blogPostPath(NEWEST)}</link>`)
  })

  test('robots.txt keeps the API out, lets the noindex pages be read and points to the sitemap', async () => {
    const { text } = await fetchText('/robots.txt')
    expect(text).toContain('Disallow: /trpc/\n')
    for (const path of ['/admin', '/waiting', '/webinar', '/offer']) expect(text).not.toContain(`Disallow: ${path}`)
    expect(text).toContain(`Sitemap: ${kit.baseUrl}/sitemap.xml`)
  })
})

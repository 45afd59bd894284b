import { afterEach, beforeEach, expect, test } from 'vitest'
import { BUILT_IN_POSTS } from '../../server/blog/built-in-posts'
import { escapeHtml } from '../../server/render/html'
import { ensureBuiltInPosts } from '../../server/services/blog.service'
import { blogPostPath, type BlogPostUpdate } from '../../shared/schemas/blog'
import { createUser, dataUrlOf, picture } from '../factories'
import { CHROME_USER_AGENT, postProcedure, sessionCookieFor, TEST_SITE, testApp, type TestApp } from '../setup/http-app'
import { describeEachDialect } from '../setup/test-db'

const NEWEST = BUILT_IN_POSTS.find((post) => post.id === 8)!
const OLD_PATH = blogPostPath(NEWEST)
const NEW_PATH = '/blog/8/digitalis-patika'
const META_TITLE = 'Digitális patika: weboldal, e-recept, közösségi média'
const META_DESCRIPTION =
  'Így legyen a gyógyszertár online is elérhető: weboldal, e-recept és egy hang minden csatornán.'

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)
  if (!match?.[1]) throw new Error('no JSON-LD in the page')
  return JSON.parse(match[1]) as Record<string, unknown>
}

describeEachDialect('blog slugs and meta fields over HTTP', (getDb) => {
  let site: TestApp
  let asAdmin: Record<string, string>

  beforeEach(async () => {
    await ensureBuiltInPosts(getDb().db)
    site = await testApp({ db: getDb() })
    asAdmin = { cookie: await sessionCookieFor(site.app, await createUser(getDb())) }
  })
  afterEach(() => site.close())

  const get = (url: string) => site.app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME_USER_AGENT } })
  const editNewest = async (changes: Partial<BlogPostUpdate>) => {
    const update: BlogPostUpdate = {
      id: NEWEST.id,
      title: NEWEST.title,
      excerpt: NEWEST.excerpt,
      content: NEWEST.content ?? '',
      category: NEWEST.category,
      tags: NEWEST.tags,
      image: NEWEST.image,
      fullImage: NEWEST.fullImage,
      slug: '',
      metaTitle: '',
      metaDescription: '',
      socialImage: '',
      ...changes,
    }
    const response = await postProcedure(site.app, 'blog.update', update, { headers: asAdmin })
    expect(response.statusCode).toBe(200)
  }

  test('a changed slug: the old addresses, with or without the id, answer 301 to the new one, cached or not', async () => {
    expect((await get(OLD_PATH)).statusCode).toBe(200)
    expect((await get(OLD_PATH)).headers['x-render-cache']).toBe('hit')

    await editNewest({ slug: 'digitalis-patika' })

    const oldSlug = OLD_PATH.split('/').at(-1)!
    for (const [url, location] of [
      [OLD_PATH, NEW_PATH],
      [`/blog/${oldSlug}`, NEW_PATH],
      [`/blog/${oldSlug}?utm_source=hirlevel`, `${NEW_PATH}?utm_source=hirlevel`],
      ['/blog/digitalis-patika', NEW_PATH],
    ]) {
      const response = await get(url!)
      expect(response.statusCode, url).toBe(301)
      expect(response.headers.location, url).toBe(location)
    }
    const page = await get(NEW_PATH)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`<link rel="canonical" href="${TEST_SITE}${NEW_PATH}" />`)
    expect((await get('/blog/nincs-ilyen-cikk')).statusCode).toBe(404)

    const sitemap = (await get('/sitemap.xml')).body
    expect(sitemap).toContain(`<loc>${TEST_SITE}${NEW_PATH}</loc>`)
    expect(sitemap).not.toContain(OLD_PATH)
    const list = (await get('/blog')).body
    expect(list).toContain(`href="${NEW_PATH}"`)
    expect(list).not.toContain(`href="${OLD_PATH}"`)
  })

  test('a slug leads nowhere while its post is not public: a draft, a scheduled post, one renamed and then unpublished', async () => {
    const oldSlug = OLD_PATH.split('/').at(-1)!
    await editNewest({ slug: 'atnevezett-cikk', publication: { status: 'draft' } })
    for (const url of [`/blog/${oldSlug}`, '/blog/atnevezett-cikk', OLD_PATH]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.headers.location, url).toBeUndefined()
      expect(response.body, url).not.toContain('atnevezett-cikk')
    }

    await editNewest({
      slug: 'tervezett-cikk',
      publication: { status: 'scheduled', publishAt: '2099-01-01T08:00:00.000Z' },
    })
    for (const url of ['/blog/tervezett-cikk', '/blog/atnevezett-cikk', `/blog/${oldSlug}`]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.headers.location, url).toBeUndefined()
    }

    await editNewest({ slug: 'tervezett-cikk', publication: { status: 'published' } })
    const published = await get(`/blog/${oldSlug}`)
    expect(published.statusCode).toBe(301)
    expect(published.headers.location).toBe('/blog/8/tervezett-cikk')
  })

  test('the meta title and description reach the title, description, sharing tags and JSON-LD', async () => {
    await editNewest({ metaTitle: META_TITLE, metaDescription: META_DESCRIPTION })
    const html = (await get(OLD_PATH)).body
    expect(html).toContain(`<title>${escapeHtml(META_TITLE)} | PatikaChat</title>`)
    expect(html).toContain(`<meta name="description" content="${escapeHtml(META_DESCRIPTION)}" />`)
    expect(html).toContain(`<meta property="og:title" content="${escapeHtml(META_TITLE)}" />`)
    expect(html).toContain(`<meta property="og:description" content="${escapeHtml(META_DESCRIPTION)}" />`)
    expect(html).toContain(`<meta name="twitter:title" content="${escapeHtml(META_TITLE)}" />`)
    expect(html).toContain(`<meta name="twitter:description" content="${escapeHtml(META_DESCRIPTION)}" />`)
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'BlogPosting',
      headline: NEWEST.title,
      description: META_DESCRIPTION,
    })
    // The article itself still shows its own title and excerpt.
    expect(html).toContain(escapeHtml(NEWEST.excerpt))

    await editNewest({ metaTitle: '', metaDescription: '' })
    const plain = (await get(OLD_PATH)).body
    expect(plain).toContain(`<title>${escapeHtml(NEWEST.title)} | PatikaChat</title>`)
    expect(plain).toContain(`<meta name="description" content="${escapeHtml(NEWEST.excerpt)}" />`)
  })

  test('an uploaded social image is the link preview: its 1200 × 630 JPEG', async () => {
    const upload = await postProcedure(
      site.app,
      'blog.uploadCover',
      { dataUrl: dataUrlOf(await picture('image/png', { width: 900, height: 900 }), 'image/png') },
      { headers: asAdmin },
    )
    const { fullImage } = upload.json<{ result: { data: { fullImage: string } } }>().result.data
    await editNewest({ socialImage: fullImage })
    const html = (await get(OLD_PATH)).body
    const share = fullImage.replace(/\.png$/, '-share.jpg')
    expect(html).toContain(`<meta property="og:image" content="${TEST_SITE}${share}" />`)
    expect(html).toContain(`<meta name="twitter:image" content="${TEST_SITE}${share}" />`)
    const image = await get(share)
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/jpeg')
  })
})

import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import type { ValidatedSession } from '../../server/auth/session'
import { envWith } from '../../server/env'
import { CACHE_TAGS, RenderCache } from '../../server/render/render-cache'
import { findCoverFile } from '../../server/repositories/blog-cover.repository'
import { countPosts } from '../../server/repositories/blog.repository'
import { createAppServices } from '../../server/services/app-services'
import { ensureBuiltInPosts } from '../../server/services/blog.service'
import {
  BLOG_COVER_MAX_BYTES,
  BlogCoverMessages,
  COVER_CARD_WIDTH,
  COVER_FULL_MAX_WIDTH,
} from '../../shared/blog-covers'
import { dataUrlOf, picture } from '../factories'
import { testCaller } from '../setup/context'
import { refusal } from '../setup/refusal'
import { describeEachDialect } from '../setup/test-db'

function session(role = 'admin'): ValidatedSession {
  return { session: { id: 's', expiresAt: Date.now() + 60_000 }, user: { id: 1, email: 'a@example.com', role } }
}

describeEachDialect('blog admin', (getDb) => {
  const harness = () => {
    const renderCache = new RenderCache()
    const services = { ...createAppServices(envWith({ NODE_ENV: 'test' }), getDb()), renderCache }
    return {
      renderCache,
      admin: testCaller(getDb(), { services, session: session() }).caller.blog,
      viewer: testCaller(getDb(), { services, session: session('viewer') }).caller.blog,
      anonymous: testCaller(getDb(), { services }).caller.blog,
    }
  }

  test('deleting a post removes it and drops the lists and articles from the cache; a second delete is NOT_FOUND', async () => {
    await ensureBuiltInPosts(getDb().db)
    const { admin, renderCache } = harness()
    const page = { status: 200, html: '<p></p>', etag: '"1"' }
    renderCache.set('/blog', { ...page, tags: [CACHE_TAGS.blogLists] }, renderCache.generation)
    renderCache.set(
      '/blog/3',
      { ...page, tags: [CACHE_TAGS.blogArticles, CACHE_TAGS.blogPost(3)] },
      renderCache.generation,
    )
    renderCache.set('/tortenetunk', { ...page, tags: [] }, renderCache.generation)

    expect(await admin.delete({ id: 8 })).toEqual({ ok: true })
    expect(await countPosts(getDb().db)).toBe(6)
    expect(await admin.article({ id: 8 })).toBeNull()
    expect(renderCache.get('/blog')).toBeUndefined()
    expect(renderCache.get('/blog/3')).toBeUndefined()
    expect(renderCache.get('/tortenetunk')).toBeDefined()
    expect((await refusal(admin.delete({ id: 8 }))).code).toBe('NOT_FOUND')
  })

  test('delete and the HTML preview are for admins only', async () => {
    await ensureBuiltInPosts(getDb().db)
    const { viewer, anonymous } = harness()
    expect((await refusal(anonymous.delete({ id: 8 }))).code).toBe('UNAUTHORIZED')
    expect((await refusal(viewer.delete({ id: 8 }))).code).toBe('FORBIDDEN')
    expect((await refusal(anonymous.previewHtml({ content: '<p>x</p>' }))).code).toBe('UNAUTHORIZED')
    expect(await countPosts(getDb().db)).toBe(7)
  })

  test('the preview is the content sanitised exactly as the article page shows it', async () => {
    const { admin } = harness()
    const { html } = await admin.previewHtml({
      content: '<p onclick="x()">Szöveg</p><script>alert(1)</script><a href="javascript:alert(1)">link</a>',
    })
    expect(html).toContain('Szöveg</p>')
    expect(html).not.toMatch(/script|onclick|javascript:/)
  })

  const coverCount = async () => (await getDb().db.selectFrom('blog_covers').select('hash').execute()).length

  test('an uploaded PNG is stored once, as the picture and a card WebP, under hashed URLs the server serves', async () => {
    const { admin } = harness()
    const png = await picture('image/png', { width: 2400, height: 1200 })
    const hash = createHash('sha256').update(png).digest('hex')

    const urls = await admin.uploadCover({ dataUrl: dataUrlOf(png, 'image/png') })
    expect(urls).toEqual({
      image: `/blog-covers/uploads/${hash}-card.webp`,
      fullImage: `/blog-covers/uploads/${hash}.png`,
    })
    expect(await admin.uploadCover({ dataUrl: dataUrlOf(png, 'image/png') })).toEqual(urls)
    expect(await coverCount()).toBe(1)

    const full = await findCoverFile(getDb().db, hash, 'full')
    const card = await findCoverFile(getDb().db, hash, 'card')
    expect(full?.contentType).toBe('image/png')
    expect(await sharp(full!.bytes).metadata()).toMatchObject({
      format: 'png',
      width: COVER_FULL_MAX_WIDTH,
      height: 960,
    })
    expect(card?.contentType).toBe('image/webp')
    expect(await sharp(card!.bytes).metadata()).toMatchObject({ format: 'webp', width: COVER_CARD_WIDTH, height: 400 })

    const post = await admin.create({
      title: 'Borítós cikk',
      excerpt: 'Kivonat',
      content: '<p>Szöveg</p>',
      category: 'Trendek',
      tags: [],
      ...urls,
    })
    expect(post).toMatchObject(urls)
    expect((await admin.list()).items[0]?.image).toBe(urls.image)
  })

  test('a cover is judged by its content: a renamed text file, an SVG with a script and an oversized file change nothing', async () => {
    const { admin } = harness()
    const renamedText = dataUrlOf('Ez csak szöveg, nem kép.', 'image/png')
    const scriptedSvg = dataUrlOf(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'image/svg+xml',
    )
    const damagedPng = dataUrlOf(Buffer.concat([(await picture('image/png')).subarray(0, 40)]), 'image/png')
    for (const dataUrl of [renamedText, scriptedSvg]) {
      const error = await refusal(admin.uploadCover({ dataUrl }))
      expect(error.code).toBe('BAD_REQUEST')
      expect(error.message).toBe(BlogCoverMessages.notAnImage)
    }
    const damaged = await refusal(admin.uploadCover({ dataUrl: damagedPng }))
    expect(damaged.message).toBe(BlogCoverMessages.unreadable)

    const oversized = Buffer.concat([await picture('image/jpeg'), Buffer.alloc(BLOG_COVER_MAX_BYTES)])
    const tooLarge = await refusal(admin.uploadCover({ dataUrl: dataUrlOf(oversized, 'image/jpeg') }))
    expect(tooLarge.code).toBe('BAD_REQUEST')
    expect(tooLarge.message).toContain(BlogCoverMessages.tooLarge)
    expect(await coverCount()).toBe(0)

    // A post cannot carry a picture itself either: covers are addresses.
    const inline = await refusal(
      admin.create({
        title: 'T',
        excerpt: 'K',
        content: '<p>x</p>',
        category: 'Trendek',
        tags: [],
        image: renamedText,
      }),
    )
    expect(inline.code).toBe('BAD_REQUEST')
  })

  test('JPEG, WebP and AVIF uploads keep their format for the article; the card is always WebP', async () => {
    const { admin } = harness()
    for (const [type, extension] of [
      ['image/jpeg', 'jpg'],
      ['image/webp', 'webp'],
      ['image/avif', 'avif'],
    ] as const) {
      const bytes = await picture(type, { width: 320, height: 160 })
      // The browser's guess from the file name is not trusted either way.
      const { image, fullImage } = await admin.uploadCover({ dataUrl: dataUrlOf(bytes, 'application/octet-stream') })
      expect(fullImage.endsWith(`.${extension}`), type).toBe(true)
      expect(image.endsWith('-card.webp'), type).toBe(true)
    }
    expect(await coverCount()).toBe(3)
  })

  test('uploads are for admins only', async () => {
    const { viewer, anonymous } = harness()
    const dataUrl = dataUrlOf(await picture('image/png'), 'image/png')
    expect((await refusal(anonymous.uploadCover({ dataUrl }))).code).toBe('UNAUTHORIZED')
    expect((await refusal(viewer.uploadCover({ dataUrl }))).code).toBe('FORBIDDEN')
    expect(await coverCount()).toBe(0)
  })
})

import { createHash } from 'node:crypto'
import { TRPCError } from '@trpc/server'
import { expect, test } from 'vitest'
import type { ValidatedSession } from '../../server/auth/session'
import { BUILT_IN_POSTS } from '../../server/blog/built-in-posts'
import { countPosts, insertPost } from '../../server/repositories/blog.repository'
import { sanitizeBlogHtml } from '../../server/services/blog-html'
import { ensureBuiltInPosts } from '../../server/services/blog.service'
import { moveDataUrlCoversToStore } from '../../server/services/blog-cover.service'
import { readingTimeMinutes } from '../../shared/reading-time'
import { BLOG_PAGE_MAX_SIZE, BLOG_PAGE_SIZE, BLOG_PLACEHOLDER_IMAGE } from '../../shared/schemas/blog'
import { dataUrlOf, insertDamagedPost, picture, readPostRow, recordingLogger, storedPost } from '../factories'
import { testCaller } from '../setup/context'
import { describeEachDialect } from '../setup/test-db'

const DIRTY_CONTENT = [
  '<p>Biztonságos bekezdés</p>',
  '<script>alert("xss")</script>',
  '<img src="/blog-covers/trendek.svg" onerror="alert(1)" alt="kép">',
  '<a href="javascript:alert(1)">kattintson</a>',
  '<iframe src="https://evil.example/frame"></iframe>',
].join('')

const SUMMARY_KEYS = ['category', 'date', 'excerpt', 'id', 'image', 'readingMinutes', 'slug', 'tags', 'title']

function adminSession(): ValidatedSession {
  return {
    session: { id: 'test-session', expiresAt: Date.now() + 60_000 },
    user: { id: 1, email: 'admin@example.com', role: 'admin' },
  }
}

const postInput = {
  title: 'Új bejegyzés',
  excerpt: 'Összefoglaló',
  content: '<p>Egy két három</p>',
  category: 'Egészségügy' as const,
}

describeEachDialect('blog', (getDb) => {
  const seeded = async () => {
    await ensureBuiltInPosts(getDb().db)
    return testCaller(getDb())
  }

  test('two racing seedings leave the seven built-in posts exactly once', async () => {
    await Promise.all([ensureBuiltInPosts(getDb().db), ensureBuiltInPosts(getDb().db)])
    expect(await countPosts(getDb().db)).toBe(7)
    await ensureBuiltInPosts(getDb().db)
    expect(await countPosts(getDb().db)).toBe(7)
    const stored = await readPostRow(getDb(), 8)
    const builtIn = BUILT_IN_POSTS.find((post) => post.id === 8)!
    expect(stored?.content).toBe(sanitizeBlogHtml(builtIn.content!))
    expect(stored?.reading_minutes).toBe(readingTimeMinutes(stored!.content!))
  })

  test('seeding leaves a table that already has posts alone, and reading never seeds', async () => {
    const { caller } = testCaller(getDb())
    expect(await caller.blog.list()).toEqual({ items: [], nextCursor: null })
    expect(await caller.blog.latest()).toEqual([])
    expect(await countPosts(getDb().db)).toBe(0)
    await insertPost(getDb().db, storedPost({ id: 100 }))
    await ensureBuiltInPosts(getDb().db)
    expect((await caller.blog.list()).items.map((post) => post.id)).toEqual([100])
  })

  test('the list is newest first and carries only what a card shows', async () => {
    const { caller } = await seeded()
    const { items, nextCursor } = await caller.blog.list()
    expect(items.map((post) => post.id)).toEqual([8, 7, 6, 5, 4, 3, 2])
    expect(nextCursor).toBeNull()
    const builtIn = BUILT_IN_POSTS.find((post) => post.id === 8)!
    expect(Object.keys(items[0]!).sort()).toEqual(SUMMARY_KEYS)
    expect(items[0]).toEqual({
      id: 8,
      title: builtIn.title,
      slug: builtIn.slug,
      excerpt: builtIn.excerpt,
      date: builtIn.date,
      category: builtIn.category,
      tags: builtIn.tags,
      readingMinutes: readingTimeMinutes(sanitizeBlogHtml(builtIn.content!)),
      image: builtIn.image,
    })
    expect(items[0]!.readingMinutes).toBeGreaterThan(1)
  })

  test('the list filters by category', async () => {
    const { caller } = await seeded()
    await insertPost(getDb().db, storedPost({ id: 1_700_000_000_000, category: 'Adatvédelem' }))
    const { items } = await caller.blog.list({ category: 'Adatvédelem' })
    expect(items.map((post) => post.id)).toEqual([1_700_000_000_000, 3])
    expect((await caller.blog.list({ category: 'Egészségügy' })).items).toEqual([])
  })

  test('the list comes in pages: a cursor leads through every post once, newest first', async () => {
    const { caller } = testCaller(getDb())
    const ids = Array.from({ length: 30 }, (_, index) => 1000 + index)
    for (const id of ids) {
      await insertPost(getDb().db, storedPost({ id, category: id % 3 === 0 ? 'Adatvédelem' : 'Trendek' }))
    }
    const first = await caller.blog.list()
    expect(first.items).toHaveLength(BLOG_PAGE_SIZE)
    expect(first.nextCursor).toBe(first.items.at(-1)!.id)

    const seen: number[] = []
    let cursor: number | null = null
    do {
      const page: { items: { id: number }[]; nextCursor: number | null } = await caller.blog.list({ cursor, limit: 7 })
      seen.push(...page.items.map((post) => post.id))
      cursor = page.nextCursor
    } while (cursor !== null)
    expect(seen).toEqual([...ids].reverse())

    const privacy = await caller.blog.list({ category: 'Adatvédelem', limit: 4 })
    const rest = await caller.blog.list({ category: 'Adatvédelem', cursor: privacy.nextCursor, limit: 20 })
    expect([...privacy.items, ...rest.items].map((post) => post.id)).toEqual(ids.filter((id) => id % 3 === 0).reverse())
    expect(rest.nextCursor).toBeNull()

    await expect(caller.blog.list({ limit: BLOG_PAGE_MAX_SIZE + 1 })).rejects.toMatchObject({ code: 'BAD_REQUEST' })
    await expect(caller.blog.list({ limit: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' })
  })

  test('latest gives the three newest posts by default', async () => {
    const { caller } = await seeded()
    const latest = await caller.blog.latest()
    expect(latest.map((post) => post.id)).toEqual([8, 7, 6])
    expect(Object.keys(latest[0]!).sort()).toEqual(SUMMARY_KEYS)
    expect((await caller.blog.latest({ limit: 1 })).map((post) => post.id)).toEqual([8])
  })

  test('related posts: same category first, at most two, never the post itself, as summaries', async () => {
    const { caller } = await seeded()
    await insertPost(getDb().db, storedPost({ id: 20, category: 'Adatvédelem' }))
    const related = await caller.blog.related({ id: 3 })
    expect(related.map((post) => post.id)).toEqual([20, 8])
    expect(Object.keys(related[0]!).sort()).toEqual(SUMMARY_KEYS)

    const onlyOthers = await caller.blog.related({ id: 8 })
    expect(onlyOthers.map((post) => post.id)).toEqual([20, 7])
  })

  test('byId returns the post and NOT_FOUND for a missing one', async () => {
    const { caller } = await seeded()
    expect((await caller.blog.byId({ id: 5 })).title).toBe(BUILT_IN_POSTS.find((post) => post.id === 5)!.title)
    const error = await caller.blog.byId({ id: 999 }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(TRPCError)
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Cikk nem található' })
    await expect(caller.blog.related({ id: 999 })).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })

  test('article holds the post with its content and its related posts, and null for a missing post', async () => {
    const { caller } = await seeded()
    const article = await caller.blog.article({ id: 6 })
    const builtIn = BUILT_IN_POSTS.find((post) => post.id === 6)!
    expect(article?.post).toMatchObject({
      id: 6,
      author: builtIn.author,
      fullImage: builtIn.fullImage,
      updatedAt: null,
      content: sanitizeBlogHtml(builtIn.content!),
    })
    expect(article?.related).toHaveLength(2)
    expect(await caller.blog.article({ id: 999 })).toBeNull()
  })

  test('covers saved as data URLs before uploads move to the cover store; no answer ever inlines one', async () => {
    const { caller } = await seeded()
    const photo = dataUrlOf(await picture('image/png', { width: 600, height: 600, noise: true }), 'image/png')
    expect(photo.length).toBeGreaterThan(1_000_000)
    const scriptedSvg = dataUrlOf(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'image/svg+xml',
    )
    await insertPost(getDb().db, storedPost({ id: 40, category: 'Adatvédelem', image: photo, fullImage: photo }))
    await insertPost(getDb().db, storedPost({ id: 41, category: 'Adatvédelem', image: photo, fullImage: scriptedSvg }))
    // Until the move, a data URL in a row is shown as the placeholder, never inlined.
    expect((await caller.blog.article({ id: 40 }))?.post.fullImage).toBe(BLOG_PLACEHOLDER_IMAGE)

    const { log, lines } = recordingLogger()
    await moveDataUrlCoversToStore(getDb().db, log)
    const hash = createHash('sha256')
      .update(Buffer.from(photo.split(',')[1]!, 'base64'))
      .digest('hex')
    const answers = [
      await caller.blog.list(),
      await caller.blog.list({ category: 'Adatvédelem' }),
      await caller.blog.latest(),
      await caller.blog.related({ id: 3 }),
      await caller.blog.article({ id: 40 }),
      await caller.blog.article({ id: 3 }),
      await caller.blog.byId({ id: 40 }),
    ]
    for (const answer of answers) {
      const json = JSON.stringify(answer)
      expect(json).not.toContain('data:')
      expect(json.length).toBeLessThan(30_000)
      expect(json).toContain(`/blog-covers/uploads/${hash}-card.webp`)
    }
    expect((await caller.blog.article({ id: 40 }))?.post.fullImage).toBe(`/blog-covers/uploads/${hash}.png`)
    // The SVG is no picture the store takes: the article falls back to the card, and the log says why.
    expect((await caller.blog.article({ id: 41 }))?.post.fullImage).toBe(`/blog-covers/uploads/${hash}-card.webp`)
    expect(lines().some((line) => line.postId === 41)).toBe(true)
    expect(await getDb().db.selectFrom('blog_covers').select('hash').execute()).toEqual([{ hash }])
    expect((await readPostRow(getDb(), 41))?.image).toBe(`/blog-covers/uploads/${hash}-card.webp`)
  })

  test('a damaged or unusable cover is served as the placeholder', async () => {
    const { caller } = testCaller(getDb())
    await insertPost(getDb().db, storedPost({ id: 41, image: 'javascript:alert(1)', fullImage: '' }))
    await insertPost(getDb().db, storedPost({ id: 42, image: `/${'x'.repeat(5000)}`, fullImage: '/\\evil.example/x' }))
    const { items } = await caller.blog.list()
    expect(items.map((post) => post.image)).toEqual([BLOG_PLACEHOLDER_IMAGE, BLOG_PLACEHOLDER_IMAGE])
    expect((await caller.blog.article({ id: 41 }))?.post.fullImage).toBe(BLOG_PLACEHOLDER_IMAGE)
    expect((await caller.blog.article({ id: 42 }))?.post.fullImage).toBe(BLOG_PLACEHOLDER_IMAGE)
  })

  test('a damaged row is left out and logged; the rest of the blog still loads', async () => {
    const { log, lines } = recordingLogger()
    await ensureBuiltInPosts(getDb().db)
    const { caller } = testCaller(getDb(), { log })
    await insertDamagedPost(getDb(), 50, { category: 'Ismeretlen kategória' })
    await insertDamagedPost(getDb(), 51, { tags: '{nem json' })

    expect((await caller.blog.list()).items.map((post) => post.id)).toEqual([8, 7, 6, 5, 4, 3, 2])
    expect((await caller.blog.list({ limit: 2 })).nextCursor).toBe(50)
    expect((await caller.blog.list({ limit: 3 })).items.map((post) => post.id)).toEqual([8])
    expect((await caller.blog.latest()).map((post) => post.id)).toEqual([8, 7, 6])
    expect((await caller.blog.related({ id: 4 })).map((post) => post.id)).toEqual([8, 7])
    expect(await caller.blog.article({ id: 50 })).toBeNull()
    await expect(caller.blog.byId({ id: 51 })).rejects.toMatchObject({ code: 'NOT_FOUND' })

    const warnings = lines().filter((line) => line.msg === 'blog post row is damaged; left out')
    expect(new Set(warnings.map((line) => line.postId))).toEqual(new Set([50, 51]))
  })

  test('stored HTML is served as it was saved: it is cleaned once, when saved', async () => {
    const { caller } = testCaller(getDb(), { session: adminSession() })
    const created = await caller.blog.create({ ...postInput, content: DIRTY_CONTENT })
    const stored = await readPostRow(getDb(), created.id)
    expect(stored?.content).toBe(sanitizeBlogHtml(DIRTY_CONTENT))
    expect(stored?.content).toContain('<p>Biztonságos bekezdés</p>')
    expect(stored?.content).not.toMatch(/<script|alert|onerror|javascript:|<iframe|evil\.example/i)
    expect(created.content).toBe(stored?.content)

    // A row written around the service is not cleaned again on the way out.
    await insertPost(getDb().db, storedPost({ id: 60, content: '<p class="kept">a</p>' }))
    expect((await caller.blog.article({ id: 60 }))?.post.content).toBe('<p class="kept">a</p>')
  })

  test('an admin creates and updates a post; reading time is counted when it is saved', async () => {
    const { caller } = testCaller(getDb(), { session: adminSession() })
    const covers = await caller.blog.uploadCover({ dataUrl: dataUrlOf(await picture('image/png'), 'image/png') })
    const created = await caller.blog.create({ ...postInput, tags: ['egy', '', 'kettő'], image: `  ${covers.image}` })
    expect(created.id).toBeGreaterThan(1_600_000_000_000)
    expect(created).toMatchObject({
      author: 'PatikaChat Szerkesztőség',
      tags: ['egy', 'kettő'],
      readingMinutes: 1,
      image: covers.image,
      fullImage: covers.image,
    })
    expect(created.updatedAt).toBeNull()
    expect((await readPostRow(getDb(), created.id))?.image).toBe(covers.image)

    const longContent = `<p>${'szó '.repeat(1000)}</p>`
    const updated = await caller.blog.update({
      id: created.id,
      ...postInput,
      title: 'Átírt cím',
      content: longContent,
      tags: [],
      ...covers,
    })
    expect(updated).toMatchObject({ title: 'Átírt cím', content: longContent, readingMinutes: 5, ...covers })
    expect(updated.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    await expect(caller.blog.update({ ...postInput, id: 12345 })).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })

  test('five concurrent creates all succeed, each with an id of its own', async () => {
    const { caller } = testCaller(getDb(), { session: adminSession() })
    const created = await Promise.all(
      Array.from({ length: 5 }, (_, index) => caller.blog.create({ ...postInput, title: `Cikk ${index}` })),
    )
    expect(new Set(created.map((post) => post.id)).size).toBe(5)
    expect(await countPosts(getDb().db)).toBe(5)
    const titles = (await caller.blog.list()).items.map((post) => post.title).sort()
    expect(titles).toEqual(['Cikk 0', 'Cikk 1', 'Cikk 2', 'Cikk 3', 'Cikk 4'])
  })

  test('creating a post needs an admin, a clean one-line title and excerpt, and cover addresses on this site', async () => {
    const anonymous = testCaller(getDb())
    await expect(anonymous.caller.blog.create(postInput)).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    const admin = testCaller(getDb(), { session: adminSession() })
    for (const bad of [
      { title: ' ' },
      { title: 'Cím\u202Eelrejtve' },
      { excerpt: 'első sor\nmásodik sor' },
      { tags: ['jó', 'rossz\u0000'] },
      { image: '/\\evil.example/x.png' },
    ]) {
      await expect(admin.caller.blog.create({ ...postInput, ...bad })).rejects.toMatchObject({ code: 'BAD_REQUEST' })
    }
    const created = await admin.caller.blog.create({ ...postInput, title: '  Cafe\u0301 cím  ' })
    expect(created.title).toBe('Café cím')
    expect(await countPosts(getDb().db)).toBe(1)
  })
})

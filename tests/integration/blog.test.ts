import { TRPCError } from '@trpc/server'
import { expect, test } from 'vitest'
import type { ValidatedSession } from '../../server/auth/session'
import { BUILT_IN_POSTS } from '../../server/blog/built-in-posts'
import { countPosts, findPostById, insertPost } from '../../server/repositories/blog.repository'
import { BLOG_PLACEHOLDER_IMAGE, type BlogPost } from '../../shared/schemas/blog'
import { testCaller } from '../setup/context'
import { describeEachDialect } from '../setup/test-db'

const DIRTY_CONTENT = [
  '<p>Biztonságos bekezdés</p>',
  '<script>alert("xss")</script>',
  '<img src="/blog-covers/trendek.svg" onerror="alert(1)" alt="kép">',
  '<a href="javascript:alert(1)">kattintson</a>',
  '<iframe src="https://evil.example/frame"></iframe>',
].join('')

function postWith(overrides: Partial<BlogPost> & Pick<BlogPost, 'id'>): Omit<BlogPost, 'updatedAt'> {
  return {
    title: 'Teszt bejegyzés',
    excerpt: 'Rövid összefoglaló',
    content: '<p>Tartalom</p>',
    date: '2025-04-01',
    author: 'Teszt Szerző',
    category: 'Trendek',
    tags: ['teszt'],
    image: '/blog-covers/trendek.svg',
    fullImage: '/blog-covers/trendek.svg',
    ...overrides,
  }
}

function adminSession(): ValidatedSession {
  return {
    session: { id: 'test-session', expiresAt: Date.now() + 60_000 },
    user: { id: 1, email: 'admin@example.com', role: 'admin' },
  }
}

describeEachDialect('blog', (getDb) => {
  test('two racing first loads seed the seven built-in posts exactly once', async () => {
    const first = testCaller(getDb())
    const second = testCaller(getDb())
    const [a, b] = await Promise.all([first.caller.blog.list(), second.caller.blog.list()])
    expect(a).toHaveLength(7)
    expect(b).toHaveLength(7)
    expect(await countPosts(getDb().db)).toBe(7)
    await first.caller.blog.list()
    expect(await countPosts(getDb().db)).toBe(7)
  })

  test('seeding leaves a table that already has posts alone', async () => {
    await insertPost(getDb().db, postWith({ id: 100 }))
    const { caller } = testCaller(getDb())
    expect((await caller.blog.list()).map((post) => post.id)).toEqual([100])
  })

  test('the list is newest first with every field of the spec', async () => {
    const { caller } = testCaller(getDb())
    const posts = await caller.blog.list()
    expect(posts.map((post) => post.id)).toEqual([8, 7, 6, 5, 4, 3, 2])
    const newest = posts[0]!
    const builtIn = BUILT_IN_POSTS.find((post) => post.id === 8)!
    expect(newest).toMatchObject({
      title: builtIn.title,
      excerpt: builtIn.excerpt,
      date: builtIn.date,
      author: builtIn.author,
      category: builtIn.category,
      tags: builtIn.tags,
      image: builtIn.image,
      fullImage: builtIn.fullImage,
      updatedAt: null,
    })
    expect(newest.content).toContain('<h2>')
  })

  test('the list filters by category', async () => {
    const { caller } = testCaller(getDb())
    await caller.blog.list()
    await insertPost(getDb().db, postWith({ id: 1_700_000_000_000, category: 'Adatvédelem' }))
    const posts = await caller.blog.list({ category: 'Adatvédelem' })
    expect(posts.map((post) => post.id)).toEqual([1_700_000_000_000, 3])
    expect(posts.every((post) => post.category === 'Adatvédelem')).toBe(true)
    expect(await caller.blog.list({ category: 'Egészségügy' })).toEqual([])
  })

  test('latest gives the three newest posts by default', async () => {
    const { caller } = testCaller(getDb())
    expect((await caller.blog.latest()).map((post) => post.id)).toEqual([8, 7, 6])
    expect((await caller.blog.latest({ limit: 1 })).map((post) => post.id)).toEqual([8])
  })

  test('related posts: same category first, at most two, never the post itself', async () => {
    const { caller } = testCaller(getDb())
    await caller.blog.list()
    await insertPost(getDb().db, postWith({ id: 20, category: 'Adatvédelem' }))
    const related = await caller.blog.related({ id: 3 })
    expect(related.map((post) => post.id)).toEqual([20, 8])
    expect(related[0]!.category).toBe('Adatvédelem')

    const onlyOthers = await caller.blog.related({ id: 8 })
    expect(onlyOthers.map((post) => post.id)).toEqual([20, 7])
    expect(onlyOthers.some((post) => post.id === 8)).toBe(false)
  })

  test('byId returns the post and NOT_FOUND for a missing one', async () => {
    const { caller } = testCaller(getDb())
    expect((await caller.blog.byId({ id: 5 })).title).toBe(BUILT_IN_POSTS.find((post) => post.id === 5)!.title)
    const error = await caller.blog.byId({ id: 999 }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(TRPCError)
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Cikk nem található' })
    await expect(caller.blog.related({ id: 999 })).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })

  test('article holds the post with its related posts, and null for a missing post', async () => {
    const { caller } = testCaller(getDb())
    const article = await caller.blog.article({ id: 6 })
    expect(article?.post.id).toBe(6)
    expect(article?.related).toHaveLength(2)
    expect(await caller.blog.article({ id: 999 })).toBeNull()
  })

  test('a post with a script, an event handler and a javascript: link comes back clean', async () => {
    const { caller } = testCaller(getDb())
    await caller.blog.list()
    await insertPost(getDb().db, postWith({ id: 50, content: DIRTY_CONTENT }))
    const served = [
      await caller.blog.byId({ id: 50 }),
      (await caller.blog.list())[0]!,
      (await caller.blog.article({ id: 50 }))!.post,
    ]
    for (const post of served) {
      expect(post.id).toBe(50)
      expect(post.content).toContain('<p>Biztonságos bekezdés</p>')
      expect(post.content).toContain('alt="kép"')
      expect(post.content).not.toMatch(/<script|alert|onerror|javascript:|<iframe|evil\.example/i)
    }
  })

  test('an admin creates and updates a post; its content is cleaned before it is stored', async () => {
    const { caller } = testCaller(getDb(), { session: adminSession() })
    const created = await caller.blog.create({
      title: 'Új bejegyzés',
      excerpt: 'Összefoglaló',
      content: DIRTY_CONTENT,
      category: 'Egészségügy',
      tags: ['egy', '', 'kettő'],
      image: '',
      fullImage: '',
    })
    expect(created.id).toBeGreaterThan(1_600_000_000_000)
    expect(created).toMatchObject({
      author: 'PatikaChat Szerkesztőség',
      tags: ['egy', 'kettő'],
      image: BLOG_PLACEHOLDER_IMAGE,
    })
    const stored = await findPostById(getDb().db, created.id)
    expect(stored?.content).not.toMatch(/<script|onerror|javascript:/i)

    const updated = await caller.blog.update({
      id: created.id,
      title: 'Átírt cím',
      excerpt: 'Összefoglaló',
      content: '<p onclick="x()">Új</p>',
      category: 'Egészségügy',
      tags: [],
      image: '/blog-covers/egeszsegugy.svg',
      fullImage: '',
    })
    expect(updated).toMatchObject({ title: 'Átírt cím', content: '<p>Új</p>', image: '/blog-covers/egeszsegugy.svg' })
    expect(updated.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    await expect(caller.blog.update({ ...updated, id: 12345, tags: [], content: '<p>x</p>' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
  })

  test('creating a post needs an admin and a title and excerpt', async () => {
    const anonymous = testCaller(getDb())
    const input = { title: 'Cím', excerpt: 'Kivonat', content: '<p>x</p>', category: 'Trendek' as const }
    await expect(anonymous.caller.blog.create(input)).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    const admin = testCaller(getDb(), { session: adminSession() })
    await expect(admin.caller.blog.create({ ...input, title: ' ' })).rejects.toMatchObject({ code: 'BAD_REQUEST' })
  })
})

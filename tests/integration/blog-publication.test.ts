import { createHash } from 'node:crypto'
import { Migrator, sql } from 'kysely'
import pino from 'pino'
import { expect, test } from 'vitest'
import { migrations } from '../../migrations/index'
import { runScheduledPublish } from '../../server/blog/scheduled-publish-job'
import type { DbHandle } from '../../server/db/client'
import { migrateToLatest } from '../../server/db/migrate'
import { envWith } from '../../server/env'
import { claimJob } from '../../server/outbox/outbox.repository'
import { CACHE_TAGS, RenderCache } from '../../server/render/render-cache'
import { countPosts } from '../../server/repositories/blog.repository'
import { createAppServices } from '../../server/services/app-services'
import { ensureBuiltInPosts, listFeedBlogPosts } from '../../server/services/blog.service'
import { BlogMessages } from '../../shared/blog'
import { BLOG_PREVIEW_NOT_FOUND_MESSAGE } from '../../shared/blog-preview'
import { BLOG_PREVIEW_PATH } from '../../shared/blog-preview-path'
import { BlogPublicationMessages } from '../../shared/blog-publication'
import { createUser } from '../factories'
import { adminSession, postInput, publishJobsOf, readPublicationRow } from '../setup/blog-publication'
import { testCaller } from '../setup/context'
import { CHROME_USER_AGENT, postProcedure, sessionCookieFor, testApp, type TestApp } from '../setup/http-app'
import { OUTBOX_START, outboxWorker, testClock } from '../setup/outbox'
import { refusal } from '../setup/refusal'
import { describeEachDialect, mysqlAvailable, twoHandlesOnOneDatabase } from '../setup/test-db'
import { describeWithRedis, TEST_REDIS_URL, testKeyPrefix } from '../setup/test-redis'
import { waitUntil } from '../setup/wait-until'

const HOUR = 60 * 60_000
const DAY = 24 * HOUR
const silent = pino({ level: 'silent' })

/** The callers of an admin, a signed-in viewer and a visitor over one set of services, on the test's clock. */
function harness(db: DbHandle, clock = testClock()) {
  const services = createAppServices(envWith({ NODE_ENV: 'test' }), db, { now: clock.now })
  const renderCache = new RenderCache()
  const withCache = { ...services, renderCache }
  return {
    clock,
    services,
    renderCache,
    admin: testCaller(db, { services: withCache, session: adminSession() }).caller.blog,
    viewer: testCaller(db, { services: withCache, session: adminSession('viewer') }).caller.blog,
    visitor: testCaller(db, { services: withCache }).caller.blog,
    /** The instance's own outbox, its handlers dropping pages from `renderCache`. */
    worker: outboxWorker(db.db, { now: clock.now, pages: renderCache }),
  }
}

const cachedPage = (tags: string[]) => ({ status: 200, html: '<p></p>', etag: '"1"', tags })

describeEachDialect('blog publication', (getDb, dialect) => {
  test('a draft and a scheduled post are on no public surface; the admin lists both with their status', async () => {
    await ensureBuiltInPosts(getDb().db)
    const { admin, viewer, visitor, clock } = harness(getDb())
    const draft = await admin.create(postInput('Piszkozat a gyógyszertárnak', { status: 'draft' }))
    const publishAt = clock.iso(HOUR)
    const scheduled = await admin.create(postInput('Ütemezett cikk', { status: 'scheduled', publishAt }))
    const published = await admin.create(postInput('Megjelent cikk', { status: 'published' }))
    const hidden = [draft.id, scheduled.id]

    const ids = (posts: { id: number }[]) => posts.map((post) => post.id)
    const everyListed = [
      ...ids((await visitor.list({ limit: 24 })).items),
      ...ids((await visitor.list({ category: 'Trendek' })).items),
      ...ids(await visitor.latest({ limit: 12 })),
      ...ids(await visitor.related({ id: published.id })),
      ...ids((await visitor.article({ id: published.id }))?.related ?? []),
      ...ids(await listFeedBlogPosts({ db: getDb().db, log: silent })),
    ]
    expect(everyListed).toContain(published.id)
    for (const id of hidden) {
      expect(everyListed).not.toContain(id)
      expect(await visitor.article({ id })).toBeNull()
      const refused = await refusal(visitor.byId({ id }))
      expect([refused.code, refused.message]).toEqual(['NOT_FOUND', BlogMessages.notFound])
    }

    const listed = (await admin.adminList({ limit: 24 })).items
    const statusOf = (id: number) => listed.find((post) => post.id === id)
    expect(statusOf(draft.id)).toMatchObject({ status: 'draft', publishAt: null })
    expect(statusOf(scheduled.id)).toMatchObject({ status: 'scheduled', publishAt })
    expect(statusOf(published.id)).toMatchObject({ status: 'published', publishAt: null })
    expect((await admin.adminById({ id: scheduled.id })).publication).toEqual({ status: 'scheduled', publishAt })
    expect((await refusal(visitor.adminList({}))).code).toBe('UNAUTHORIZED')
    expect((await refusal(viewer.adminById({ id: draft.id }))).code).toBe('FORBIDDEN')
  })

  test('a scheduled post is published by its job at its time, once, dated the Budapest day it went public', async () => {
    const { admin, visitor, clock, renderCache, worker } = harness(getDb())
    // 00:30 on 2 December in Budapest.
    const publishAt = '2026-12-01T23:30:00.000Z'
    const post = await admin.create(postInput('Éjféli cikk', { status: 'scheduled', publishAt }))
    expect(await readPublicationRow(getDb(), post.id)).toMatchObject({ status: 'scheduled', date: '2026-12-02' })
    renderCache.set('/blog', cachedPage([CACHE_TAGS.blogLists]), renderCache.generation)
    renderCache.set('/blog/3', cachedPage([CACHE_TAGS.blogArticles, CACHE_TAGS.blogPost(3)]), 0)

    expect(await worker.runDue()).toBe(0)
    expect((await readPublicationRow(getDb(), post.id)).status).toBe('scheduled')
    expect(renderCache.get('/blog')).toBeDefined()

    clock.advance(Date.parse(publishAt) - clock.now())
    expect(await worker.runDue()).toBe(1)
    expect(await readPublicationRow(getDb(), post.id)).toMatchObject({
      status: 'published',
      publish_at: null,
      date: '2026-12-02',
    })
    expect(renderCache.get('/blog')).toBeUndefined()
    expect(renderCache.get('/blog/3')).toBeUndefined()
    expect((await visitor.list({})).items.map((item) => item.id)).toContain(post.id)
    expect((await visitor.article({ id: post.id }))?.post.title).toBe('Éjféli cikk')

    clock.advance(HOUR)
    expect(await worker.runDue()).toBe(0)
    expect((await publishJobsOf(getDb(), post.id)).map((job) => job.state)).toEqual(['sent'])
  })

  test('the same publication run twice at once (a retried job racing itself) publishes the post once', async () => {
    const { admin, clock } = harness(getDb())
    const publishAt = clock.iso(HOUR)
    const post = await admin.create(postInput('Versenyben', { status: 'scheduled', publishAt }))
    const [planned] = await publishJobsOf(getDb(), post.id)
    clock.advance(HOUR)
    const job = await claimJob(getDb().db, {
      id: Number(planned!.id),
      owner: 'test',
      now: clock.now(),
      leaseMs: 60_000,
      maxAttempts: 6,
    })
    const pages = { invalidate: () => undefined }
    const outcomes = await Promise.all([
      runScheduledPublish({ db: getDb().db, pages, now: clock.now }, job!),
      runScheduledPublish({ db: getDb().db, pages, now: clock.now }, job!),
    ])
    expect(outcomes.map((outcome) => outcome.state).sort()).toEqual(['sent', 'skipped'])
    expect((await readPublicationRow(getDb(), post.id)).status).toBe('published')
  })

  test('two instances polling together publish a due post once', async () => {
    const { handles, close } = await twoHandlesOnOneDatabase(dialect)
    try {
      const clock = testClock()
      const { admin } = harness(handles[0], clock)
      const post = await admin.create(postInput('Két példány', { status: 'scheduled', publishAt: clock.iso(HOUR) }))
      const dropped: string[][] = []
      const workers = handles.map((handle, index) =>
        outboxWorker(handle.db, {
          now: clock.now,
          instanceId: `instance-${index}`,
          pages: { invalidate: (...tags) => void dropped.push(tags) },
        }),
      )
      clock.advance(HOUR)
      const ran = await Promise.all(workers.map((worker) => worker.runDue()))
      expect(ran.reduce((sum, count) => sum + count, 0)).toBe(1)
      expect(dropped).toEqual([[CACHE_TAGS.blogLists, CACHE_TAGS.blogArticles]])
      expect((await readPublicationRow(handles[1], post.id)).status).toBe('published')
      expect((await publishJobsOf(handles[1], post.id)).map((job) => job.state)).toEqual(['sent'])
    } finally {
      await close()
    }
  })

  test('a new time replaces the plan and a draft cancels it: the old times publish nothing', async () => {
    const { admin, clock, worker } = harness(getDb())
    const first = clock.iso(HOUR)
    const post = await admin.create(postInput('Átütemezve', { status: 'scheduled', publishAt: first }))
    const second = clock.iso(2 * HOUR)
    const update = (publication: Parameters<typeof postInput>[1]) =>
      admin.update({ id: post.id, ...postInput('Átütemezve', publication) })
    await update({ status: 'scheduled', publishAt: second })
    expect((await publishJobsOf(getDb(), post.id)).map((job) => [job.state, job.due_at])).toEqual([
      ['cancelled', first],
      ['planned', second],
    ])

    clock.advance(HOUR)
    expect(await worker.runDue()).toBe(0)
    expect((await readPublicationRow(getDb(), post.id)).status).toBe('scheduled')

    await update({ status: 'draft' })
    expect((await publishJobsOf(getDb(), post.id)).map((job) => job.state)).toEqual(['cancelled', 'cancelled'])
    clock.advance(HOUR)
    expect(await worker.runDue()).toBe(0)
    expect(await readPublicationRow(getDb(), post.id)).toMatchObject({ status: 'draft', publish_at: null })

    // A time given up and chosen again is planned again.
    const third = clock.iso(HOUR)
    await update({ status: 'scheduled', publishAt: third })
    await update({ status: 'draft' })
    await update({ status: 'scheduled', publishAt: third })
    clock.advance(HOUR)
    expect(await worker.runDue()).toBe(1)
    expect((await readPublicationRow(getDb(), post.id)).status).toBe('published')
  })

  test('an update that names no publication leaves the status, time and plan as they are', async () => {
    const { admin, clock } = harness(getDb())
    const publishAt = clock.iso(HOUR)
    const post = await admin.create(postInput('Ütemezve marad', { status: 'scheduled', publishAt }))
    const content = { ...postInput('Új cím, ugyanaz az idő', { status: 'published' }), publication: undefined }
    expect((await admin.update({ id: post.id, ...content })).title).toBe('Új cím, ugyanaz az idő')
    expect(await readPublicationRow(getDb(), post.id)).toMatchObject({ status: 'scheduled', publish_at: publishAt })
    expect((await publishJobsOf(getDb(), post.id)).map((job) => job.state)).toEqual(['planned'])
  })

  test('a time already past is refused and changes nothing', async () => {
    const { admin, clock } = harness(getDb())
    const past = { status: 'scheduled', publishAt: clock.iso(-60_000) } as const
    const refused = await refusal(admin.create(postInput('Múltbéli', past)))
    expect([refused.code, refused.message]).toEqual(['BAD_REQUEST', BlogPublicationMessages.publishAtInPast])
    expect(await countPosts(getDb().db)).toBe(0)

    const draft = await admin.create(postInput('Piszkozat', { status: 'draft' }))
    const before = await readPublicationRow(getDb(), draft.id)
    expect((await refusal(admin.update({ id: draft.id, ...postInput('Új cím', past) }))).code).toBe('BAD_REQUEST')
    expect(await readPublicationRow(getDb(), draft.id)).toEqual(before)
    expect((await admin.adminById({ id: draft.id })).title).toBe('Piszkozat')
    expect(await publishJobsOf(getDb(), draft.id)).toEqual([])
  })

  test('a post whose time passed while no instance ran is published when one runs again, dated that day', async () => {
    const { admin, clock, worker } = harness(getDb())
    const post = await admin.create(postInput('Leállás után', { status: 'scheduled', publishAt: clock.iso(60_000) }))
    clock.advance(3 * DAY)
    expect(await worker.runDue()).toBe(1)
    expect(await readPublicationRow(getDb(), post.id)).toMatchObject({ status: 'published', date: '2026-12-04' })
  })

  test('a draft takes the day it is published as its date; later saves keep it', async () => {
    const { admin, clock } = harness(getDb())
    const post = await admin.create(postInput('Később megjelenő', { status: 'draft' }))
    expect(post.date).toBe('2026-12-01')
    clock.advance(2 * DAY)
    const published = await admin.update({ id: post.id, ...postInput('Később megjelenő', { status: 'published' }) })
    expect(published.date).toBe('2026-12-03')
    clock.advance(DAY)
    const edited = await admin.update({ id: post.id, ...postInput('Javított cím', { status: 'published' }) })
    expect(edited.date).toBe('2026-12-03')
  })

  test('a preview link opens its post whatever its status until it is replaced or revoked; only its hash is kept', async () => {
    const { admin, viewer, visitor } = harness(getDb())
    const post = await admin.create(postInput('Előnézetben', { status: 'draft' }))
    const { token } = await admin.createPreviewLink({ id: post.id })
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect((await readPublicationRow(getDb(), post.id)).preview_token_hash).toBe(
      createHash('sha256').update(token).digest('hex'),
    )
    expect((await admin.adminById({ id: post.id })).hasPreviewLink).toBe(true)
    const opened = await visitor.openPreview({ token })
    expect(opened.post).toMatchObject({
      id: post.id,
      title: 'Előnézetben',
      content: '<p>Előnézetben teljes szövege.</p>',
    })

    const { token: replacement } = await admin.createPreviewLink({ id: post.id })
    const stale = await refusal(visitor.openPreview({ token }))
    expect([stale.code, stale.message]).toEqual(['NOT_FOUND', BLOG_PREVIEW_NOT_FOUND_MESSAGE])
    expect((await visitor.openPreview({ token: replacement })).post.id).toBe(post.id)

    expect(await admin.revokePreviewLink({ id: post.id })).toEqual({ ok: true })
    expect((await refusal(visitor.openPreview({ token: replacement }))).code).toBe('NOT_FOUND')
    expect((await admin.adminById({ id: post.id })).hasPreviewLink).toBe(false)

    expect((await refusal(visitor.openPreview({ token: 'rövid' }))).code).toBe('BAD_REQUEST')
    expect((await refusal(visitor.createPreviewLink({ id: post.id }))).code).toBe('UNAUTHORIZED')
    expect((await refusal(viewer.createPreviewLink({ id: post.id }))).code).toBe('FORBIDDEN')
    expect((await refusal(viewer.revokePreviewLink({ id: post.id }))).code).toBe('FORBIDDEN')
    expect((await refusal(admin.createPreviewLink({ id: post.id + 1 }))).code).toBe('NOT_FOUND')
  })

  test('the posts stored before statuses existed are published', async () => {
    const { db } = getDb()
    const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } })
    const down = await migrator.migrateTo('2026-11-27T06-00-00_add_registration_trash_and_history')
    expect(down.error).toBeUndefined()
    await sql`INSERT INTO blog_posts (id, title, excerpt, content, date, author, category, tags, image, full_image)
      VALUES (1, 't', 'e', NULL, '2025-01-01', 'a', 'Trendek', '[]', '', '')`.execute(db)
    await migrateToLatest(db)
    expect(await readPublicationRow(getDb(), 1)).toEqual({
      status: 'published',
      publish_at: null,
      date: '2025-01-01',
      preview_token_hash: null,
    })
  })

  test('pages, the sitemap and the feed leave a draft out; its address is a 404; the preview answer is never stored', async () => {
    const site = await testApp({ db: getDb() })
    try {
      await ensureBuiltInPosts(getDb().db)
      const cookie = await sessionCookieFor(site.app, await createUser(getDb()))
      const created = await postProcedure(site.app, 'blog.create', postInput('Titkos piszkozat', { status: 'draft' }), {
        headers: { cookie },
      })
      const { id } = created.json<{ result: { data: { id: number } } }>().result.data
      const get = (url: string) => site.app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME_USER_AGENT } })

      for (const url of ['/', '/blog', '/blog?kategoria=trendek', '/sitemap.xml', '/rss.xml', '/blog/8']) {
        const response = await get(url)
        expect(response.statusCode, url).toBe(200)
        expect(response.body, url).not.toContain('Titkos piszkozat')
        expect(response.body, url).not.toContain(`/blog/${id}`)
      }
      const article = await get(`/blog/${id}`)
      expect(article.statusCode).toBe(404)
      expect(article.body).toContain(BlogMessages.notFound)
      expect(article.body).not.toContain('Titkos piszkozat')

      const preview = await get(BLOG_PREVIEW_PATH)
      expect(preview.statusCode).toBe(200)
      expect(preview.body).toContain('<meta name="robots" content="noindex, nofollow" />')
      const link = await postProcedure(site.app, 'blog.createPreviewLink', { id }, { headers: { cookie } })
      const { token } = link.json<{ result: { data: { token: string } } }>().result.data
      const opened = await postProcedure(site.app, 'blog.openPreview', { token })
      expect(opened.statusCode).toBe(200)
      expect(opened.body).toContain('Titkos piszkozat')
      expect(opened.headers['cache-control']).toBe('private, no-store')
    } finally {
      await site.close()
    }
  })
})

describeWithRedis('a scheduled post on two instances', () => {
  for (const dialect of ['sqlite', 'mysql'] as const) {
    test.skipIf(dialect === 'mysql' && !mysqlAvailable)(
      `[${dialect}] appears at its time on both, published once, with both render caches dropped`,
      async () => {
        const { handles, close } = await twoHandlesOnOneDatabase(dialect)
        let now = OUTBOX_START
        const redisKeyPrefix = testKeyPrefix()
        const instance = (db: DbHandle) =>
          testApp({ db, env: { REDIS_URL: TEST_REDIS_URL }, services: { now: () => now, redisKeyPrefix } })
        const sites: TestApp[] = [await instance(handles[0]), await instance(handles[1])]
        try {
          await ensureBuiltInPosts(handles[0].db)
          const getPage = (site: TestApp, url: string) =>
            site.app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME_USER_AGENT } })
          const getBlog = (site: TestApp) => getPage(site, '/blog')
          for (const site of sites) {
            await getBlog(site)
            expect((await getBlog(site)).headers['x-render-cache']).toBe('hit')
          }

          const cookie = await sessionCookieFor(sites[0]!.app, await createUser(handles[0]))
          const title = 'Időzített cikk két példányon'
          const publishAt = new Date(now + 10 * 60_000).toISOString()
          const created = await postProcedure(
            sites[0]!.app,
            'blog.create',
            postInput(title, { status: 'scheduled', publishAt }),
            { headers: { cookie } },
          )
          expect(created.statusCode, created.body).toBe(200)
          const { id } = created.json<{ result: { data: { id: number } } }>().result.data
          for (const site of sites) {
            const page = await getBlog(site)
            expect(page.headers['x-render-cache']).toBe('hit')
            expect(page.body).not.toContain(title)
            // Its address is a 404, kept in the cache like any missing page.
            expect((await getPage(site, `/blog/${id}`)).statusCode).toBe(404)
            const again = await getPage(site, `/blog/${id}`)
            expect([again.statusCode, again.headers['x-render-cache']]).toEqual([404, 'hit'])
          }
          expect(await Promise.all(sites.map((site) => site.runOutbox()))).toEqual([0, 0])

          now = Date.parse(publishAt)
          const ran = await Promise.all(sites.map((site) => site.runOutbox()))
          expect(ran.reduce((sum, count) => sum + count, 0)).toBe(1)
          for (const site of sites) {
            const page = await waitUntil(
              () => getBlog(site),
              (response) => response.body.includes(title),
              { timeoutMs: 1000 },
            )
            expect(page.headers['x-render-cache']).toBe('miss')
            const article = await getPage(site, `/blog/${id}`)
            expect([article.statusCode, article.headers['x-render-cache']]).toEqual([200, 'miss'])
            expect(article.body).toContain(title)
          }
          expect(await Promise.all(sites.map((site) => site.runOutbox()))).toEqual([0, 0])
          expect((await publishJobsOf(handles[0], id)).map((job) => job.state)).toEqual(['sent'])
        } finally {
          await Promise.all(sites.map((site) => site.close()))
          await close()
        }
      },
    )
  }
})

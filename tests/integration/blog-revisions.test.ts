import { expect, test } from 'vitest'
import type { ValidatedSession } from '../../server/auth/session'
import { envWith } from '../../server/env'
import { CACHE_TAGS, RenderCache } from '../../server/render/render-cache'
import { insertPost } from '../../server/repositories/blog.repository'
import { createAppServices } from '../../server/services/app-services'
import { listFeedBlogPosts } from '../../server/services/blog.service'
import { BlogMessages } from '../../shared/schemas/blog'
import { BLOG_REVISIONS_KEPT, BlogDraftMessages } from '../../shared/schemas/blog-revisions'
import { blogPostInput, storedPost } from '../factories'
import { testCaller } from '../setup/context'
import { refusal } from '../setup/refusal'
import { describeEachDialect } from '../setup/test-db'

const POST_ID = 1_700_000_000_000
const OTHER_POST_ID = 1_600_000_000_000
/** 2026-11-27 13:02 in Budapest. */
const START = Date.parse('2026-11-27T12:02:00.000Z')

function session(userId: number, email: string, role = 'admin'): ValidatedSession {
  return { session: { id: `s${userId}`, expiresAt: Date.now() + 60_000 }, user: { id: userId, email, role } }
}

describeEachDialect('blog revisions and drafts', (getDb) => {
  const harness = async () => {
    await insertPost(getDb().db, storedPost({ id: POST_ID, title: 'Élő cím', content: '<p>Élő szöveg</p>' }))
    await insertPost(getDb().db, storedPost({ id: OTHER_POST_ID, title: 'Másik cikk' }))
    const clock = { now: START }
    const renderCache = new RenderCache()
    const services = {
      ...createAppServices(envWith({ NODE_ENV: 'test' }), getDb(), { now: () => clock.now }),
      renderCache,
    }
    const as = (userId: number, email: string, role?: string) =>
      testCaller(getDb(), { services, session: session(userId, email, role) }).caller
    return {
      clock,
      renderCache,
      admin: as(1, 'anna@example.com'),
      otherAdmin: as(2, 'bela@example.com'),
      viewer: as(3, 'viewer@example.com', 'viewer'),
      anonymous: testCaller(getDb(), { services }).caller,
    }
  }

  const revisionCount = async () =>
    (await getDb().db.selectFrom('blog_post_revisions').select('id').where('post_id', '=', POST_ID).execute()).length

  test(`every save keeps a revision with its admin and time; only the newest ${BLOG_REVISIONS_KEPT} stay, the oldest dropped`, async () => {
    const { admin, otherAdmin } = await harness()
    await admin.blog.update({ id: OTHER_POST_ID, ...blogPostInput({ title: 'A másik cikk revíziója' }) })
    const saves = BLOG_REVISIONS_KEPT + 2
    for (let save = 1; save <= saves; save += 1) {
      const caller = save === saves ? otherAdmin : admin
      await caller.blog.update({ id: POST_ID, ...blogPostInput({ title: `Cím ${save}` }) })
    }

    const revisions = await admin.admin.blogRevisions.byPost({ id: POST_ID })
    expect(revisions).toHaveLength(BLOG_REVISIONS_KEPT)
    expect(await revisionCount()).toBe(BLOG_REVISIONS_KEPT)
    expect(revisions[0]).toMatchObject({ postId: POST_ID, kind: 'save', savedByEmail: 'bela@example.com' })
    expect(revisions[1]).toMatchObject({ kind: 'save', savedByEmail: 'anna@example.com' })
    expect(revisions.map((revision) => revision.id)).toEqual(
      revisions.map((revision) => revision.id).sort((a, b) => b - a),
    )
    expect(Date.parse(revisions[0]!.savedAt)).toBeGreaterThanOrEqual(Date.parse(revisions[1]!.savedAt))

    const newest = await admin.admin.blogRevisions.compare({ revisionId: revisions[0]!.id })
    expect(newest.revision.fields.title).toBe(`Cím ${saves}`)
    const oldestKept = await admin.admin.blogRevisions.compare({ revisionId: revisions.at(-1)!.id })
    expect(oldestKept.revision.fields.title).toBe(`Cím ${saves - BLOG_REVISIONS_KEPT + 1}`)
    expect(oldestKept).toMatchObject({ previous: null, changes: [] })
    // Pruning is per post: the other post keeps its one revision.
    expect(await admin.admin.blogRevisions.byPost({ id: OTHER_POST_ID })).toHaveLength(1)
  })

  test('a revision shows what changed in the title, excerpt and text since the one before it', async () => {
    const { admin } = await harness()
    await admin.blog.update({
      id: POST_ID,
      ...blogPostInput({ title: 'Nyitvatartás', content: '<p>A patika reggel nyit.</p>' }),
    })
    await admin.blog.update({
      id: POST_ID,
      ...blogPostInput({ title: 'Nyitvatartás', content: '<p>A patika este nyit.</p>', category: 'Adatvédelem' }),
    })
    const [second, first] = await admin.admin.blogRevisions.byPost({ id: POST_ID })

    const comparison = await admin.admin.blogRevisions.compare({ revisionId: second!.id })
    expect(comparison.previous).toEqual(first)
    expect(comparison.changes).toEqual([
      {
        field: 'content',
        parts: [
          { kind: 'same', text: '<p>A patika ' },
          { kind: 'removed', text: 'reggel' },
          { kind: 'added', text: 'este' },
          { kind: 'same', text: ' nyit.</p>' },
        ],
      },
    ])
    expect(comparison.revision.fields).toMatchObject({ category: 'Adatvédelem', content: '<p>A patika este nyit.</p>' })
  })

  test('restoring an earlier revision makes it the post’s draft and leaves the live post until the draft is published', async () => {
    const { admin, clock } = await harness()
    await admin.blog.update({ id: POST_ID, ...blogPostInput({ title: 'Első változat', content: '<p>Első</p>' }) })
    await admin.blog.update({ id: POST_ID, ...blogPostInput({ title: 'Második változat', content: '<p>Második</p>' }) })
    const [, first] = await admin.admin.blogRevisions.byPost({ id: POST_ID })

    clock.now += 60_000
    const draft = await admin.admin.blogRevisions.restore({ revisionId: first!.id })
    expect(draft).toMatchObject({
      postId: POST_ID,
      fields: { title: 'Első változat', content: '<p>Első</p>' },
      savedAt: new Date(clock.now).toISOString(),
      savedByEmail: 'anna@example.com',
    })
    expect(await admin.admin.blogDrafts.byPost({ id: POST_ID })).toEqual(draft)
    expect((await admin.blog.byId({ id: POST_ID })).title).toBe('Második változat')
    const revisions = await admin.admin.blogRevisions.byPost({ id: POST_ID })
    expect(revisions.map((revision) => revision.kind)).toEqual(['restore', 'save', 'save'])

    const published = await admin.admin.blogDrafts.publish({ id: POST_ID, savedAt: draft.savedAt })
    expect(published).toMatchObject({ title: 'Első változat', content: '<p>Első</p>' })
    expect((await admin.blog.byId({ id: POST_ID })).title).toBe('Első változat')
    expect(await admin.admin.blogDrafts.byPost({ id: POST_ID })).toBeNull()
    expect((await admin.admin.blogRevisions.byPost({ id: POST_ID }))[0]?.kind).toBe('publish')
  })

  test('a pending change of a published post alters no public surface until it is published', async () => {
    const { admin, anonymous, renderCache, clock } = await harness()
    const page = { status: 200, html: '<p></p>', etag: '"1"' }
    const cached = {
      '/blog': [CACHE_TAGS.blogLists],
      [`/blog/${POST_ID}`]: [CACHE_TAGS.blogArticles, CACHE_TAGS.blogPost(POST_ID)],
      [`/blog/${OTHER_POST_ID}`]: [CACHE_TAGS.blogArticles, CACHE_TAGS.blogPost(OTHER_POST_ID)],
    }
    for (const [path, tags] of Object.entries(cached)) renderCache.set(path, { ...page, tags }, renderCache.generation)
    const publicView = async () => ({
      post: await anonymous.blog.byId({ id: POST_ID }),
      article: await anonymous.blog.article({ id: POST_ID }),
      list: await anonymous.blog.list(),
      latest: await anonymous.blog.latest(),
      related: await anonymous.blog.related({ id: OTHER_POST_ID }),
      feed: await listFeedBlogPosts({ db: getDb().db, log: console }),
    })
    const before = await publicView()

    const change = blogPostInput({ title: 'Új cím', excerpt: 'Új kivonat', content: '<p>Új szöveg</p>' })
    await admin.admin.blogDrafts.save({ id: POST_ID, kind: 'draft', ...change })
    clock.now += 5000
    const autosaved = await admin.admin.blogDrafts.save({
      id: POST_ID,
      kind: 'autosave',
      ...change,
      content: '<p>Új szöveg, bővebben</p>',
    })

    expect(await publicView()).toEqual(before)
    expect(before.post.title).toBe('Élő cím')
    for (const path of Object.keys(cached)) expect(renderCache.get(path)).toBeDefined()

    await admin.admin.blogDrafts.publish({ id: POST_ID, savedAt: autosaved.savedAt })
    const after = await publicView()
    expect(after.post).toMatchObject({ title: 'Új cím', excerpt: 'Új kivonat', content: '<p>Új szöveg, bővebben</p>' })
    expect(after.list.items.find((item) => item.id === POST_ID)?.title).toBe('Új cím')
    expect(after.feed.find((item) => item.id === POST_ID)?.title).toBe('Új cím')
    expect(renderCache.get('/blog')).toBeUndefined()
    expect(renderCache.get(`/blog/${POST_ID}`)).toBeUndefined()
  })

  test('autosaves by one admin in a row are one revision, which the same admin’s next save takes the place of', async () => {
    const { admin, otherAdmin, clock } = await harness()
    for (const word of ['egy', 'kettő', 'három']) {
      clock.now += 5000
      await admin.admin.blogDrafts.save({ id: POST_ID, kind: 'autosave', ...blogPostInput({ title: word }) })
    }
    const [autosave] = await admin.admin.blogRevisions.byPost({ id: POST_ID })
    expect(await revisionCount()).toBe(1)
    expect(autosave).toMatchObject({ kind: 'autosave', savedAt: new Date(clock.now).toISOString() })
    expect((await admin.admin.blogRevisions.compare({ revisionId: autosave!.id })).revision.fields.title).toBe('három')

    // Another admin's autosave is a revision of its own; their draft save then takes its place.
    await otherAdmin.admin.blogDrafts.save({ id: POST_ID, kind: 'autosave', ...blogPostInput({ title: 'négy' }) })
    await otherAdmin.admin.blogDrafts.save({ id: POST_ID, kind: 'draft', ...blogPostInput({ title: 'öt' }) })
    await otherAdmin.admin.blogDrafts.save({ id: POST_ID, kind: 'autosave', ...blogPostInput({ title: 'hat' }) })
    const summaries = async () =>
      (await admin.admin.blogRevisions.byPost({ id: POST_ID })).map(({ kind, savedByEmail }) => [kind, savedByEmail])
    expect(await summaries()).toEqual([
      ['autosave', 'bela@example.com'],
      ['draft', 'bela@example.com'],
      ['autosave', 'anna@example.com'],
    ])
    expect((await admin.admin.blogDrafts.byPost({ id: POST_ID }))?.fields.title).toBe('hat')

    // A restore does not take an autosave's place: the autosaved text stays restorable.
    const [, draftRevision] = await admin.admin.blogRevisions.byPost({ id: POST_ID })
    await otherAdmin.admin.blogRevisions.restore({ revisionId: draftRevision!.id })
    expect((await summaries()).slice(0, 2)).toEqual([
      ['restore', 'bela@example.com'],
      ['autosave', 'bela@example.com'],
    ])
    // The live save that follows an autosave of the same admin replaces it.
    await admin.admin.blogDrafts.save({ id: POST_ID, kind: 'autosave', ...blogPostInput({ title: 'hét' }) })
    await admin.blog.update({ id: POST_ID, ...blogPostInput({ title: 'nyolc' }) })
    expect((await summaries()).slice(0, 2)).toEqual([
      ['save', 'anna@example.com'],
      ['restore', 'bela@example.com'],
    ])
  })

  test('a draft is stored as a save would store it: its HTML sanitised', async () => {
    const { admin } = await harness()
    const draft = await admin.admin.blogDrafts.save({
      id: POST_ID,
      kind: 'draft',
      ...blogPostInput({ content: '<p onclick="x()">Szöveg</p><script>alert(1)</script>' }),
    })
    expect(draft.fields.content).toBe('<p>Szöveg</p>')
    expect((await admin.admin.blogDrafts.byPost({ id: POST_ID }))?.fields.content).toBe('<p>Szöveg</p>')
  })

  test('saving the live post ends its draft; discarding a draft leaves the live post as it was', async () => {
    const { admin } = await harness()
    await admin.admin.blogDrafts.save({ id: POST_ID, kind: 'draft', ...blogPostInput({ title: 'Vázlat' }) })
    await admin.blog.update({ id: POST_ID, ...blogPostInput({ title: 'Mentve élőben' }) })
    expect(await admin.admin.blogDrafts.byPost({ id: POST_ID })).toBeNull()

    await admin.admin.blogDrafts.save({ id: POST_ID, kind: 'draft', ...blogPostInput({ title: 'Elvetendő' }) })
    expect(await admin.admin.blogDrafts.discard({ id: POST_ID })).toEqual({ ok: true })
    expect(await admin.admin.blogDrafts.byPost({ id: POST_ID })).toBeNull()
    expect((await admin.blog.byId({ id: POST_ID })).title).toBe('Mentve élőben')
    expect((await refusal(admin.admin.blogDrafts.discard({ id: POST_ID }))).code).toBe('NOT_FOUND')
  })

  test('publishing refuses a draft saved again since the editor opened it, and a post without a draft', async () => {
    const { admin, otherAdmin, clock } = await harness()
    const opened = await admin.admin.blogDrafts.save({ id: POST_ID, kind: 'draft', ...blogPostInput({ title: 'A' }) })
    clock.now += 5000
    await otherAdmin.admin.blogDrafts.save({ id: POST_ID, kind: 'autosave', ...blogPostInput({ title: 'B' }) })

    const stale = await refusal(admin.admin.blogDrafts.publish({ id: POST_ID, savedAt: opened.savedAt }))
    expect(stale).toMatchObject({ code: 'CONFLICT', message: BlogDraftMessages.draftChanged })
    expect((await admin.blog.byId({ id: POST_ID })).title).toBe('Élő cím')
    expect((await admin.admin.blogDrafts.byPost({ id: POST_ID }))?.fields.title).toBe('B')

    const none = await refusal(admin.admin.blogDrafts.publish({ id: OTHER_POST_ID, savedAt: opened.savedAt }))
    expect(none).toMatchObject({ code: 'NOT_FOUND', message: BlogDraftMessages.noDraft })
  })

  test('drafts and revisions are for admins only; an unknown post or revision and a bad draft change nothing', async () => {
    const { admin, viewer, anonymous } = await harness()
    const save = { id: POST_ID, kind: 'draft' as const, ...blogPostInput() }
    expect((await refusal(anonymous.admin.blogDrafts.save(save))).code).toBe('UNAUTHORIZED')
    expect((await refusal(viewer.admin.blogDrafts.save(save))).code).toBe('FORBIDDEN')
    expect((await refusal(viewer.admin.blogRevisions.byPost({ id: POST_ID }))).code).toBe('FORBIDDEN')
    expect((await refusal(anonymous.admin.blogDrafts.byPost({ id: POST_ID }))).code).toBe('UNAUTHORIZED')

    const missing = await refusal(admin.admin.blogDrafts.save({ ...save, id: 42 }))
    expect(missing).toMatchObject({ code: 'NOT_FOUND', message: BlogMessages.notFound })
    const unknownRevision = await refusal(admin.admin.blogRevisions.restore({ revisionId: 999_999 }))
    expect(unknownRevision).toMatchObject({ code: 'NOT_FOUND', message: BlogDraftMessages.revisionNotFound })
    expect((await refusal(admin.admin.blogRevisions.compare({ revisionId: 999_999 }))).code).toBe('NOT_FOUND')
    expect((await refusal(admin.admin.blogDrafts.save({ ...save, title: '' }))).code).toBe('BAD_REQUEST')
    expect((await refusal(admin.admin.blogDrafts.save({ ...save, kind: 'publish' as 'draft' }))).code).toBe(
      'BAD_REQUEST',
    )

    expect(await admin.admin.blogDrafts.byPost({ id: POST_ID })).toBeNull()
    expect(await revisionCount()).toBe(0)
  })

  test('creating a post keeps its first revision, with the cleaned fields it was stored with', async () => {
    const { admin } = await harness()
    const created = await admin.blog.create(
      blogPostInput({ title: 'Új cikk', content: '<p>Szöveg</p><script>x()</script>', tags: ['a', ''] }),
    )
    const [first, ...others] = await admin.admin.blogRevisions.byPost({ id: created.id })
    expect(others).toEqual([])
    expect(first).toMatchObject({ postId: created.id, kind: 'save', savedByEmail: 'anna@example.com' })
    const { revision } = await admin.admin.blogRevisions.compare({ revisionId: first!.id })
    expect(revision.fields).toMatchObject({ title: 'Új cikk', content: '<p>Szöveg</p>', tags: ['a'] })
  })

  test('the admin list marks a post with a draft of changes until the draft is published', async () => {
    const { admin } = await harness()
    const flags = async () =>
      Object.fromEntries((await admin.blog.adminList({})).items.map((post) => [post.id, post.hasDraft]))
    expect(await flags()).toEqual({ [POST_ID]: false, [OTHER_POST_ID]: false })
    const { savedAt } = await admin.admin.blogDrafts.save({
      id: POST_ID,
      kind: 'draft',
      ...blogPostInput({ title: 'Új cím' }),
    })
    expect(await flags()).toEqual({ [POST_ID]: true, [OTHER_POST_ID]: false })
    await admin.admin.blogDrafts.publish({ id: POST_ID, savedAt })
    expect(await flags()).toEqual({ [POST_ID]: false, [OTHER_POST_ID]: false })
  })

  test('deleting a post deletes its draft and revisions', async () => {
    const { admin } = await harness()
    await admin.blog.update({ id: POST_ID, ...blogPostInput({ title: 'Mentett' }) })
    await admin.admin.blogDrafts.save({ id: POST_ID, kind: 'draft', ...blogPostInput({ title: 'Vázlat' }) })
    await admin.blog.delete({ id: POST_ID })
    expect(await revisionCount()).toBe(0)
    expect(await getDb().db.selectFrom('blog_post_drafts').select('post_id').execute()).toEqual([])
  })

  test('concurrent draft saves of one post leave one draft, the last one written, and a revision each', async () => {
    const { admin, otherAdmin } = await harness()
    await Promise.all([
      admin.admin.blogDrafts.save({ id: POST_ID, kind: 'draft', ...blogPostInput({ title: 'Anna' }) }),
      otherAdmin.admin.blogDrafts.save({ id: POST_ID, kind: 'draft', ...blogPostInput({ title: 'Béla' }) }),
    ])
    const drafts = await getDb().db.selectFrom('blog_post_drafts').select('post_id').execute()
    expect(drafts).toHaveLength(1)
    const [newest] = await admin.admin.blogRevisions.byPost({ id: POST_ID })
    const stored = await admin.admin.blogDrafts.byPost({ id: POST_ID })
    expect(stored?.fields.title).toBe(newest?.savedByEmail === 'anna@example.com' ? 'Anna' : 'Béla')
    expect(await revisionCount()).toBe(2)
  })
})

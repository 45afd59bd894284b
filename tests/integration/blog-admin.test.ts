import { expect, test } from 'vitest'
import type { ValidatedSession } from '../../server/auth/session'
import { envWith } from '../../server/env'
import { CACHE_TAGS, RenderCache } from '../../server/render/render-cache'
import { countPosts } from '../../server/repositories/blog.repository'
import { createAppServices } from '../../server/services/app-services'
import { ensureBuiltInPosts } from '../../server/services/blog.service'
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
    renderCache.set('/blog', { ...page, tags: [CACHE_TAGS.blogLists] })
    renderCache.set('/blog/3', { ...page, tags: [CACHE_TAGS.blogArticles, CACHE_TAGS.blogPost(3)] })
    renderCache.set('/tortenetunk', { ...page, tags: [] })

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
})

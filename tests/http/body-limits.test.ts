import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createSession, generateSessionToken } from '../../server/auth/session'
import { CONTENT_BODY_LIMIT_BYTES, SMALL_BODY_LIMIT_BYTES } from '../../shared/api-limits'
import { BLOG_COVER_MAX_BYTES, BlogCoverMessages } from '../../shared/blog-covers'
import { BLOG_CATEGORIES } from '../../shared/schemas/blog'
import { createUser } from '../factories'
import { postProcedure, TEST_SITE, testApp, type TestApp } from '../setup/http-app'
import { openRequest } from '../setup/raw-request'

let site: TestApp
let adminCookie: string
/** Where the app listens, for requests whose body is sent piece by piece. */
let socketOrigin: string

beforeAll(async () => {
  site = await testApp()
  const admin = await createUser(site.db)
  const login = await postProcedure(site.app, 'admin.login', { email: admin.email, password: admin.password })
  adminCookie = String(login.headers['set-cookie']).split(';')[0]!
  await site.app.listen({ port: 0, host: '127.0.0.1' })
  socketOrigin = `http://127.0.0.1:${(site.app.server.address() as AddressInfo).port}`
})

afterAll(() => site.close())

/** A webinar registration padded to about `bytes` with a long name (validation would refuse it, if it got there). */
const paddedWebinar = (bytes: number) =>
  JSON.stringify({ fullName: 'x'.repeat(bytes), email: 'a@pelda.hu', company: '', submissionId: 'x', formToken: 'x' })

const post = (bytes: number) => ({
  title: 'Nagy cikk',
  excerpt: 'Kivonat',
  content: `<p>${'x'.repeat(bytes)}</p>`,
  category: BLOG_CATEGORIES[0],
  tags: [],
})

const expectTooLarge = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(413)
  expect(response.json()).toEqual({ error: 'Request body is too large' })
}

test('a 40 KB body to an anonymous form procedure is refused with 413 before it is parsed', async () => {
  expectTooLarge(await postProcedure(site.app, 'forms.webinar', paddedWebinar(40_000)))
})

test('a body just under the small limit still reaches the procedure', async () => {
  const response = await postProcedure(site.app, 'forms.webinar', paddedWebinar(SMALL_BODY_LIMIT_BYTES - 200))
  expect(response.statusCode).toBe(400)
  expect(response.json()).toMatchObject({ error: { data: { path: 'forms.webinar' } } })
})

test('a streamed body without a length is cut off at the small limit', async () => {
  const response = await site.app.inject({
    method: 'POST',
    url: '/trpc/forms.webinar',
    headers: { 'content-type': 'application/json', origin: TEST_SITE },
    payload: Readable.from([paddedWebinar(40_000)]),
  })
  expectTooLarge(response)
})

test('admin.login gets the small limit too', async () => {
  expectTooLarge(
    await postProcedure(site.app, 'admin.login', JSON.stringify({ email: 'a@b.hu', password: 'x'.repeat(40_000) })),
  )
})

test('a batch that names a small procedure beside blog.create gets the small limit', async () => {
  const batch = JSON.stringify({ 0: post(40_000), 1: JSON.parse(paddedWebinar(10)) as unknown })
  expectTooLarge(
    await postProcedure(site.app, 'blog.create,forms.webinar?batch=1', batch, { headers: { cookie: adminCookie } }),
  )
})

test('an admin may send a 5 MB cover to blog.uploadCover: it reaches the check of its content', async () => {
  const dataUrl = `data:image/png;base64,${'A'.repeat(Math.floor((BLOG_COVER_MAX_BYTES / 3) * 4))}`
  const response = await postProcedure(site.app, 'blog.uploadCover', { dataUrl }, { headers: { cookie: adminCookie } })
  expect(response.statusCode).toBe(400)
  expect(JSON.stringify(response.json())).toContain(BlogCoverMessages.notAnImage)
})

test('a signed-out caller declaring a 7 MB body to an admin path is refused with 413 after its first piece', async () => {
  const upload = openRequest(
    socketOrigin,
    'POST /trpc/admin.anything HTTP/1.1\r\n' +
      'Host: 127.0.0.1\r\n' +
      `Origin: ${TEST_SITE}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${CONTENT_BODY_LIMIT_BYTES}\r\n\r\n`,
  )
  upload.write(Buffer.alloc(64 * 1024, 'x'))
  // The server answers and closes the connection while the rest of the body is still to come.
  expect((await upload.closedWithin(3000)).statusCode).toBe(413)
})

test('a signed-out body streamed without a length to blog.uploadCover is cut off at the small limit', async () => {
  const response = await site.app.inject({
    method: 'POST',
    url: '/trpc/blog.uploadCover',
    headers: { 'content-type': 'application/json', origin: TEST_SITE },
    payload: Readable.from([JSON.stringify({ dataUrl: `data:image/png;base64,${'A'.repeat(100_000)}` })]),
  })
  expectTooLarge(response)
})

test('a signed-in user without the admin role gets the small limit on the content procedures', async () => {
  const viewer = await createUser(site.db, { role: 'viewer' })
  const token = generateSessionToken()
  await createSession(site.db.db, token, viewer.id)
  expectTooLarge(
    await postProcedure(site.app, 'blog.create', post(40_000), { headers: { cookie: `session=${token}` } }),
  )
})

test('blog.create still has a ceiling', async () => {
  expectTooLarge(
    await postProcedure(site.app, 'blog.update', post(CONTENT_BODY_LIMIT_BYTES + 1), {
      headers: { cookie: adminCookie },
    }),
  )
})

test('other routes take no large bodies either', async () => {
  const response = await site.app.inject({
    method: 'POST',
    url: '/healthz',
    headers: { 'content-type': 'application/json', origin: TEST_SITE },
    payload: JSON.stringify({ padding: 'x'.repeat(40_000) }),
  })
  expect(response.statusCode).not.toBe(200)
  expect(response.body).not.toContain('x'.repeat(100))
})

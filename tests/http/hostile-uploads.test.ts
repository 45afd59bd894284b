import { randomUUID } from 'node:crypto'
import { crc32 } from 'node:zlib'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { COVER_QUEUE_MAX_WAITING } from '../../server/blog/cover-queue'
import { SESSION_COOKIE_NAME } from '../../server/auth/session'
import { BLOG_COVER_DATA_URL_MAX_LENGTH, BlogCoverMessages } from '../../shared/blog-covers'
import { AdminMessages } from '../../shared/schemas/admin'
import { REGISTRATION_EXPORT_PATH, RegistrationAdminMessages } from '../../shared/schemas/admin-registrations'
import { blackPng, createUser, dataUrlOf, flatAvif, picture } from '../factories'
import { snapshotDb } from '../setup/db-snapshot'
import { GatedCoverQueue } from '../setup/gated-cover-queue'
import { expectClearRefusal, FORBIDDEN_TEXT, INJECTION_TEXT } from '../setup/hostile-inputs'
import { postProcedure, readyFormToken, TEST_SITE, testApp, type TestApp, sessionCookieFor } from '../setup/http-app'
import { describeEachDialect } from '../setup/test-db'
import { waitUntil } from '../setup/wait-until'

/** A PNG whose header claims `width` × `height` pixels, with a CRC that checks out and no picture after it. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const chunk = Buffer.concat([Buffer.from('IHDR'), header])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(chunk))
  const length = Buffer.alloc(4)
  length.writeUInt32BE(header.length)
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), length, chunk, crc])
}

/** A multipart body as a browser's FormData sends it, cut short when `complete` is false. */
function multipart(fields: Record<string, string>, { complete = true } = {}) {
  const boundary = '----hostile-boundary'
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: parts.join('') + (complete ? `--${boundary}--\r\n` : ''),
  }
}

/** Like the probe's AVIF (1.3 KB, 6000 × 6600 pixels, seconds of CPU once decoded); made once for both databases. */
let hostileAvif: Promise<Buffer> | undefined
const avifOf6000By6600 = () => (hostileAvif ??= flatAvif(6000, 6600))

describeEachDialect('hostile uploads and exports', (getDb) => {
  let site: TestApp
  let asAdmin: Record<string, string>

  beforeEach(async () => {
    site = await testApp({ db: getDb() })
    const admin = await createUser(getDb())
    asAdmin = { cookie: await sessionCookieFor(site.app, admin) }
  })
  afterEach(() => site.close())

  const sendMultipart = (path: string, body: { contentType: string; body: string }, headers = {}) =>
    site.app.inject({
      method: 'POST',
      url: `/trpc/${path}`,
      headers: { 'content-type': body.contentType, origin: TEST_SITE, ...headers },
      payload: body.body,
    })
  const exportWith = (query: string, headers: Record<string, string> = asAdmin) =>
    site.app.inject({ method: 'GET', url: `${REGISTRATION_EXPORT_PATH}?${query}`, headers })

  test('signed out or with a forged session, the cover upload and the export answer 401 whatever they carry', async () => {
    const cover = dataUrlOf(await picture('image/png'), 'image/png')
    const before = await snapshotDb(getDb())
    for (const [who, headers] of Object.entries<Record<string, string>>({
      'signed out': {},
      'a forged session': { cookie: `${SESSION_COOKIE_NAME}=${randomUUID()}` },
    })) {
      const answers = {
        'a real cover': await postProcedure(site.app, 'blog.uploadCover', { dataUrl: cover }, { headers }),
        'an SVG': await postProcedure(
          site.app,
          'blog.uploadCover',
          { dataUrl: 'data:image/svg+xml;base64,PHN2Zz4=' },
          { headers },
        ),
        'a multipart body': await sendMultipart('blog.uploadCover', multipart({ dataUrl: cover }), headers),
        'the export': await exportWith('', headers),
        'the export with SQL': await exportWith(
          `search=${encodeURIComponent(INJECTION_TEXT['SQL tautology'])}`,
          headers,
        ),
      }
      for (const [what, response] of Object.entries(answers)) {
        expect(expectClearRefusal(response, 401, `${who}: ${what}`)).toBe(AdminMessages.signInRequired)
      }
    }
    expect(await snapshotDb(getDb())).toEqual(before)
  })

  test('an admin’s cover that is no picture of an allowed type is refused with 400 and its reason, storing nothing', async () => {
    const png = await picture('image/png')
    const covers: [string, string, string][] = [
      [
        'an SVG with a script',
        dataUrlOf('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml'),
        BlogCoverMessages.notAnImage,
      ],
      ['HTML sent as a PNG', dataUrlOf(INJECTION_TEXT['HTML script'], 'image/png'), BlogCoverMessages.notAnImage],
      ['a PNG cut short', dataUrlOf(png.subarray(0, png.length / 2), 'image/png'), BlogCoverMessages.unreadable],
      [
        'a PNG claiming 100 000 × 100 000 pixels',
        dataUrlOf(pngClaiming(100_000, 100_000), 'image/png'),
        BlogCoverMessages.unreadable,
      ],
      ['an empty data URL', 'data:image/png;base64,', BlogCoverMessages.notAnImage],
      ['base64 with characters outside it', 'data:image/png;base64,iVBOR<script>', BlogCoverMessages.notAnImage],
      ['an address instead of a data URL', 'https://evil.example/cover.png', BlogCoverMessages.notAnImage],
      ['a javascript: URL', 'javascript:alert(1)', BlogCoverMessages.notAnImage],
      ['a NUL in the type', `data:image/png\u0000;base64,${png.toString('base64')}`, BlogCoverMessages.notAnImage],
      [
        'a data URL one character over the limit',
        `data:image/png;base64,${'A'.repeat(BLOG_COVER_DATA_URL_MAX_LENGTH)}`,
        BlogCoverMessages.tooLarge,
      ],
    ]
    const before = await snapshotDb(getDb())
    for (const [what, dataUrl, reason] of covers) {
      const response = await postProcedure(site.app, 'blog.uploadCover', { dataUrl }, { headers: asAdmin })
      expect(expectClearRefusal(response, 400, what)).toContain(reason)
    }
    expect(await snapshotDb(getDb())).toEqual(before)
  })

  test('multipart bodies, malformed or oversized, are refused with a 4xx on the upload and on a form', async () => {
    const token = await readyFormToken(site, 'webinar')
    const cases: [string, string, { contentType: string; body: string }, Record<string, string>, number][] = [
      [
        'a cover as a form field',
        'blog.uploadCover',
        multipart({ dataUrl: 'data:image/png;base64,AAAA' }),
        asAdmin,
        400,
      ],
      [
        'a body cut off before its end',
        'blog.uploadCover',
        multipart({ dataUrl: 'x' }, { complete: false }),
        asAdmin,
        400,
      ],
      ['no boundary', 'blog.uploadCover', { contentType: 'multipart/form-data', body: 'garbage' }, asAdmin, 400],
      ['an 8 MB body', 'blog.uploadCover', multipart({ dataUrl: 'A'.repeat(8 * 1024 * 1024) }), asAdmin, 413],
      [
        'a form as multipart',
        'forms.webinar',
        multipart({ fullName: 'Kovács Anna', email: 'anna@pelda.hu', submissionId: randomUUID(), formToken: token }),
        {},
        400,
      ],
      ['a 40 KB form', 'forms.webinar', multipart({ fullName: 'x'.repeat(40_000) }), {}, 413],
      ['a NUL in a part name', 'forms.webinar', multipart({ [`full${FORBIDDEN_TEXT['a NUL byte']}`]: 'x' }), {}, 400],
    ]
    const before = await snapshotDb(getDb())
    for (const [what, path, body, headers, status] of cases) {
      expectClearRefusal(await sendMultipart(path, body, headers), status, `${path}: ${what}`)
    }
    expect(await snapshotDb(getDb())).toEqual(before)
  })

  test('the export refuses a hostile filter with 400 naming the field, and SQL in the search matches nothing', async () => {
    const token = await readyFormToken(site, 'join')
    const join = { fullName: 'Tóth Éva', email: 'eva@pelda.hu', pharmacyName: 'Kígyó', submissionId: randomUUID() }
    expect((await postProcedure(site.app, 'forms.join', { ...join, formToken: token })).statusCode).toBe(200)
    const before = await snapshotDb(getDb())
    const filters: [string, string, number, string][] = [
      ['a NUL in the search', 'search=%00', 400, 'Invalid filter: search'],
      ['a right-to-left override', 'search=%E2%80%AE', 400, 'Invalid filter: search'],
      ['a 10 000 character search', `search=${'a'.repeat(10_000)}`, 400, 'Invalid filter: search'],
      ['two searches', 'search=a&search=b', 400, 'Invalid filter: search'],
      ['an impossible day', 'from=2025-13-45', 400, 'Invalid filter: from'],
      ['a day past year 9999', 'to=9999-12-31', 400, 'Invalid filter: to'],
      ['the prototype as a source', 'source=__proto__', 400, 'Invalid filter: source'],
      [
        'SQL as the order',
        `order=${encodeURIComponent(INJECTION_TEXT['SQL statement'])}`,
        400,
        'Invalid filter: order',
      ],
      [
        'a SQL tautology',
        `search=${encodeURIComponent(INJECTION_TEXT['SQL tautology'])}`,
        404,
        RegistrationAdminMessages.nothingToExport,
      ],
      ['SQL wildcards', 'search=%25_%25', 404, RegistrationAdminMessages.nothingToExport],
      [
        'prototype keys',
        '__proto__[source]=webinar&constructor[prototype]=x&source=newsletter',
        404,
        RegistrationAdminMessages.nothingToExport,
      ],
    ]
    for (const [what, query, status, message] of filters) {
      const response = await exportWith(query)
      expect(expectClearRefusal(response, status, what)).toBe(message)
      expect(response.headers['content-type'], what).not.toContain('text/csv')
    }
    expect(await snapshotDb(getDb())).toEqual(before)
  })

  test('the export answers a search ending in the last code point, U+10FFFF, as any other search', async () => {
    const token = await readyFormToken(site, 'join')
    const fullName = 'Tóth Éva\u{10ffff}'
    const join = { fullName, email: 'eva@pelda.hu', pharmacyName: 'Kígyó', submissionId: randomUUID() }
    expect((await postProcedure(site.app, 'forms.join', { ...join, formToken: token })).statusCode).toBe(200)
    const found = await exportWith(`search=${encodeURIComponent('eva\u{10ffff}')}`)
    expect(found.statusCode).toBe(200)
    expect(found.body).toContain(`${fullName};eva@pelda.hu`)
    const none = await exportWith(`search=${encodeURIComponent('toth \u{10ffff}')}`)
    expect(expectClearRefusal(none, 404, 'no word begins with U+10FFFF')).toBe(
      RegistrationAdminMessages.nothingToExport,
    )
  })

  test('a cover of more pixels on a side than a cover needs is refused from its header, before decoding', async () => {
    const covers: [string, Buffer, string][] = [
      ['a 1.5 KB AVIF of 6000 × 6600 pixels', await avifOf6000By6600(), 'image/avif'],
      ['a 6 KB PNG of 100 × 399 000 pixels', blackPng(100, 399_000), 'image/png'],
    ]
    const before = await snapshotDb(getDb())
    for (const [what, bytes, type] of covers) {
      const dataUrl = dataUrlOf(bytes, type)
      const response = await postProcedure(site.app, 'blog.uploadCover', { dataUrl }, { headers: asAdmin })
      expect(expectClearRefusal(response, 400, what)).toBe(BlogCoverMessages.tooManyPixels)
    }
    expect(await snapshotDb(getDb())).toEqual(before)
  })

  test('covers are processed one at a time; an upload past the waiting ones is refused at once with 429', async () => {
    const queue = new GatedCoverQueue()
    const gated = await testApp({ db: getDb(), services: { coverQueue: queue } })
    const upload = async (width: number) =>
      postProcedure(
        gated.app,
        'blog.uploadCover',
        { dataUrl: dataUrlOf(await picture('image/png', { width }), 'image/png') },
        { headers: asAdmin },
      )
    try {
      const first = upload(100)
      await waitUntil(
        () => Promise.resolve(queue.events),
        (events) => events.length === 1,
        { timeoutMs: 10_000 },
      )
      const waiting = Array.from({ length: COVER_QUEUE_MAX_WAITING }, (_, index) => upload(101 + index))
      await waitUntil(
        () => Promise.resolve(queue.waiting),
        (count) => count === COVER_QUEUE_MAX_WAITING,
        { timeoutMs: 10_000 },
      )

      const refused = await upload(200)
      expect(expectClearRefusal(refused, 429, 'an upload past the queue')).toBe(BlogCoverMessages.busy)
      expect(queue.events).toEqual(['start 1'])

      queue.openGate()
      for (const response of await Promise.all([first, ...waiting])) expect(response.statusCode).toBe(200)
      expect(queue.events).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3'])
    } finally {
      await gated.close()
    }
  })
})

import { afterEach, beforeEach, expect, test } from 'vitest'
import { createSession, generateSessionToken } from '../../server/auth/session'
import { CAPTIONS_DATA_URL_MAX_LENGTH, CAPTIONS_PATH, CaptionsMessages } from '../../shared/webinar/captions'
import { createUser, dataUrlOf } from '../factories'
import { snapshotDb } from '../setup/db-snapshot'
import { expectClearRefusal } from '../setup/hostile-inputs'
import { postProcedure, sessionCookieFor, testApp, type TestApp } from '../setup/http-app'
import { describeEachDialect } from '../setup/test-db'

const CAPTIONS = 'WEBVTT\n\n00:00.000 --> 00:04.000\nJó napot, üdvözlöm a webináriumon!\n'

describeEachDialect('webinar captions upload', (getDb) => {
  let site: TestApp
  let asAdmin: Record<string, string>

  beforeEach(async () => {
    site = await testApp({ db: getDb() })
    asAdmin = { cookie: await sessionCookieFor(site.app, await createUser(getDb())) }
  })
  afterEach(() => site.close())

  const upload = (dataUrl: string, headers: Record<string, string> = asAdmin) =>
    postProcedure(site.app, 'admin.uploadCaptions', { dataUrl }, { headers })

  test('an admin’s WebVTT file is stored once and served back by its hash as text/vtt, cached for good', async () => {
    const response = await upload(dataUrlOf(CAPTIONS, 'text/vtt'))
    expect(response.statusCode).toBe(200)
    const { url } = response.json<{ result: { data: { url: string } } }>().result.data
    expect(url).toMatch(new RegExp(`^${CAPTIONS_PATH}/[0-9a-f]{64}\\.vtt$`))

    const again = await upload(dataUrlOf(CAPTIONS, 'application/octet-stream'))
    expect(again.json<{ result: { data: { url: string } } }>().result.data.url).toBe(url)
    expect(await getDb().db.selectFrom('webinar_captions').select('hash').execute()).toHaveLength(1)

    const served = await site.app.inject({ method: 'GET', url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('text/vtt; charset=utf-8')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.body).toBe(CAPTIONS)

    for (const missing of [url.replace(/[0-9a-f]{64}/, '0'.repeat(64)), `${url}x`, url.replace('.vtt', '.srt')]) {
      expect((await site.app.inject({ method: 'GET', url: missing })).statusCode, missing).toBe(404)
    }
  })

  test('signed out, as a viewer or from another site, the upload is refused and stores nothing', async () => {
    const viewer = await createUser(getDb(), { role: 'viewer' })
    const viewerToken = generateSessionToken()
    await createSession(getDb().db, viewerToken, viewer.id)
    const asViewer = { cookie: `session=${viewerToken}` }
    const before = await snapshotDb(getDb())
    const dataUrl = dataUrlOf(CAPTIONS, 'text/vtt')
    expect((await upload(dataUrl, {})).statusCode).toBe(401)
    expect((await upload(dataUrl, asViewer)).statusCode).toBe(403)
    expect((await upload(dataUrl, { ...asAdmin, origin: 'https://evil.example' })).statusCode).toBe(403)
    expect(await snapshotDb(getDb())).toEqual(before)
  })

  test('a file that is not WebVTT is refused with 400 and its reason, storing nothing', async () => {
    const files: [string, string, string][] = [
      ['an SRT file', dataUrlOf('1\n00:00:01,000 --> 00:00:04,000\nSzia\n', 'text/vtt'), CaptionsMessages.notWebVtt],
      ['HTML', dataUrlOf('<script>alert(1)</script>', 'text/vtt'), CaptionsMessages.notWebVtt],
      [
        'a cue ending before it starts',
        dataUrlOf('WEBVTT\n\n00:05.000 --> 00:01.000\nSzia\n', 'text/vtt'),
        CaptionsMessages.badTiming(3),
      ],
      [
        'Latin-2 bytes',
        dataUrlOf(Buffer.from([...Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\n'), 0xe1]), 'text/vtt'),
        CaptionsMessages.notUtf8,
      ],
      ['an address instead of a file', 'https://evil.example/captions.vtt', CaptionsMessages.notWebVtt],
      [
        'a data URL over the limit',
        `data:text/vtt;base64,${'A'.repeat(CAPTIONS_DATA_URL_MAX_LENGTH)}`,
        CaptionsMessages.tooLarge,
      ],
    ]
    const before = await snapshotDb(getDb())
    for (const [what, dataUrl, reason] of files) {
      expect(expectClearRefusal(await upload(dataUrl), 400, what)).toContain(reason)
    }
    expect(await snapshotDb(getDb())).toEqual(before)
  })
})

import { randomUUID } from 'node:crypto'
import { expect, test } from 'vitest'
import type { ValidatedSession } from '../../server/auth/session'
import { DEFAULT_WEBINAR_CONFIG } from '../../shared/funnel/config-defaults'
import { FunnelConfigMessages, type WebinarConfig } from '../../shared/schemas/funnel-configs'
import { testCaller } from '../setup/context'
import { fieldErrorsOf, refusal } from '../setup/refusal'
import { describeEachDialect } from '../setup/test-db'

const ADMIN: ValidatedSession = {
  session: { id: 'test-session', expiresAt: Date.now() + 60 * 60_000 },
  user: { id: 1, email: 'admin@example.com', role: 'admin' },
}

const ROOM: WebinarConfig = {
  ...DEFAULT_WEBINAR_CONFIG,
  videoUrl: 'https://vz-1234.b-cdn.net/5f1e/playlist.m3u8',
  playback: 'simulated-live',
  videoSeconds: 200,
  moments: [
    { id: randomUUID(), kind: 'offer', at: 120, until: null, title: 'Csak ma: 30% kedvezmény', button: 'Kérem' },
    {
      id: randomUUID(),
      kind: 'poll',
      at: 30,
      until: 90,
      question: 'Honnan jött?',
      choices: ['Facebook', 'E-mail', 'Ismerős'],
    },
  ],
  captionsUrl: '/media/captions/abc.vtt',
  chatScript: [{ at: 5, name: 'Anna', text: 'Jó napot!' }],
}

describeEachDialect('webinar config: the room', (getDb) => {
  const admin = () => testCaller(getDb(), { session: ADMIN }).caller
  const savedRows = () => getDb().db.selectFrom('webinar_configs').select('id').execute()

  test('a room with an HLS playlist, moments, captions and a chat script is saved and read back as saved', async () => {
    expect(await admin().admin.saveWebinarConfig(ROOM)).toEqual({ ok: true })
    expect(await admin().funnel.webinarConfig()).toEqual(ROOM)
  })

  test('a YouTube or Vimeo page link is refused saying what to paste instead, and nothing is saved', async () => {
    for (const [videoUrl, host] of [
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'YouTube'],
      ['https://youtu.be/dQw4w9WgXcQ', 'YouTube'],
      ['https://vimeo.com/123456789', 'Vimeo'],
    ] as const) {
      const error = await refusal(admin().admin.saveWebinarConfig({ ...ROOM, videoUrl }))
      expect(error.code, videoUrl).toBe('BAD_REQUEST')
      expect(fieldErrorsOf(error).videoUrl, videoUrl).toEqual([FunnelConfigMessages.videoPageLink(host)])
    }
    expect(await savedRows()).toEqual([])
  })

  test('a moment or a chat line past the video’s end, or simulated live without a length, is refused', async () => {
    const [offer, poll] = ROOM.moments
    const invalid: [string, WebinarConfig][] = [
      ['a moment starting past the end', { ...ROOM, moments: [{ ...offer!, at: 201 }] }],
      ['a moment ending past the end', { ...ROOM, moments: [{ ...poll!, until: 260 }] }],
      ['a chat line past the end', { ...ROOM, chatScript: [{ at: 300, name: 'Anna', text: 'Szia' }] }],
      ['simulated live without a length', { ...ROOM, videoSeconds: null }],
      [
        'a poll with one choice',
        { ...ROOM, moments: [{ ...poll!, choices: ['Igen'] } as WebinarConfig['moments'][0]] },
      ],
    ]
    for (const [what, config] of invalid) {
      expect((await refusal(admin().admin.saveWebinarConfig(config))).code, what).toBe('BAD_REQUEST')
    }
    expect(await savedRows()).toEqual([])
  })
})

import Database from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { RegisterConfig, WebinarConfig } from '../../shared/schemas/funnel-configs'
import type { WebinarRegistrationRecord } from '../../shared/schemas/forms'
import { RoomMessages, type OfferMoment, type PollMoment } from '../../shared/webinar/room'
import { signedInAdmin } from './support/admin-session'
import { axeViolations } from './support/axe'
import { setUpBrowser } from './support/browser'
import { captionAt, startTestMediaHost, TEST_VIDEO_SECONDS, type TestMediaHost } from './support/test-media'
import {
  currentRegisterConfig,
  currentWebinarConfig,
  insertRoomRegistrant,
  saveRegisterConfig,
  saveWebinarConfig,
  storeRegistration,
} from './support/webinar-room'

// Issue 39's room in Chromium: one live point by the server's clock for a scheduled session, the replay after it,
// moments on the video's timeline, captions and an HLS source, with the test video from tests/e2e/support/test-media.

const kit = setUpBrowser()
const db = new Database(inject('sqlitePath'), { fileMustExist: true })
const OFFER: OfferMoment = {
  id: 'room-offer',
  kind: 'offer',
  at: 60,
  until: null,
  title: 'Patika csomag, csak ma',
  button: 'Kérem',
} as const
const POLL: PollMoment = {
  id: 'room-poll',
  kind: 'poll',
  at: 30,
  until: 190,
  question: 'Hány kollégája dolgozik a patikában?',
  choices: ['1–3', '4–10', 'Több mint 10'],
}

let media: TestMediaHost
let previousWebinar: WebinarConfig
let previousRegister: RegisterConfig
let registrants = 0

/** The admin's configs are changed from a page of its own (each test's pages are closed after it). */
async function asAdmin(change: (admin: Page) => Promise<unknown>): Promise<void> {
  const admin = await signedInAdmin(kit)
  try {
    await change(admin)
  } finally {
    await admin.context().close()
  }
}

async function useVideo(videoUrl: string): Promise<void> {
  await asAdmin((admin) =>
    saveWebinarConfig(admin, {
      ...previousWebinar,
      videoUrl,
      playback: 'simulated-live',
      videoSeconds: TEST_VIDEO_SECONDS,
      captionsUrl: media.captionsUrl,
      moments: [OFFER, POLL],
      chatScript: [{ at: 5, name: 'Anna', text: 'Sziasztok, itt vagyok!' }],
    }),
  )
}

beforeAll(async () => {
  media = await startTestMediaHost()
  await asAdmin(async (admin) => {
    previousWebinar = await currentWebinarConfig(admin)
    previousRegister = await currentRegisterConfig(admin)
    // A schedule of the site's own: without one the room stays the spec's player (the 10-minute fallback).
    await saveRegisterConfig(admin, {
      ...previousRegister,
      schedule: { ...previousRegister.schedule, dates: ['2030-01-07T18:00'] },
    })
  })
  await useVideo(media.mp4Url)
})

afterAll(async () => {
  await asAdmin(async (admin) => {
    await saveWebinarConfig(admin, previousWebinar)
    await saveRegisterConfig(admin, previousRegister)
  })
  await media.stop()
  db.close()
})

/** A registrant's room, opened this many seconds after their session's start. */
async function roomOpenedAfter(
  seconds: number,
  options: { width?: number; init?: () => void; onPage?: (page: Page) => void } = {},
): Promise<Page> {
  registrants += 1
  const startsAt = new Date(Date.now() - seconds * 1000).toISOString()
  const record = insertRoomRegistrant(db, `terem.${registrants}.${Date.now()}@pelda.hu`, startsAt)
  const page = await kit.newPage({ viewport: { width: options.width ?? 1280, height: 844 } })
  await storeRegistration(page, record)
  if (options.init) await page.addInitScript(options.init)
  options.onPage?.(page)
  await page.goto('/webinar')
  return page
}

const liveSeconds = (page: Page) => page.evaluate(() => document.querySelector('video')!.currentTime)
/** How far the video is from the live point, by this machine's clock (the server's too). */
const driftFrom = async (page: Page, startedAtMs: number) =>
  Math.abs((await liveSeconds(page)) - (Date.now() - startedAtMs) / 1000)

async function playing(page: Page): Promise<void> {
  await page.getByTestId('video-player').and(page.locator('[data-playback="playing"]')).waitFor({ timeout: 20_000 })
}

describe('a scheduled session plays as one live point', () => {
  test('a late joiner lands at the live point, muted, sees the offer and the poll, the chat and captions; a seek goes back to the live point', async () => {
    const openedAt = Date.now()
    const page = await roomOpenedAfter(120)
    const startedAt = openedAt - 120_000
    await playing(page)
    expect(await driftFrom(page, startedAt)).toBeLessThanOrEqual(2)
    expect(await page.evaluate(() => document.querySelector('video')!.muted)).toBe(true)
    await expect.poll(() => page.getByTestId('live-badge').innerText()).toContain(RoomMessages.live)
    expect(await page.getByRole('slider', { name: 'Tekerés' }).count()).toBe(0)

    await page.getByTestId('offer-moment').getByRole('heading', { name: OFFER.title }).waitFor()
    await page.getByTestId('offer-moment').getByRole('link', { name: OFFER.button }).waitFor()
    await page.getByRole('group', { name: POLL.question }).waitFor()
    await page.getByTestId('room-chat').getByText('Sziasztok, itt vagyok!').waitFor()

    // The captions: Hungarian, shown while the video is muted, and the cue of the live point is the active one.
    const track = await page.evaluate(() => {
      const element = document.querySelector('track')!
      return {
        kind: element.kind,
        srclang: element.srclang,
        mode: document.querySelector('video')!.textTracks[0]!.mode,
      }
    })
    expect(track).toEqual({ kind: 'captions', srclang: 'hu', mode: 'showing' })
    await expect
      .poll(async () => {
        const [cue, position] = await page.evaluate(() => {
          const video = document.querySelector('video')!
          const active = video.textTracks[0]!.activeCues?.[0] as VTTCue | undefined
          return [active?.text ?? null, video.currentTime] as const
        })
        return cue === captionAt(position)
      })
      .toBe(true)
    expect(await page.getByRole('button', { name: RoomMessages.captions }).getAttribute('aria-pressed')).toBe('true')
    expect(await axeViolations(page)).toEqual([])

    // A seek by the media element itself, back or forward, returns to the live point.
    await page.evaluate(() => (document.querySelector('video')!.currentTime = 10))
    await expect.poll(() => driftFrom(page, startedAt)).toBeLessThanOrEqual(2)
    await page.evaluate(() => (document.querySelector('video')!.currentTime = 190))
    await expect.poll(() => driftFrom(page, startedAt)).toBeLessThanOrEqual(2)

    // The poll: answered once, then its shares.
    await page.getByRole('radio', { name: POLL.choices[1] }).check()
    await page.getByRole('button', { name: RoomMessages.pollSend }).click()
    await page.getByTestId('poll-results').getByText(RoomMessages.pollAnswered).waitFor()
    const answers = db
      .prepare(
        'SELECT choice FROM webinar_poll_answers WHERE moment_id = ? AND registration_id = (SELECT id FROM registrations WHERE submission_id = ?)',
      )
      .all(
        POLL.id,
        (
          JSON.parse(
            (await page.evaluate(() => localStorage.getItem('webinarRegistration')))!,
          ) as WebinarRegistrationRecord
        ).submissionId,
      )
    expect(answers).toEqual([{ choice: 1 }])
    expect(await page.getByTestId('poll-results').innerText()).toContain(
      `${POLL.choices[1]} (${RoomMessages.pollYourChoice})`,
    )
    expect(await axeViolations(page)).toEqual([])
  })

  test('after a 10-second pause, play resumes at the live point', async () => {
    const startedAt = Date.now() - 40_000
    const page = await roomOpenedAfter(40)
    await playing(page)
    await page.getByRole('button', { name: 'Szünet' }).click()
    await page.waitForTimeout(10_000)
    await page.getByRole('button', { name: 'Lejátszás' }).click()
    await playing(page)
    await expect.poll(() => driftFrom(page, startedAt)).toBeLessThanOrEqual(2)
  })

  test('what a viewer watched live reaches the server when they leave, counted once per second (issue 40)', async () => {
    const page = await roomOpenedAfter(60)
    await playing(page)
    await page.waitForTimeout(4000)
    const { submissionId } = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('webinarRegistration')))!,
    ) as WebinarRegistrationRecord
    // Leaving the page sends the rest by beacon (pagehide), before the first 15-second heartbeat was due.
    await page.goto('/')
    const attendance = () =>
      db
        .prepare(
          'SELECT live_seconds, replay_seconds, furthest_position FROM webinar_attendance WHERE registration_id = (SELECT id FROM registrations WHERE submission_id = ?)',
        )
        .get(submissionId) as { live_seconds: number; replay_seconds: number; furthest_position: number } | undefined
    await expect.poll(() => attendance()?.live_seconds ?? 0).toBeGreaterThanOrEqual(3)
    const row = attendance()!
    expect(row.replay_seconds).toBe(0)
    expect(row.live_seconds).toBeLessThanOrEqual(8)
    expect(row.furthest_position).toBeGreaterThanOrEqual(62)
    expect(row.furthest_position).toBeLessThanOrEqual(70)
  })

  test('a browser that refuses autoplay shows one Csatlakozás button, which starts at the live point', async () => {
    const startedAt = Date.now() - 50_000
    const page = await roomOpenedAfter(50, {
      // As a browser with autoplay off: play() is refused until the visitor has pressed something on the page.
      init: () => {
        let pressed = false
        addEventListener('pointerdown', () => (pressed = true), { capture: true })
        const play = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'play')!.value as (
          this: HTMLMediaElement,
        ) => Promise<void>
        HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
          if (!pressed) {
            return Promise.reject(
              new DOMException('play() can only be initiated by a user gesture.', 'NotAllowedError'),
            )
          }
          return play.call(this)
        }
      },
    })
    const join = page.getByRole('button', { name: RoomMessages.join })
    await expect.poll(() => page.getByTestId('video-player').getAttribute('data-playback')).toBe('join')
    expect(await page.evaluate(() => document.querySelector('video')!.paused)).toBe(true)
    await join.click()
    await playing(page)
    await expect.poll(() => driftFrom(page, startedAt)).toBeLessThanOrEqual(2)
    expect(await join.count()).toBe(0)
    expect(await page.evaluate(() => document.querySelector('video')!.muted)).toBe(false)
  })

  test('on a phone the video is on top, the moments under it, and nothing scrolls sideways', async () => {
    const page = await roomOpenedAfter(90, { width: 390 })
    await playing(page)
    const offer = page.getByTestId('offer-moment')
    await offer.waitFor()
    const [video, card] = await Promise.all([page.getByTestId('video-player').boundingBox(), offer.boundingBox()])
    expect(card!.y).toBeGreaterThan(video!.y + video!.height)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

describe('after the session', () => {
  test('the replay has a working slider, and the moments follow it', async () => {
    const page = await roomOpenedAfter(TEST_VIDEO_SECONDS + 60)
    const slider = page.getByRole('slider', { name: 'Tekerés' })
    await slider.waitFor()
    expect(await page.getByTestId('live-badge').count()).toBe(0)
    await expect.poll(() => slider.isEnabled()).toBe(true)
    await slider.fill('20')
    await expect.poll(() => liveSeconds(page)).toBeLessThan(25)
    expect(await page.getByTestId('offer-moment').count()).toBe(0)
    await slider.fill('150')
    await expect.poll(() => liveSeconds(page)).toBeGreaterThanOrEqual(150)
    await page.getByTestId('offer-moment').waitFor()
    expect(await page.getByTestId('room-chat').count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
  })
})

describe('an HLS source', () => {
  beforeAll(() => useVideo(media.hlsUrl))
  afterAll(() => useVideo(media.mp4Url))

  test("plays at the live point with the browser's own HLS where it has it", async () => {
    const startedAt = Date.now() - 50_000
    const page = await roomOpenedAfter(50)
    await playing(page)
    await expect.poll(() => driftFrom(page, startedAt)).toBeLessThanOrEqual(2)
  })

  test('plays through hls.js, loaded then, where the browser has no HLS of its own', async () => {
    const scripts: string[] = []
    const startedAt = Date.now() - 50_000
    const page = await roomOpenedAfter(50, {
      init: () => {
        const { value: canPlayType } = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'canPlayType') as {
          value: (this: HTMLMediaElement, type: string) => CanPlayTypeResult
        }
        HTMLMediaElement.prototype.canPlayType = function (type: string) {
          return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type)
        }
      },
      onPage: (opened) =>
        opened.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(request.url())
        }),
    })
    await playing(page)
    await expect.poll(() => driftFrom(page, startedAt)).toBeLessThanOrEqual(2)
    expect(await page.evaluate(() => document.querySelector('video')!.src)).toMatch(/^blob:/)
    expect(scripts.some((url) => /\/hls[.-][^/]*\.js$/.test(url))).toBe(true)
  })
})

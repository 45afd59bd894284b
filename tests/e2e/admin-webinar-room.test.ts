import Database from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { FunnelConfigAdminMessages, FunnelConfigMessages } from '../../shared/schemas/funnel-configs'
import { CAPTIONS_PATH } from '../../shared/webinar/captions'
import { signedInAdmin } from './support/admin-session'
import { axeViolations } from './support/axe'
import { setUpBrowser } from './support/browser'

const kit = setUpBrowser()
const db = new Database(inject('sqlitePath'), { fileMustExist: true })
afterAll(() => db.close())

const CAPTIONS = 'WEBVTT\n\n00:00.000 --> 00:04.000\nJó napot, üdvözlöm a webináriumon!\n'
const savedVersions = () => db.prepare('SELECT COUNT(*) FROM webinar_configs').pluck().get()
const toast = (page: Page, text: string) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text }).first().waitFor()

/** The config in force, read and saved back as the admin's page would (the e2e server is shared by every file). */
async function configInForce(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/trpc/funnel.webinarConfig')
    return JSON.stringify(((await response.json()) as { result: { data: unknown } }).result.data)
  })
}
async function saveConfig(page: Page, config: string): Promise<number> {
  return page.evaluate(
    async (body) =>
      (
        await fetch('/trpc/admin.saveWebinarConfig', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
      ).status,
    config,
  )
}

describe.each([
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
])('Webinar Content’s room at $width px', (viewport) => {
  test('a YouTube link is refused under the Video URL; moments, playback and uploaded captions are saved', async () => {
    const page = await signedInAdmin(kit, 'webinar', viewport)
    const field = (label: string) => page.getByLabel(label, { exact: true })
    const previous = await configInForce(page)
    try {
      const videoUrl = field('Video URL')
      await videoUrl.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
      await videoUrl.blur()
      await page.getByText(FunnelConfigMessages.videoPageLink('YouTube')).waitFor()
      const versionsBefore = savedVersions()
      await page.getByRole('button', { name: 'Save changes' }).click()
      await toast(page, FunnelConfigAdminMessages.saveFailed('webinar'))
      expect(savedVersions()).toBe(versionsBefore)

      // The site's own MP4 (34 s): its length is read from the video's metadata.
      await videoUrl.fill('/media/webinar-default-v1.mp4')
      await expect.poll(() => field('Video length (mm:ss)').inputValue()).toBe('00:34')
      await field('On demand').check()

      await page.getByRole('button', { name: 'Add moment' }).click()
      await field('Moment 1 at (mm:ss)').fill('00:10')
      await field('Moment 1 offer title').fill('Csak ma: 30% kedvezmény')
      await page.getByRole('button', { name: 'Add moment' }).click()
      await field('Moment 2 kind').selectOption('poll')
      await field('Moment 2 at (mm:ss)').fill('0:2')
      await field('Moment 2 until (mm:ss), optional').fill('00:30')
      await field('Moment 2 poll question').fill('Honnan hallott rólunk?')
      await field('Moment 2 choice 1').fill('Facebook')
      await field('Moment 2 choice 2').fill('E-mail')
      await page.getByRole('button', { name: 'Add choice to moment 2' }).click()
      await field('Moment 2 choice 3').fill('Ismerős')

      await field('Upload a captions file').setInputFiles({
        name: 'felirat.vtt',
        mimeType: 'text/vtt',
        buffer: Buffer.from(CAPTIONS),
      })
      const captionsUrl = field('Captions (WebVTT)')
      await expect.poll(() => captionsUrl.inputValue()).toMatch(new RegExp(`^${CAPTIONS_PATH}/[0-9a-f]{64}\\.vtt$`))

      await field('Chat lines').fill('00:05; Anna; Jó napot mindenkinek!')
      // A time that is not mm:ss is named under its field on save, and stays as typed.
      await page.getByRole('button', { name: 'Save changes' }).click()
      await toast(page, FunnelConfigAdminMessages.saveFailed('webinar'))
      await page.getByText(FunnelConfigMessages.invalidTimelineTime).waitFor()
      expect(await field('Moment 2 at (mm:ss)').inputValue()).toBe('0:2')
      await field('Moment 2 at (mm:ss)').fill('00:20')
      // The admin page's shell has no main landmark yet (as tests/e2e/admin-privacy.test.ts notes): not this tab's.
      await page.mouse.move(0, 0)
      const violations = await axeViolations(page)
      expect(violations.filter((line) => !/^(landmark-one-main|region) /.test(line))).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      await page.getByRole('button', { name: 'Save changes' }).click()
      await toast(page, FunnelConfigAdminMessages.saved('webinar'))
      const savedCaptions = await captionsUrl.inputValue()
      expect((await page.request.get(savedCaptions)).headers()['content-type']).toBe('text/vtt; charset=utf-8')

      await page.reload()
      await field('Moment 2 choice 3').waitFor()
      expect(await field('On demand').isChecked()).toBe(true)
      expect(await field('Video length (mm:ss)').inputValue()).toBe('00:34')
      expect(await field('Moment 1 at (mm:ss)').inputValue()).toBe('00:10')
      expect(await field('Moment 1 offer title').inputValue()).toBe('Csak ma: 30% kedvezmény')
      expect(await field('Moment 2 kind').inputValue()).toBe('poll')
      expect(await field('Moment 2 until (mm:ss), optional').inputValue()).toBe('00:30')
      expect(await field('Moment 2 choice 3').inputValue()).toBe('Ismerős')
      expect(await field('Captions (WebVTT)').inputValue()).toBe(savedCaptions)
      expect(await field('Chat lines').inputValue()).toBe('00:05; Anna; Jó napot mindenkinek!')
    } finally {
      expect(await saveConfig(page, previous)).toBe(200)
    }
  })
})

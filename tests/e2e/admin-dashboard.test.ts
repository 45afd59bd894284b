import { join } from 'node:path'
import Database from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { formatBudapestDateTime } from '../../shared/funnel/webinar-calendar'
import { FunnelConfigAdminMessages } from '../../shared/schemas/funnel-configs'
import { signedInAdmin } from './support/admin-session'
import { setUpBrowser } from './support/browser'
import { sourceFilesOf } from './support/client-build'
import { answerConfirm, recordDialogs } from './support/dialogs'
import { paintedPixels, serverHtml, visibleText } from './support/in-page'

const kit = setUpBrowser()
const db = new Database(inject('sqlitePath'), { fileMustExist: true })
afterAll(() => db.close())

/** Opens the Registrations tab's section with the funnel and the cookie consents. */
async function showInsights(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Show', exact: true }).click()
}

/** The dashboard's rows in order, as its list states them: step and count. */
async function dashboardCounts(page: Page): Promise<Array<{ step: string; count: number; text: string }>> {
  const rows = page.getByTestId('funnel-dashboard').getByRole('listitem')
  await rows.first().waitFor()
  return rows.evaluateAll((items) =>
    items.map((item) => ({
      step: (item as HTMLElement).dataset.step ?? '',
      count: Number(item.querySelector('strong')?.textContent),
      text: (item as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
    })),
  )
}

/** Whether a built script bundles chart.js (read from its source map). */
function bundlesChartJs(url: string): boolean {
  const { origin, pathname } = new URL(url)
  if (origin !== kit.baseUrl || !pathname.endsWith('.js')) return false
  return sourceFilesOf(join('.', pathname)).some((source) => source.startsWith('node_modules/chart.js/'))
}

/** Webinar registrants of an hour ago and how far each got (the video's quarters are recorded but not shown). */
function seedFunnel(): void {
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString()
  const register = db.prepare(
    "INSERT INTO registrations (submission_id, full_name, email, registration_date, source, status, notes, metadata) VALUES (NULL, ?, ?, ?, 'webinar', 'new', NULL, '{}')",
  )
  const progress = db.prepare('INSERT INTO funnel_progress (registration_id, step, reached_at) VALUES (?, ?, ?)')
  const journeys = [
    ['waiting_viewed', 'video_started', 'video_25', 'video_completed', 'offer_viewed', 'offer_clicked'],
    ['waiting_viewed', 'video_started', 'video_25', 'video_completed'],
    ['waiting_viewed'],
    [],
  ]
  const suffix = Date.now()
  journeys.forEach((steps, index) => {
    const { lastInsertRowid } = register.run(
      `Tölcsér Teszt ${index + 1}`,
      `tolcser-${index + 1}-${suffix}@pelda.hu`,
      hourAgo,
    )
    for (const step of steps) progress.run(lastInsertRowid, step, hourAgo)
  })
}

describe('funnel dashboard', () => {
  test('chart.js loads only when the dashboard shows, in its section of the Registrations tab', async () => {
    const page = await signedInAdmin(kit)
    const chartScripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && bundlesChartJs(request.url())) chartScripts.push(request.url())
    })
    await page.waitForLoadState('networkidle')
    expect(chartScripts).toEqual([])
    await page.getByRole('tab', { name: 'Registrations' }).click()
    await page.getByTestId('registrations-total').waitFor()
    await page.waitForLoadState('networkidle')
    // The list comes first; the section stays closed, and chart.js unloaded, until asked for.
    expect(chartScripts).toEqual([])
    expect(await page.getByTestId('funnel-chart').count()).toBe(0)
    await showInsights(page)
    await page.getByTestId('funnel-chart').locator('canvas').waitFor()
    expect(chartScripts).toHaveLength(1)
  })

  test('draws its bar chart with chart.js and states each step with its count and rate', async () => {
    const page = await signedInAdmin(kit, 'registrations')
    await showInsights(page)
    const before = await dashboardCounts(page)
    expect(before.map((row) => row.step)).toEqual([
      'registered',
      'waiting_viewed',
      'video_started',
      'video_completed',
      'offer_viewed',
      'offer_clicked',
    ])

    seedFunnel()
    await page.reload()
    await showInsights(page)
    const after = await dashboardCounts(page)
    expect(after.map((row, index) => row.count - (before[index]?.count ?? 0))).toEqual([4, 3, 2, 2, 1, 1])
    for (const [index, row] of after.entries()) {
      const previous = after[index - 1]
      if (!previous) continue
      const rate = previous.count > 0 ? `${Math.round((row.count / previous.count) * 100)} %` : '–'
      expect(row.text).toContain(`${row.count} (${rate} of the step before)`)
    }

    // The chart is a picture beside the figures: hidden from screen readers, drawn in the frame kept for it.
    const frame = page.getByTestId('funnel-chart')
    const canvas = frame.locator('canvas')
    await canvas.waitFor()
    expect(await frame.getAttribute('aria-hidden')).toBe('true')
    expect(await canvas.getAttribute('aria-hidden')).toBe('true')
    await expect.poll(() => paintedPixels(page, 'funnel-chart')).toBeGreaterThan(1000)
    const [frameBox, canvasBox] = await Promise.all([frame.boundingBox(), canvas.boundingBox()])
    expect(canvasBox?.height).toBeGreaterThan(0)
    expect(canvasBox?.height).toBeLessThanOrEqual(frameBox?.height ?? 0)
  })
})

/** Calls a tRPC procedure from the signed-in admin's page, as its own script would (same origin, its cookie). */
async function callFromPage(page: Page, path: string, input?: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ path, input }) => {
      const response = await (input === undefined
        ? fetch(`/trpc/${path}`)
        : fetch(`/trpc/${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(input),
          }))
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
      return ((await response.json()) as { result: { data: unknown } }).result.data
    },
    { path, input },
  )
}

describe('poll results', () => {
  test('each poll of the room shows its answers per choice, in total and per session, as a table', async () => {
    const page = await signedInAdmin(kit, 'registrations')
    const previous = (await callFromPage(page, 'funnel.webinarConfig')) as Record<string, unknown>
    const momentId = `poll-e2e-${Date.now()}`
    const poll = {
      id: momentId,
      kind: 'poll',
      at: 5,
      until: null,
      question: 'Használ már chatbotot?',
      choices: ['Igen', 'Nem'],
    }
    await callFromPage(page, 'admin.saveWebinarConfig', {
      ...previous,
      playback: 'on-demand',
      moments: [...(previous.moments as unknown[]), poll],
    })
    try {
      const session = '2026-12-01T17:00:00.000Z'
      const register = db.prepare(
        "INSERT INTO registrations (submission_id, full_name, email, registration_date, source, status, notes, metadata) VALUES (NULL, ?, ?, ?, 'webinar', 'new', NULL, '{}')",
      )
      const answer = db.prepare(
        'INSERT INTO webinar_poll_answers (registration_id, moment_id, choice, position_seconds, webinar_time, created_at) VALUES (?, ?, ?, 10, ?, ?)',
      )
      for (const [index, choice] of [0, 0, 1].entries()) {
        const { lastInsertRowid } = register.run(`Szavazó ${index}`, `szavazo-${index}-${momentId}@pelda.hu`, session)
        answer.run(lastInsertRowid, momentId, choice, session, session)
      }
      await page.reload()
      await showInsights(page)
      const section = page.getByRole('region', { name: 'Használ már chatbotot?' })
      const table = section.getByRole('table', { name: 'Answers per choice, in total and per session' })
      await table.waitFor()
      const rows = await table
        .getByRole('row')
        .evaluateAll((cells) => cells.map((row) => (row as HTMLElement).innerText.replace(/\s+/g, ' ').trim()))
      expect(rows).toEqual([
        `Choice Total ${formatBudapestDateTime(session)}`,
        'Igen 2 (67 %) 2 (67 %)',
        'Nem 1 (33 %) 1 (33 %)',
        'Answers 3 3',
      ])
      expect(await page.getByRole('columnheader', { name: 'Igen' }).getAttribute('scope')).toBe('row')
    } finally {
      await callFromPage(page, 'admin.saveWebinarConfig', previous)
    }
  })
})

describe('leaving the admin area', () => {
  test('with nothing unsaved, a link leaves /admin at once', async () => {
    const page = await signedInAdmin(kit)
    const dialogs = recordDialogs(page)
    await page.getByRole('link', { name: 'Return to Website' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    expect(dialogs).toEqual([])
  })

  test('an editor with unsaved changes asks before a link leaves /admin: stays on decline, leaves on confirm', async () => {
    const page = await signedInAdmin(kit)
    const draft = 'Piszkozat, amelyet senki sem mentett el'
    await page.getByLabel('Title', { exact: true }).fill(draft)
    await page.getByTestId('unsaved-changes').waitFor()
    // A reload or a closed tab asks through beforeunload, as before.
    const unloadCancelled = () =>
      page.evaluate(() => {
        const event = new Event('beforeunload', { cancelable: true })
        window.dispatchEvent(event)
        return event.defaultPrevented
      })
    expect(await unloadCancelled()).toBe(true)

    const link = page.getByRole('link', { name: 'Return to Website' })
    const declined = answerConfirm(page, false)
    await link.click()
    expect(await declined).toBe(FunnelConfigAdminMessages.leaveConfirm)
    expect(new URL(page.url()).pathname).toBe('/admin')
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(draft)
    expect(await page.getByTestId('unsaved-changes').count()).toBe(1)

    const confirmed = answerConfirm(page, true)
    await link.click()
    expect(await confirmed).toBe(FunnelConfigAdminMessages.leaveConfirm)
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByTestId('site-header').waitFor()
    expect(await unloadCancelled()).toBe(false)
    expect(visibleText(await serverHtml(kit.baseUrl, '/webinar'))).not.toContain(draft)
  })

  test('switching tabs with unsaved changes keeps the draft and never asks', async () => {
    const page = await signedInAdmin(kit, 'offer')
    const dialogs = recordDialogs(page)
    await page.getByLabel('Guarantee', { exact: true }).fill('90 napos garancia, mentés nélkül')
    await page.getByRole('tab', { name: 'Blog Posts' }).click()
    await page.waitForURL('**/admin?tab=blog')
    await page.getByRole('tab', { name: 'Offer Page' }).click()
    await page.waitForURL('**/admin?tab=offer')
    expect(await page.getByLabel('Guarantee', { exact: true }).inputValue()).toBe('90 napos garancia, mentés nélkül')
    expect(dialogs).toEqual([])
  })
})

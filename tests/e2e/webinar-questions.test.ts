import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { QUESTION_ANSWERED_SUBJECT, QUESTION_ASKED_SUBJECT_PREFIX } from '../../server/mail/webinar-question-email'
import { DEFAULT_QUESTION_ACKNOWLEDGEMENT } from '../../shared/funnel/config-defaults'
import { HUNGARIAN_FUNNEL_CONFIGS } from '../../shared/funnel/config-defaults-hungarian'
import { RoomMessages } from '../../shared/webinar/room'
import { freePort } from '../setup/free-port'
import { startSmtpTestServer, type SmtpTestServer } from '../setup/smtp-test-server'
import { waitUntil } from '../setup/wait-until'
import { signedInAdmin } from './support/admin-session'
import { axeViolations } from './support/axe'
import { setUpBrowser } from './support/browser'
import { E2E_ADMIN } from './support/global-setup'
import { insertRegistrationRow } from './support/registrations'
import { siteServerEnv, startSiteServer, type SiteServer } from './support/site-server'

// A question from the room to the team and back, through a server of its own that sends its e-mail to a real SMTP
// server on this machine: the registrant asks, the team's e-mail links to the admin, the admin answers there, and
// the answer reaches the registrant's address and their room.

const TEAM = 'csapat@patikachat.example'
const REGISTRANT = { fullName: 'Kérdező Kata', email: 'kata@pelda.hu' }
const QUESTION = 'Mennyibe kerül a <b>PatikaChat</b> egy gyógyszertárnak?'
const ANSWER = 'Havi 9 900 Ft-tól; a részleteket e-mailben is elküldjük.'

const kit = setUpBrowser()
let smtp: SmtpTestServer
let server: SiteServer
let dataDir: string
let db: Database.Database

beforeAll(async () => {
  smtp = await startSmtpTestServer()
  dataDir = mkdtempSync(join(tmpdir(), 'patikachat-e2e-questions-'))
  const sqlitePath = join(dataDir, 'questions.db')
  const env = siteServerEnv(
    await freePort(),
    { sqlitePath },
    {
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_EMAIL: TEAM,
    },
  )
  server = await startSiteServer(env)
  kit.baseUrl = server.baseUrl
  db = new Database(sqlitePath, { fileMustExist: true })
})

afterAll(async () => {
  db?.close()
  await server?.stop()
  await smtp?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** A webinar registrant whose session began a minute ago, stored in the database and in the page's browser. */
async function registrantInRoom(page: Page): Promise<number> {
  const now = new Date().toISOString()
  const id = insertRegistrationRow(db, { ...REGISTRANT, registrationDate: now, source: 'webinar' })
  const submissionId = randomUUID()
  db.prepare('UPDATE registrations SET submission_id = ? WHERE id = ?').run(submissionId, id)
  const record = JSON.stringify({
    ...REGISTRANT,
    registrationDate: now,
    webinarTime: new Date(Date.now() - 60_000).toISOString(),
    hostName: HUNGARIAN_FUNNEL_CONFIGS.register.hostName,
    hostTitle: HUNGARIAN_FUNNEL_CONFIGS.register.hostTitle,
    submissionId,
  })
  await page.addInitScript((value) => window.localStorage.setItem('webinarRegistration', value), record)
  return id
}

const mailWhere = (match: (subject: string) => boolean) =>
  waitUntil(
    () => Promise.resolve(smtp.received.find((mail) => match(mail.parsed.subject ?? ''))),
    (mail) => mail !== undefined,
    { timeoutMs: 15_000, intervalMs: 200 },
  )

test('a question asked in the room reaches the team by e-mail, and the admin’s answer reaches the registrant and the room', async () => {
  const room = await kit.newPage({ viewport: { width: 390, height: 844 }, touch: true })
  const registrationId = await registrantInRoom(room)
  await room.goto('/webinar')
  const box = room.getByTestId('question-box')
  await box.getByRole('heading', { name: RoomMessages.questionHeading }).waitFor()

  const field = box.getByLabel(RoomMessages.questionLabel)
  await field.fill(QUESTION)
  await expect.poll(() => box.getByText(RoomMessages.questionCount(QUESTION.length, 1000)).count()).toBe(1)
  await field.press('Tab')
  await room.keyboard.press('Enter')
  await expect.poll(() => box.getByRole('status').textContent()).toBe(DEFAULT_QUESTION_ACKNOWLEDGEMENT)
  await expect.poll(() => box.getByTestId('room-questions').textContent()).toContain(QUESTION)
  expect(await field.inputValue()).toBe('')
  expect(await axeViolations(room)).toEqual([])
  expect(await room.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  const stored = db
    .prepare('SELECT id, registration_id, text, position_seconds FROM webinar_questions')
    .all() as Array<{ id: number; registration_id: number; text: string; position_seconds: number }>
  expect(stored).toEqual([
    {
      id: expect.any(Number) as unknown,
      registration_id: registrationId,
      text: QUESTION,
      position_seconds: expect.any(Number) as unknown,
    },
  ])

  const teamMail = await mailWhere((subject) => subject.startsWith(QUESTION_ASKED_SUBJECT_PREFIX))
  expect(teamMail!.envelope.to).toEqual([TEAM])
  expect(teamMail!.parsed.text).toContain(QUESTION)
  expect(String(teamMail!.parsed.html)).toContain('&lt;b&gt;PatikaChat&lt;/b&gt;')
  const adminLink = /(http:\/\/127\.0\.0\.1:\d+\/admin\?[^\s]+)/.exec(teamMail!.parsed.text ?? '')?.[1]
  expect(adminLink).toBe(
    `${server.baseUrl}/admin?tab=registrations&registration=${registrationId}&question=${stored[0]!.id}`,
  )

  const admin = await signedInAdmin(kit)
  await admin.goto(adminLink!)
  const drawer = admin.getByTestId('registration-drawer')
  const question = drawer.getByTestId(`question-${stored[0]!.id}`)
  await question.getByText(QUESTION).waitFor()
  await question.getByLabel('Answer (e-mailed to the registrant)').fill(ANSWER)
  await question.getByRole('button', { name: 'Send the answer' }).click()
  await expect.poll(() => question.getByTestId('question-answer').textContent()).toBe(ANSWER)

  const answerMail = await mailWhere((subject) => subject === QUESTION_ANSWERED_SUBJECT)
  expect(answerMail!.envelope.to).toEqual([REGISTRANT.email])
  expect(answerMail!.parsed.text).toContain(QUESTION)
  expect(answerMail!.parsed.text).toContain(ANSWER)

  // The room asks again every 20 s while a question waits for its answer.
  await expect
    .poll(() => box.getByTestId('room-answer').allTextContents(), { timeout: 30_000, interval: 1000 })
    .toEqual([ANSWER])
})

import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { ValidatedSession } from '../../server/auth/session'
import type { DbHandle } from '../../server/db/client'
import { envWith } from '../../server/env'
import { QUESTION_ANSWERED_SUBJECT, QUESTION_ASKED_SUBJECT_PREFIX } from '../../server/mail/webinar-question-email'
import { insertWebinarConfig } from '../../server/repositories/funnel-config.repository'
import { purgeRegistrationsTrashedBefore } from '../../server/repositories/registration.repository'
import { createAppServices } from '../../server/services/app-services'
import { DEFAULT_WEBINAR_CONFIG } from '../../shared/funnel/config-defaults'
import { AdminMessages } from '../../shared/schemas/admin'
import { QuestionAdminMessages } from '../../shared/schemas/webinar-room'
import { QUESTION_LIMITS, RoomMessages } from '../../shared/webinar/room'
import { createUser, insertRegistrations, insertWebinarTrail, type TestUser } from '../factories'
import { testCaller } from '../setup/context'
import { FORBIDDEN_TEXT, INJECTION_TEXT } from '../setup/hostile-inputs'
import { fieldErrorsOf, refusal } from '../setup/refusal'
import { startSmtpTestServer, type SmtpTestServer } from '../setup/smtp-test-server'
import { describeEachDialect } from '../setup/test-db'

// The room's questions below the browser: a registrant asks (stored with the video's position, the team e-mailed
// through the outbox to a real SMTP server), reads only their own, and the team's answer goes back the same way.

const NOW = Date.parse('2026-12-03T18:12:00.000Z')
const SESSION = '2026-12-03T18:00:00.000Z'
const SITE = 'https://patikachat.example'
const TEAM = ['team@patikachat.example', 'boss@patikachat.example']
const ACKNOWLEDGEMENT = 'Köszönjük! A kérdésére e-mailben válaszolunk.'
const HOSTILE_QUESTION = `<script>alert("x")</script> & <b>félkövér</b>\n${INJECTION_TEXT['SQL statement']}`

let smtp: SmtpTestServer
beforeAll(async () => {
  smtp = await startSmtpTestServer()
})
afterAll(() => smtp.stop())
beforeEach(() => {
  smtp.received.length = 0
  smtp.acceptAgain()
})

const sessionOf = (user: TestUser): ValidatedSession => ({
  session: { id: 's', expiresAt: NOW + 86_400_000 },
  user: { id: user.id, email: user.email, role: user.role },
})

/** One site instance with a clock the test moves, the SMTP server above, and its callers. */
function site(db: DbHandle) {
  const clock = { now: NOW }
  const services = createAppServices(
    envWith({ NODE_ENV: 'test', PUBLIC_SITE_URL: SITE, SMTP_URL: smtp.url, LEAD_NOTIFY_EMAIL: TEAM.join(',') }),
    db,
    { now: () => clock.now },
  )
  const visitor = (clientIp = '203.0.113.7') => testCaller(db, { services, clientIp }).caller.funnel
  const admin = (user: TestUser | null) =>
    testCaller(db, { services, session: user && sessionOf(user) }).caller.admin.questions
  return { services, clock, visitor, admin, runOutbox: () => services.outbox.runDue() }
}

/** A webinar registrant in the 18:00 session, with the reference their browser keeps. */
async function registrant(db: DbHandle, fullName: string, email: string) {
  const [id] = await insertRegistrations(db, [{ fullName, email, registrationDate: '2026-12-01T10:00:00.000Z' }])
  const submissionId = randomUUID()
  await db.db.updateTable('registrations').set({ submission_id: submissionId }).where('id', '=', id!).execute()
  await insertWebinarTrail(db, { id: id!, email }, SESSION)
  return { id: id!, submissionId }
}

const questionMails = () =>
  smtp.received.filter((mail) => mail.parsed.subject?.startsWith(QUESTION_ASKED_SUBJECT_PREFIX))
const answerMails = () => smtp.received.filter((mail) => mail.parsed.subject === QUESTION_ANSWERED_SUBJECT)

describeEachDialect('webinar room questions', (getDb) => {
  test('a question is stored with the position, acknowledged with the config’s text, and e-mailed to the team escaped', async () => {
    await insertWebinarConfig(getDb().db, { ...DEFAULT_WEBINAR_CONFIG, questionAcknowledgement: ACKNOWLEDGEMENT })
    const on = site(getDb())
    const anna = await registrant(getDb(), 'Kovács Anna', 'anna@pelda.hu')

    const receipt = await on
      .visitor()
      .askQuestion({ registration: anna.submissionId, text: HOSTILE_QUESTION, position: 725.6 })
    expect(receipt).toEqual({
      question: {
        id: expect.any(Number) as unknown,
        text: HOSTILE_QUESTION,
        askedAt: new Date(NOW).toISOString(),
        position: 725,
        answer: null,
        answeredAt: null,
      },
      acknowledgement: ACKNOWLEDGEMENT,
    })
    const stored = await getDb()
      .db.selectFrom('webinar_questions')
      .select(['registration_id', 'webinar_time', 'position_seconds', 'text', 'answer'])
      .execute()
    expect(stored).toEqual([
      { registration_id: anna.id, webinar_time: SESSION, position_seconds: 725, text: HOSTILE_QUESTION, answer: null },
    ])
    const planned = await getDb()
      .db.selectFrom('outbox_jobs')
      .select(['registration_id', 'payload'])
      .where('kind', '=', 'webinar-question')
      .execute()
    expect(planned).toEqual([
      { registration_id: anna.id, payload: JSON.stringify({ notice: 'asked', questionId: receipt.question.id }) },
    ])

    await on.runOutbox()
    const [mail, ...others] = questionMails()
    expect(others).toEqual([])
    expect(mail!.envelope.to.toSorted()).toEqual(TEAM.toSorted())
    expect(mail!.parsed.subject).toBe(`${QUESTION_ASKED_SUBJECT_PREFIX}: Kovács Anna`)
    const html = String(mail!.parsed.html)
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<b>félkövér')
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;félkövér&lt;/b&gt;')
    const text = mail!.parsed.text ?? ''
    expect(text).toContain(HOSTILE_QUESTION.split('\n')[0])
    expect(text).toContain('Név: Kovács Anna')
    expect(text).toContain('E-mail: anna@pelda.hu')
    expect(text).toContain('Alkalom: 2026. december 3. 19:00 (budapesti idő)')
    expect(text).toContain('A videóban: 12:05')
    expect(text).toContain(`${SITE}/admin?tab=registrations&registration=${anna.id}&question=${receipt.question.id}`)
  })

  test('the question’s length and characters are checked, and an unknown or trashed registration may not ask', async () => {
    const on = site(getDb())
    const anna = await registrant(getDb(), 'Kovács Anna', 'anna@pelda.hu')
    const ask = (text: string, registration = anna.submissionId) =>
      refusal(on.visitor().askQuestion({ registration, text, position: 10 }))

    const tooLong = await ask('k'.repeat(QUESTION_LIMITS.maxLength + 1))
    expect(tooLong.code).toBe('BAD_REQUEST')
    expect(fieldErrorsOf(tooLong).text).toEqual([RoomMessages.questionTooLong(QUESTION_LIMITS.maxLength)])
    expect(fieldErrorsOf(await ask('   \n  ')).text).toEqual([RoomMessages.questionEmpty])
    for (const [name, text] of Object.entries(FORBIDDEN_TEXT)) {
      expect((await ask(text)).code, name).toBe('BAD_REQUEST')
    }
    const unknown = await ask('Mennyibe kerül?', randomUUID())
    expect([unknown.code, unknown.message]).toEqual(['NOT_FOUND', RoomMessages.questionNeedsRegistration])
    await getDb()
      .db.updateTable('registrations')
      .set({ deleted_at: new Date(NOW).toISOString() })
      .execute()
    const trashed = await ask('Mennyibe kerül?')
    expect([trashed.code, trashed.message]).toEqual(['NOT_FOUND', RoomMessages.questionNeedsRegistration])

    expect(await getDb().db.selectFrom('webinar_questions').select('id').execute()).toEqual([])
    expect(
      await getDb().db.selectFrom('outbox_jobs').select('id').where('kind', '=', 'webinar-question').execute(),
    ).toEqual([])
  })

  test('a registration asks at most its allowance in the window, and so does a client IP', async () => {
    const on = site(getDb())
    const anna = await registrant(getDb(), 'Kovács Anna', 'anna@pelda.hu')
    const bela = await registrant(getDb(), 'Nagy Béla', 'bela@pelda.hu')
    const ask = (registration: string, clientIp = '203.0.113.7') =>
      on.visitor(clientIp).askQuestion({ registration, text: 'Mennyibe kerül?', position: 10 })

    for (let i = 0; i < QUESTION_LIMITS.perRegistration; i += 1) await ask(anna.submissionId, `198.51.100.${i}`)
    const refused = await refusal(ask(anna.submissionId, '198.51.100.99'))
    expect([refused.code, refused.message]).toEqual(['TOO_MANY_REQUESTS', RoomMessages.questionTooMany])
    await ask(bela.submissionId)

    // Guesses at references count for the address too, so a script cannot probe or ask without end.
    for (let i = 1; i < QUESTION_LIMITS.perIp; i += 1) {
      await refusal(on.visitor('192.0.2.1').askQuestion({ registration: randomUUID(), text: 'x', position: 0 }))
    }
    await ask(bela.submissionId, '192.0.2.1')
    const fromIp = await refusal(ask(bela.submissionId, '192.0.2.1'))
    expect([fromIp.code, fromIp.message]).toEqual(['TOO_MANY_REQUESTS', RoomMessages.questionTooMany])

    on.clock.now += QUESTION_LIMITS.windowMs
    await ask(anna.submissionId, '192.0.2.1')
    expect(await getDb().db.selectFrom('webinar_questions').select('id').execute()).toHaveLength(
      QUESTION_LIMITS.perRegistration + 3,
    )
  })

  test('the room lists only the asker’s own questions, with the answer once the team gave it', async () => {
    const on = site(getDb())
    const admin = await createUser(getDb())
    const anna = await registrant(getDb(), 'Kovács Anna', 'anna@pelda.hu')
    const bela = await registrant(getDb(), 'Nagy Béla', 'bela@pelda.hu')
    const asked = await on
      .visitor()
      .askQuestion({ registration: anna.submissionId, text: 'Anna kérdése', position: 30 })
    on.clock.now += 1000
    await on.visitor().askQuestion({ registration: bela.submissionId, text: 'Béla titka', position: 40 })

    expect((await on.visitor().roomQuestions({ registration: anna.submissionId })).map((q) => q.text)).toEqual([
      'Anna kérdése',
    ])
    expect((await on.visitor().roomQuestions({ registration: bela.submissionId })).map((q) => q.text)).toEqual([
      'Béla titka',
    ])
    const unknown = await refusal(on.visitor().roomQuestions({ registration: randomUUID() }))
    expect(unknown.code).toBe('NOT_FOUND')

    on.clock.now += 60_000
    await on.admin(admin).answer({ id: asked.question.id, answer: 'Havi 9 900 Ft.' })
    expect(await on.visitor().roomQuestions({ registration: anna.submissionId })).toEqual([
      { ...asked.question, answer: 'Havi 9 900 Ft.', answeredAt: new Date(on.clock.now).toISOString() },
    ])
  })

  test('the room’s question list is rate limited per client IP', async () => {
    const on = site(getDb())
    const anna = await registrant(getDb(), 'Kovács Anna', 'anna@pelda.hu')
    for (let i = 0; i < 120; i += 1) await on.visitor('192.0.2.9').roomQuestions({ registration: anna.submissionId })
    const refused = await refusal(on.visitor('192.0.2.9').roomQuestions({ registration: anna.submissionId }))
    expect(refused.code).toBe('TOO_MANY_REQUESTS')
    expect(await on.visitor('192.0.2.10').roomQuestions({ registration: anna.submissionId })).toEqual([])
  })

  test('the team lists and answers only when signed in as an admin; an answer is stored once and e-mailed to the registrant', async () => {
    const on = site(getDb())
    const admin = await createUser(getDb())
    const viewer = await createUser(getDb(), { role: 'viewer' })
    const anna = await registrant(getDb(), 'Kovács Anna', 'anna@pelda.hu')
    const bela = await registrant(getDb(), 'Nagy Béla', 'bela@pelda.hu')
    const first = await on
      .visitor()
      .askQuestion({ registration: anna.submissionId, text: HOSTILE_QUESTION, position: 61 })
    on.clock.now += 1000
    const second = await on
      .visitor()
      .askQuestion({ registration: bela.submissionId, text: 'Béla kérdése', position: 90 })
    await on.runOutbox()
    smtp.received.length = 0

    const signedOut = await refusal(on.admin(null).list({ open: true }))
    expect([signedOut.code, signedOut.message]).toEqual(['UNAUTHORIZED', AdminMessages.signInRequired])
    expect((await refusal(on.admin(viewer).list({ open: true }))).code).toBe('FORBIDDEN')
    const viewerAnswer = await refusal(on.admin(viewer).answer({ id: first.question.id, answer: 'Nem.' }))
    expect([viewerAnswer.code, viewerAnswer.message]).toEqual(['FORBIDDEN', AdminMessages.accessDenied])
    expect((await refusal(on.admin(null).answer({ id: first.question.id, answer: 'Nem.' }))).code).toBe('UNAUTHORIZED')

    const open = await on.admin(admin).list({ open: true })
    expect(open.map((q) => [q.id, q.registrationId, q.fullName, q.webinarTime, q.position])).toEqual([
      [first.question.id, anna.id, 'Kovács Anna', SESSION, 61],
      [second.question.id, bela.id, 'Nagy Béla', SESSION, 90],
    ])

    on.clock.now += 60_000
    const answer = 'Köszönjük!\nHavi <b>9 900</b> Ft & ÁFA.'
    const answered = await on.admin(admin).answer({ id: first.question.id, answer })
    expect(answered).toMatchObject({
      id: first.question.id,
      answer,
      answeredAt: new Date(on.clock.now).toISOString(),
      answeredByEmail: admin.email,
    })
    const again = await refusal(on.admin(admin).answer({ id: first.question.id, answer: 'Másik válasz' }))
    expect([again.code, again.message]).toEqual(['CONFLICT', QuestionAdminMessages.alreadyAnswered])
    const missing = await refusal(on.admin(admin).answer({ id: 999_999, answer: 'Válasz' }))
    expect([missing.code, missing.message]).toEqual(['NOT_FOUND', QuestionAdminMessages.notFound])

    expect((await on.admin(admin).list({ open: true })).map((q) => q.id)).toEqual([second.question.id])
    expect((await on.admin(admin).list({ open: false })).map((q) => q.id)).toEqual([
      second.question.id,
      first.question.id,
    ])
    expect((await on.admin(admin).list({ open: false, registrationId: anna.id })).map((q) => q.answer)).toEqual([
      answer,
    ])

    await on.runOutbox()
    const [mail, ...others] = answerMails()
    expect(others).toEqual([])
    expect(mail!.envelope.to).toEqual(['anna@pelda.hu'])
    const html = String(mail!.parsed.html)
    expect(html).not.toContain('<script>')
    expect(html).toContain('Havi &lt;b&gt;9 900&lt;/b&gt; Ft &amp; ÁFA.')
    const text = mail!.parsed.text ?? ''
    expect(text).toContain('Kedves Kovács Anna!')
    expect(text).toContain(`Az Ön kérdése: ${HOSTILE_QUESTION}`)
    expect(text).toContain(`Válaszunk: ${answer}`)
    expect(text).toMatch(new RegExp(`${SITE}/w#[A-Za-z0-9_-]{43}`))
    expect(mail!.raw.toString('utf8')).not.toMatch(/^List-Unsubscribe/im)
    expect(smtp.received).toHaveLength(1)
  })

  test('a trashed registration’s question is neither listed open nor answered, and erasure takes the questions', async () => {
    const on = site(getDb())
    const admin = await createUser(getDb())
    const anna = await registrant(getDb(), 'Kovács Anna', 'anna@pelda.hu')
    const asked = await on.visitor().askQuestion({ registration: anna.submissionId, text: 'Anna kérdése', position: 5 })
    await getDb()
      .db.updateTable('registrations')
      .set({ deleted_at: new Date(NOW).toISOString() })
      .execute()

    expect(await on.admin(admin).list({ open: true })).toEqual([])
    const trashed = await refusal(on.admin(admin).answer({ id: asked.question.id, answer: 'Válasz' }))
    expect([trashed.code, trashed.message]).toEqual(['CONFLICT', QuestionAdminMessages.inTrash])
    await on.runOutbox()
    expect(questionMails()).toEqual([])

    const caller = testCaller(getDb(), { services: on.services, session: sessionOf(admin) }).caller
    const erasure = await caller.admin.privacy.erase({ email: 'anna@pelda.hu' })
    expect(erasure.counts.webinarQuestions).toBe(1)
    expect(await getDb().db.selectFrom('webinar_questions').select('id').execute()).toEqual([])
  })

  test('a registration purged from the trash takes its questions (the foreign key cascades on both databases)', async () => {
    const on = site(getDb())
    const anna = await registrant(getDb(), 'Kovács Anna', 'anna@pelda.hu')
    await on.visitor().askQuestion({ registration: anna.submissionId, text: 'Anna kérdése', position: 5 })
    await getDb()
      .db.updateTable('registrations')
      .set({ deleted_at: new Date(NOW).toISOString() })
      .execute()

    expect(await purgeRegistrationsTrashedBefore(getDb().db, new Date(NOW + 1).toISOString())).toBe(1)
    expect(await getDb().db.selectFrom('webinar_questions').select('id').execute()).toEqual([])
  })
})

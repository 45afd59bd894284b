import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { simpleParser, type ParsedMail } from 'mailparser'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { envWith } from '../../server/env'
import { createMailer, type OutgoingMail } from '../../server/mail/mailer'
import { startSmtpTestServer, type SmtpTestServer } from '../setup/smtp-test-server'

const CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//PatikaChat//Webinar//HU\r\nEND:VCALENDAR\r\n'

const MAIL: OutgoingMail = {
  to: ['kovacs.anna@pelda.hu', 'szabo.eva@pelda.hu'],
  subject: 'Emlékeztető: holnap 18:00-kor kezdődik a webinárium',
  text: 'Kedves Anna!\n\nHolnap 18:00-kor kezdünk. Árvíztűrő tükörfúrógép.\n',
  html: '<p>Kedves Anna!</p><p>Holnap <strong>18:00</strong>-kor kezdünk. Árvíztűrő tükörfúrógép.</p>',
  headers: { 'X-Patika-Job': 'reminder-24h' },
  attachments: [{ filename: 'webinarium.ics', content: CALENDAR, contentType: 'text/calendar' }],
  replyTo: 'info@patikachat.hu',
}

let smtp: SmtpTestServer
const directories: string[] = []
const mailDirectory = () => {
  const directory = mkdtempSync(join(tmpdir(), 'patikachat-mail-'))
  directories.push(directory)
  return join(directory, 'mail')
}

beforeAll(async () => {
  smtp = await startSmtpTestServer()
})
afterAll(() => smtp.stop())
afterEach(() => {
  smtp.acceptAgain()
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true })
})

/** What a reader of the message sees, so the SMTP copy and the .eml copy can be compared. */
function content(parsed: ParsedMail) {
  return {
    from: parsed.from?.value,
    to: [parsed.to].flat().flatMap((address) => address?.value ?? []),
    replyTo: parsed.replyTo?.value,
    subject: parsed.subject,
    text: parsed.text,
    html: parsed.html,
    jobHeader: parsed.headers.get('x-patika-job'),
    messageId: parsed.messageId,
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content.toString('utf8'),
    })),
  }
}

const EXPECTED_CONTENT = {
  from: [{ name: 'PatikaChat Webinárium', address: 'webinar@patikachat.hu' }],
  to: [
    { name: '', address: 'kovacs.anna@pelda.hu' },
    { name: '', address: 'szabo.eva@pelda.hu' },
  ],
  replyTo: [{ name: '', address: 'info@patikachat.hu' }],
  subject: MAIL.subject,
  text: MAIL.text,
  html: MAIL.html,
  jobHeader: 'reminder-24h',
  attachments: [{ filename: 'webinarium.ics', contentType: 'text/calendar', content: CALENDAR }],
}

test('over SMTP_URL the server receives the headers, both bodies and the attachment, after signing in', async () => {
  const url = smtp.url.replace('smtp://', 'smtp://webinar:titkos@')
  const mailer = createMailer(envWith({ SMTP_URL: url, MAIL_FROM: 'PatikaChat Webinárium <webinar@patikachat.hu>' }))
  expect(mailer.transport).toEqual({ kind: 'smtp', host: '127.0.0.1' })

  const before = smtp.received.length
  const { messageId } = await mailer.send(MAIL)
  mailer.close()

  expect(smtp.received).toHaveLength(before + 1)
  const received = smtp.received.at(-1)!
  expect(received.envelope).toEqual({
    from: 'webinar@patikachat.hu',
    to: ['kovacs.anna@pelda.hu', 'szabo.eva@pelda.hu'],
  })
  expect(received.authUser).toBe('webinar')
  expect(content(received.parsed)).toEqual({ ...EXPECTED_CONTENT, messageId })
})

test('without SMTP_URL the message is written to MAIL_DIR as an .eml file that reads the same', async () => {
  const directory = mailDirectory()
  const now = Date.parse('2026-12-01T17:00:00.000Z')
  const mailer = createMailer(
    envWith({ MAIL_DIR: directory, MAIL_FROM: 'PatikaChat Webinárium <webinar@patikachat.hu>' }),
    { now: () => now },
  )
  expect(mailer.transport).toEqual({ kind: 'files', directory })

  const { messageId } = await mailer.send(MAIL)

  const files = readdirSync(directory)
  expect(files).toHaveLength(1)
  expect(files[0]).toMatch(/^2026-12-01T17-00-00-000Z_[\w.@-]+\.eml$/)
  const raw = readFileSync(join(directory, files[0]!))
  // As SMTP carries it: every line ends in CRLF.
  expect(raw.toString('latin1')).not.toMatch(/[^\r]\n/)
  expect(content(await simpleParser(raw))).toEqual({ ...EXPECTED_CONTENT, messageId })
})

test('a later message sorts after an earlier one in the mail folder', async () => {
  const directory = mailDirectory()
  let now = Date.parse('2026-12-01T09:59:59.999Z')
  const mailer = createMailer(envWith({ MAIL_DIR: directory }), { now: () => now })
  await mailer.send({ ...MAIL, subject: 'első' })
  now += 1
  await mailer.send({ ...MAIL, subject: 'második' })

  const subjects = await Promise.all(
    readdirSync(directory)
      .sort()
      .map(async (file) => (await simpleParser(readFileSync(join(directory, file)))).subject),
  )
  expect(subjects).toEqual(['első', 'második'])
})

test('an SMTP server that refuses for now, or is down, makes the send fail with its reason', async () => {
  const mailer = createMailer(envWith({ SMTP_URL: smtp.url }))
  smtp.rejectTemporarily(1)
  await expect(mailer.send(MAIL)).rejects.toThrow(/451/)

  await smtp.stop()
  try {
    await expect(mailer.send(MAIL)).rejects.toThrow(/ECONNREFUSED/)
  } finally {
    await smtp.start()
  }
  const before = smtp.received.length
  await mailer.send(MAIL)
  expect(smtp.received).toHaveLength(before + 1)
  mailer.close()
})

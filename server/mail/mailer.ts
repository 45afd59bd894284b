import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createTransport, type SendMailOptions } from 'nodemailer'
import type { Env } from '../env'

/** A message ready to send: both bodies rendered, attachments in hand. */
export interface OutgoingMail {
  to: string | string[]
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
  attachments?: Array<{ filename: string; content: string | Buffer; contentType: string }>
  replyTo?: string
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message (or its file is written); rejects with the server's reply. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>
  /** Where messages go: the admin says "no mail server is configured" for files. */
  readonly transport: { kind: 'smtp'; host: string } | { kind: 'files'; directory: string }
  close(): void
}

/**
 * How long one SMTP exchange may wait: for the connection, for the server's greeting, and on a silent socket. A send
 * therefore settles within a minute at worst, well inside the outbox's two-minute lease, so a slow server never
 * makes another instance take the message up while this one still sends it.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
  dnsTimeout: 10_000,
} as const

export interface MailerOptions {
  /** The clock that names the .eml files (tests move it). */
  now?: () => number
}

type MailEnv = Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_DIR'>

function toNodemailer(mail: OutgoingMail): SendMailOptions {
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    attachments: mail.attachments?.map(({ filename, content, contentType }) => ({ filename, content, contentType })),
    replyTo: mail.replyTo,
  }
}

/**
 * Sends through nodemailer: over SMTP to SMTP_URL, or without one as `.eml` files in MAIL_DIR (data/mail), so a new
 * install shows what it would have sent. The files are built by nodemailer's stream transport with CRLF line ends:
 * the same bytes an SMTP server would receive.
 */
export function createMailer(env: MailEnv, options: MailerOptions = {}): Mailer {
  const { name, address } = env.MAIL_FROM
  const from = name ? { name, address } : address
  if (env.SMTP_URL) {
    const transporter = createTransport({ url: env.SMTP_URL, ...SMTP_TIMEOUTS }, { from })
    return {
      transport: { kind: 'smtp', host: new URL(env.SMTP_URL).hostname },
      async send(mail) {
        const info = await transporter.sendMail(toNodemailer(mail))
        return { messageId: info.messageId }
      },
      close: () => transporter.close(),
    }
  }

  const directory = env.MAIL_DIR
  const now = options.now ?? Date.now
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from })
  return {
    transport: { kind: 'files', directory },
    async send(mail) {
      const info = await composer.sendMail(toNodemailer(mail))
      if (!Buffer.isBuffer(info.message)) throw new Error('The stream transport gave no message buffer')
      await mkdir(directory, { recursive: true })
      const path = join(directory, emlFileName(now(), info.messageId))
      // Written whole under another name first, so nobody reading the folder meets half a message.
      await writeFile(`${path}.part`, info.message)
      await rename(`${path}.part`, path)
      return { messageId: info.messageId }
    },
    close: () => composer.close(),
  }
}

/** `2026-11-26T09-00-00-000Z_<message id>.eml`: sorted by name is sorted by time; safe on every file system. */
function emlFileName(moment: number, messageId: string): string {
  const time = new Date(moment).toISOString().replace(/[:.]/g, '-')
  const id = messageId.replace(/^<|>$/g, '').replace(/[^\w.@-]/g, '_')
  return `${time}_${id}.eml`
}

// A real SMTP server on this machine (the smtp-server package, https://nodemailer.com/extras/smtp-server) that keeps
// every message it accepts, parsed by mailparser. Plain SMTP on 127.0.0.1: no STARTTLS (nodemailer would try it and
// refuse the self-signed certificate), AUTH offered and any credentials taken, so smtp://user:pass@ URLs work too.
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { freePort } from './free-port'

export interface ReceivedMail {
  envelope: { from: string; to: string[] }
  /** The user name the client signed in with, when it did. */
  authUser: string | undefined
  /** The message as it came over the wire. */
  raw: Buffer
  parsed: ParsedMail
}

export interface SmtpTestServer {
  port: number
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string
  /** Every message accepted so far, across stops and starts, in the order accepted. */
  readonly received: ReceivedMail[]
  /** Stops listening (the server is down: connections are refused); `start()` listens again on the same port. */
  stop(): Promise<void>
  start(): Promise<void>
  /** Answers the next `count` messages (all until `acceptAgain()` by default) with a 451 at MAIL FROM. */
  rejectTemporarily(count?: number): void
  acceptAgain(): void
}

const TEMPORARY_REJECTION = 'Requested action aborted: try again later'

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const port = await freePort()
  const received: ReceivedMail[] = []
  let rejectionsLeft = 0
  let server: SMTPServer | undefined

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const instance = new SMTPServer({
        logger: false,
        disableReverseLookup: true,
        disabledCommands: ['STARTTLS'],
        authOptional: true,
        allowInsecureAuth: true,
        onAuth(auth, _session, callback) {
          callback(null, { user: auth.username })
        },
        onMailFrom(_address, _session, callback) {
          if (rejectionsLeft <= 0) return callback()
          rejectionsLeft -= 1
          callback(Object.assign(new Error(TEMPORARY_REJECTION), { responseCode: 451 }))
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => {
            const raw = Buffer.concat(chunks)
            // Kept before the 250 reply, so a send that resolved is always among `received`.
            simpleParser(raw).then(
              (parsed) => {
                const { mailFrom, rcptTo } = session.envelope
                received.push({
                  envelope: { from: mailFrom ? mailFrom.address : '', to: rcptTo.map((rcpt) => rcpt.address) },
                  authUser: typeof session.user === 'string' ? session.user : undefined,
                  raw,
                  parsed,
                })
                callback()
              },
              (error: Error) => callback(error),
            )
          })
        },
      })
      instance.on('error', reject)
      instance.listen(port, '127.0.0.1', () => {
        server = instance
        resolve()
      })
    })

  await listen()
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    async stop() {
      const instance = server
      server = undefined
      if (instance) await new Promise<void>((resolve) => instance.close(resolve))
    },
    start: listen,
    rejectTemporarily(count = Number.POSITIVE_INFINITY) {
      rejectionsLeft = count
    },
    acceptAgain() {
      rejectionsLeft = 0
    },
  }
}

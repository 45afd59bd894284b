import { randomUUID } from 'node:crypto'
import type { TRPCError } from '@trpc/server'
import pino from 'pino'
import { expect, test } from 'vitest'
import { ZodError, z } from 'zod'
import { envWith, type Env } from '../../server/env'
import { insertRegisterConfig } from '../../server/repositories/funnel-config.repository'
import { FORM_TOKEN_SECRET_SETTING } from '../../server/services/form-guard/form-token-key'
import { signFormToken } from '../../server/services/form-guard/form-token'
import { createAppServices } from '../../server/services/app-services'
import type { DbHandle } from '../../server/db/client'
import {
  FORM_RULES,
  FORM_TOKEN_TTL_MS,
  FormMessages,
  type DemoInput,
  type FormName,
  type JoinInput,
  type TrainingInput,
  type WebinarInput,
} from '../../shared/schemas/forms'
import { TextMessages } from '../../shared/schemas/text'
import { DEFAULT_REGISTER_CONFIG } from '../../shared/funnel/config-defaults'
import { DEFAULT_WEBINAR_SCHEDULE } from '../../shared/funnel/config-defaults'
import { JUST_IN_TIME_VALUE } from '../../shared/funnel/webinar-sessions'
import { MARKETING_CONSENT_VERSION } from '../../shared/marketing-consent'
import { testCaller } from '../setup/context'
import { refusal } from '../setup/refusal'
import { describeEachDialect } from '../setup/test-db'

const START = Date.parse('2025-03-01T10:00:00.000Z')

interface WebhookCall {
  url: string
  body: string
}

/** A caller whose form guard reads a clock the test moves, with its log lines and webhook posts recorded. */
function formsHarness(db: DbHandle, options: { env?: Partial<Record<keyof Env, string>>; failWebhook?: boolean } = {}) {
  let now = START
  const webhookCalls: WebhookCall[] = []
  const fakeFetch: typeof fetch = (input, init) => {
    webhookCalls.push({ url: input as string, body: init?.body as string })
    return options.failWebhook
      ? Promise.reject(new Error('connect ECONNREFUSED'))
      : Promise.resolve(new Response('ok', { status: 200 }))
  }
  const services = createAppServices(envWith({ NODE_ENV: 'test', ...options.env }), db, {
    now: () => now,
    fetch: fakeFetch,
  })
  const logLines: Array<{ level: number; msg: string; reason?: string; detail?: string; form?: string }> = []
  const callerFor = (clientIp = '203.0.113.7') => {
    const { caller, ctx } = testCaller(db, { services, clientIp })
    ctx.log = pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line) as never) })
    return caller
  }
  const caller = callerFor()
  return {
    caller,
    callerFor,
    services,
    webhookCalls,
    logLines,
    advance: (ms: number) => {
      now += ms
    },
    /** A token for the form, aged exactly the form's minimum delay. */
    async readyToken(form: FormName, as = caller) {
      const { token } = await as.forms.token({ form })
      now += FORM_RULES[form].minDelayMs
      return token
    },
    rejections: () => logLines.filter((line) => line.reason !== undefined).map((line) => line.reason),
  }
}

const webinarInput = (formToken: string, overrides: Partial<WebinarInput> = {}): WebinarInput => ({
  fullName: '  Kovács Anna ',
  email: 'anna@pelda.hu',
  company: '',
  submissionId: randomUUID(),
  formToken,
  ...overrides,
})
const demoInput = (formToken: string, overrides: Partial<DemoInput> = {}): DemoInput => ({
  fullName: 'Dr. Nagy Péter',
  email: 'peter@napfenypatika.hu',
  pharmacyName: 'Napfény Patika',
  privacyAccepted: true,
  referralCode: '',
  submissionId: randomUUID(),
  formToken,
  ...overrides,
})
const joinInput = (formToken: string, overrides: Partial<JoinInput> = {}): JoinInput => ({
  fullName: 'Szabó Éva',
  pharmacyName: 'Szent Anna Rendelő',
  email: 'eva@rendelo.hu',
  referralCode: '',
  submissionId: randomUUID(),
  formToken,
  ...overrides,
})
const trainingInput = (formToken: string, overrides: Partial<TrainingInput> = {}): TrainingInput => ({
  fullName: 'Tóth Gábor',
  email: 'gabor@ceg.hu',
  company: 'Gyógyír Kft.',
  message: 'Tíz munkatársunknak szeretnénk képzést.',
  referralCode: '',
  submissionId: randomUUID(),
  formToken,
  ...overrides,
})

async function rowsOf(db: DbHandle) {
  return db.db
    .selectFrom('registrations')
    .select(['id', 'submission_id', 'full_name', 'email', 'source', 'status', 'notes', 'metadata', 'registration_date'])
    .orderBy('id')
    .execute()
}

function fieldErrorsOf(error: TRPCError): Record<string, string[] | undefined> {
  if (!(error.cause instanceof ZodError)) throw new Error(`expected a validation error, got ${error.code}`)
  return z.flattenError(error.cause).fieldErrors
}

describeEachDialect('forms', (getDb) => {
  test('a webinar registration saves one new row with source webinar and its webinar time, and answers only a receipt', async () => {
    const forms = formsHarness(getDb())
    const input = webinarInput(await forms.readyToken('webinar'))

    const receipt = await forms.caller.forms.webinar(input)

    const rows = await rowsOf(getDb())
    expect(rows).toEqual([
      {
        id: rows[0]!.id,
        submission_id: input.submissionId,
        full_name: 'Kovács Anna',
        email: 'anna@pelda.hu',
        source: 'webinar',
        status: 'new',
        notes: null,
        // No webinar date is configured: the webinar starts 10 minutes after the submit (the clock at START + 3 s).
        metadata: JSON.stringify({ webinarTime: new Date(START + 3000 + 10 * 60_000).toISOString() }),
        registration_date: receipt.registrationDate,
      },
    ])
    expect(receipt).toEqual({
      submissionId: input.submissionId,
      registrationDate: rows[0]!.registration_date,
      webinarTime: '2025-03-01T10:10:03.000Z',
    })
    expect(receipt.registrationDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    expect(forms.webhookCalls).toEqual([])
  })

  /** Sessions on Tuesdays and Thursdays at 18:00 Budapest time; the clock starts on Saturday 1 March 2025. */
  const tuesdaysAndThursdays = () =>
    insertRegisterConfig(getDb().db, {
      ...DEFAULT_REGISTER_CONFIG,
      schedule: {
        ...DEFAULT_WEBINAR_SCHEDULE,
        weekly: [
          { weekday: 2, time: '18:00' },
          { weekday: 4, time: '18:00' },
        ],
      },
    })
  const webinarMetadata = async () => (await rowsOf(getDb())).map((row) => JSON.parse(row.metadata) as unknown)

  test('the chosen session is stored as the webinar time and answered in the receipt; none chosen is the first', async () => {
    await tuesdaysAndThursdays()
    const forms = formsHarness(getDb())
    const thursday = '2025-03-06T17:00:00.000Z'

    const chosen = await forms.caller.forms.webinar(
      webinarInput(await forms.readyToken('webinar'), { session: thursday }),
    )
    await forms.caller.forms.webinar(
      webinarInput(await forms.readyToken('webinar'), { email: 'elso@pelda.hu', session: '' }),
    )
    // Two a minute from one address: the third registrant sends from another.
    const neighbour = forms.callerFor('203.0.113.9')
    await neighbour.forms.webinar(
      webinarInput(await forms.readyToken('webinar', neighbour), {
        email: 'most@pelda.hu',
        session: JUST_IN_TIME_VALUE,
      }),
    )

    expect(chosen.webinarTime).toBe(thursday)
    expect(await webinarMetadata()).toEqual([
      { webinarTime: thursday },
      { webinarTime: '2025-03-04T17:00:00.000Z' },
      // Just in time: 10 minutes after this registration (three tokens' minimum times after the start).
      { webinarTime: new Date(START + 3 * FORM_RULES.webinar.minDelayMs + 10 * 60_000).toISOString() },
    ])
  })

  test('a session the schedule does not offer is refused on the session field; the token still serves a good one', async () => {
    await tuesdaysAndThursdays()
    const forms = formsHarness(getDb())
    const token = await forms.readyToken('webinar')

    for (const session of ['2025-03-05T17:00:00.000Z', '2025-02-25T17:00:00.000Z', 'holnap']) {
      const error = await refusal(forms.caller.forms.webinar(webinarInput(token, { session })))
      expect(error.code, session).toBe('BAD_REQUEST')
      expect(fieldErrorsOf(error), session).toEqual({ session: [FormMessages.sessionUnavailable] })
    }
    expect(await rowsOf(getDb())).toEqual([])
    expect(forms.rejections()).toEqual([])

    await forms.caller.forms.webinar(webinarInput(token, { session: '2025-03-04T17:00:00.000Z' }))
    expect(await webinarMetadata()).toEqual([{ webinarTime: '2025-03-04T17:00:00.000Z' }])
  })

  test('the marketing consent is stored with its text version and the registration time only when ticked', async () => {
    const forms = formsHarness(getDb())
    const ticked = webinarInput(await forms.readyToken('webinar'), { marketingConsent: true })
    const receipt = await forms.caller.forms.webinar(ticked)
    await forms.caller.forms.webinar(
      webinarInput(await forms.readyToken('webinar'), { email: 'nem@pelda.hu', marketingConsent: false }),
    )
    const neighbour = forms.callerFor('203.0.113.9')
    await neighbour.forms.webinar(
      webinarInput(await forms.readyToken('webinar', neighbour), { email: 'regi@pelda.hu' }),
    )

    expect(await webinarMetadata()).toEqual([
      {
        webinarTime: receipt.webinarTime,
        marketingConsent: { version: MARKETING_CONSENT_VERSION, givenAt: receipt.registrationDate },
      },
      { webinarTime: expect.any(String) as unknown },
      { webinarTime: expect.any(String) as unknown },
    ])
    expect(receipt.registrationDate).toBe(new Date(START + FORM_RULES.webinar.minDelayMs).toISOString())

    // Sent again later (its answer was lost), it is the same registration: what the server added is not compared.
    forms.advance(5 * 60_000)
    expect(await forms.caller.forms.webinar(ticked)).toEqual(receipt)
    expect(await rowsOf(getDb())).toHaveLength(3)
  })

  test('a demo access saves pharmacy name and position (default pharmacist) with source demo', async () => {
    const forms = formsHarness(getDb())

    await forms.caller.forms.demo(demoInput(await forms.readyToken('demo')))
    await forms.caller.forms.demo(
      demoInput(await forms.readyToken('demo'), { email: 'owner@patika.hu', position: 'owner' }),
    )

    const rows = await rowsOf(getDb())
    expect(rows.map((row) => [row.source, row.status])).toEqual([
      ['demo', 'new'],
      ['demo', 'new'],
    ])
    expect(rows.map((row) => JSON.parse(row.metadata) as unknown)).toEqual([
      { pharmacyName: 'Napfény Patika', position: 'pharmacist' },
      { pharmacyName: 'Napfény Patika', position: 'owner' },
    ])
  })

  test('a join request saves source contact with the pharmacy name', async () => {
    const forms = formsHarness(getDb())
    await forms.caller.forms.join(joinInput(await forms.readyToken('join')))
    expect(await rowsOf(getDb())).toMatchObject([
      {
        full_name: 'Szabó Éva',
        email: 'eva@rendelo.hu',
        source: 'contact',
        status: 'new',
        metadata: JSON.stringify({ pharmacyName: 'Szent Anna Rendelő' }),
      },
    ])
  })

  test('a training enquiry saves source ai-training-contact with company, message and type', async () => {
    const forms = formsHarness(getDb())
    await forms.caller.forms.training(trainingInput(await forms.readyToken('training')))
    await forms.caller.forms.training(
      trainingInput(await forms.readyToken('training'), { company: '  ', message: undefined }),
    )

    const rows = await rowsOf(getDb())
    expect(rows.map((row) => [row.source, row.status])).toEqual([
      ['ai-training-contact', 'new'],
      ['ai-training-contact', 'new'],
    ])
    expect(rows.map((row) => JSON.parse(row.metadata) as unknown)).toEqual([
      { company: 'Gyógyír Kft.', message: 'Tíz munkatársunknak szeretnénk képzést.', type: 'training-inquiry' },
      { company: null, message: null, type: 'training-inquiry' },
    ])
  })

  test('webinar and demo submissions are posted URL-encoded to the form webhook after saving', async () => {
    const forms = formsHarness(getDb(), { env: { FORM_WEBHOOK_URL: 'https://forms.example.com/' } })
    await forms.caller.forms.webinar(webinarInput(await forms.readyToken('webinar')))
    await forms.caller.forms.demo(demoInput(await forms.readyToken('demo')))
    await forms.caller.forms.join(joinInput(await forms.readyToken('join')))
    await forms.services.formWebhook.settled()

    expect(forms.webhookCalls.map((call) => call.url)).toEqual([
      'https://forms.example.com/',
      'https://forms.example.com/',
    ])
    expect(Object.fromEntries(new URLSearchParams(forms.webhookCalls[0]!.body))).toEqual({
      'form-name': 'webinar-registration',
      fullName: 'Kovács Anna',
      email: 'anna@pelda.hu',
    })
    expect(Object.fromEntries(new URLSearchParams(forms.webhookCalls[1]!.body))).toEqual({
      'form-name': 'demo-access',
      fullName: 'Dr. Nagy Péter',
      email: 'peter@napfenypatika.hu',
      pharmacyName: 'Napfény Patika',
      position: 'pharmacist',
    })
  })

  test('a failing webhook is logged and the registration is kept', async () => {
    const forms = formsHarness(getDb(), { env: { FORM_WEBHOOK_URL: 'https://forms.example.com/' }, failWebhook: true })
    const input = webinarInput(await forms.readyToken('webinar'))
    await forms.caller.forms.webinar(input)
    await forms.services.formWebhook.settled()

    expect(forms.webhookCalls).toHaveLength(1)
    expect(forms.logLines.some((line) => line.msg === 'form webhook failed')).toBe(true)
    expect((await rowsOf(getDb())).map((row) => row.submission_id)).toEqual([input.submissionId])
  })

  test('a filled trap field is refused on every form, saving nothing', async () => {
    const forms = formsHarness(getDb())
    // Each refusal is caught as the call starts: the calls run while the next token is fetched.
    const attempts = [
      refusal(forms.caller.forms.webinar(webinarInput(await forms.readyToken('webinar'), { company: 'ACME Kft.' }))),
      refusal(forms.caller.forms.demo(demoInput(await forms.readyToken('demo'), { referralCode: 'x' }))),
      refusal(
        forms.caller.forms.join(joinInput(await forms.readyToken('join'), { referralCode: 'https://spam.example' })),
      ),
      refusal(forms.caller.forms.training(trainingInput(await forms.readyToken('training'), { referralCode: ' y ' }))),
    ]
    for (const attempt of attempts) {
      const error = await attempt
      expect(error.code).toBe('FORBIDDEN')
      expect(error.message).toBe(FormMessages.botDetected)
    }
    expect(await rowsOf(getDb())).toEqual([])
    expect(forms.rejections()).toEqual(Array(4).fill('Honeypot field filled'))
  })

  test('a submit before the minimum time is refused: 3000 ms webinar and demo, 2000 ms join and training', async () => {
    const forms = formsHarness(getDb())
    const cases = [
      ['webinar', 3000],
      ['demo', 3000],
      ['join', 2000],
      ['training', 2000],
    ] as const
    for (const [form, minDelay] of cases) expect(FORM_RULES[form].minDelayMs).toBe(minDelay)

    const send = (form: FormName, token: string) =>
      ({
        webinar: () => forms.caller.forms.webinar(webinarInput(token)),
        demo: () => forms.caller.forms.demo(demoInput(token)),
        join: () => forms.caller.forms.join(joinInput(token)),
        training: () => forms.caller.forms.training(trainingInput(token)),
      })[form]()

    for (const [form, minDelay] of cases) {
      const { token } = await forms.caller.forms.token({ form })
      forms.advance(minDelay - 1)
      expect((await refusal(send(form, token))).message).toBe(FormMessages.botDetected)
    }
    expect(await rowsOf(getDb())).toEqual([])
    expect(forms.rejections()).toEqual(Array(4).fill('Submission too fast'))

    for (const [form] of cases) {
      const { token } = await forms.caller.forms.token({ form })
      forms.advance(FORM_RULES[form].minDelayMs)
      await send(form, token)
    }
    expect(await rowsOf(getDb())).toHaveLength(4)
  })

  test('a forged, foreign, missing, wrong-form or expired token is refused, saving nothing', async () => {
    const forms = formsHarness(getDb())
    const genuine = await forms.readyToken('webinar')
    const [form, issuedAt, nonce] = genuine.split('.')
    const tokens = {
      forgedSignature: `${genuine.slice(0, -4)}AAAA`,
      backdated: `${form}.${(START - 60_000).toString(36)}.${nonce}.${genuine.split('.')[3]}`,
      otherSecret: signFormToken(Buffer.from('another-secret-another-secret-00'), 'webinar', START - 10_000),
      missing: '',
      garbage: 'not-a-token',
      wrongForm: await forms.readyToken('demo'),
    }
    expect(issuedAt).toBe(START.toString(36))

    for (const token of Object.values(tokens)) {
      await refusal(forms.caller.forms.webinar(webinarInput(token)))
    }
    forms.advance(FORM_TOKEN_TTL_MS)
    await refusal(forms.caller.forms.webinar(webinarInput(genuine)))

    expect(await rowsOf(getDb())).toEqual([])
    expect(forms.rejections()).toEqual(Array(7).fill('Submission too fast'))
    expect(forms.logLines.filter((line) => line.reason).map((line) => line.detail)).toEqual([
      'forged',
      'forged',
      'forged',
      'malformed',
      'malformed',
      'wrong-form',
      'expired',
    ])
  })

  test('more than 2 webinar or demo submissions per 60 s from one IP are refused; others and later ones pass', async () => {
    const forms = formsHarness(getDb())
    // Each a different person: the same address registering again keeps a request, not a row (issue 37).
    let person = 0
    const someone = () => ({ email: `resztvevo${(person += 1)}@pelda.hu` })
    for (const form of ['webinar', 'demo'] as const) {
      const send = async () => {
        const token = await forms.readyToken(form)
        return form === 'webinar'
          ? forms.caller.forms.webinar(webinarInput(token, someone()))
          : forms.caller.forms.demo(demoInput(token))
      }
      await send()
      await send()
      const before = (await rowsOf(getDb())).length
      const error = await refusal(send())
      expect(error.code).toBe('TOO_MANY_REQUESTS')
      expect(error.message).toBe(FormMessages.botDetected)
      expect(await rowsOf(getDb())).toHaveLength(before)
    }

    const neighbour = forms.callerFor('198.51.100.23')
    await neighbour.forms.webinar(webinarInput(await forms.readyToken('webinar', neighbour), someone()))

    forms.advance(60_000)
    await forms.caller.forms.webinar(webinarInput(await forms.readyToken('webinar'), someone()))
    expect(await rowsOf(getDb())).toHaveLength(6)
    expect(forms.rejections()).toEqual(['Rate limit exceeded', 'Rate limit exceeded'])
  })

  test('more than 3 join or training submissions per 60 s from one IP are refused', async () => {
    const forms = formsHarness(getDb())
    for (let i = 0; i < 3; i += 1) {
      await forms.caller.forms.join(joinInput(await forms.readyToken('join')))
      await forms.caller.forms.training(trainingInput(await forms.readyToken('training')))
    }
    const joinToken = await forms.readyToken('join')
    expect((await refusal(forms.caller.forms.join(joinInput(joinToken)))).code).toBe('TOO_MANY_REQUESTS')
    const trainingToken = await forms.readyToken('training')
    expect((await refusal(forms.caller.forms.training(trainingInput(trainingToken)))).code).toBe('TOO_MANY_REQUESTS')
    expect(await rowsOf(getDb())).toHaveLength(6)
  })

  test('a repeated submission id answers the same receipt and adds no row, even when the two race', async () => {
    const forms = formsHarness(getDb())
    const submissionId = randomUUID()
    const first = await forms.caller.forms.demo(demoInput(await forms.readyToken('demo'), { submissionId }))
    const again = await forms.caller.forms.demo(demoInput(await forms.readyToken('demo'), { submissionId }))
    expect(again).toEqual(first)

    const racingId = randomUUID()
    const token = await forms.readyToken('join')
    const [a, b] = await Promise.all([
      forms.caller.forms.join(joinInput(token, { submissionId: racingId })),
      forms.caller.forms.join(joinInput(token, { submissionId: racingId })),
    ])
    expect(a).toEqual(b)

    const rows = await rowsOf(getDb())
    expect(rows.map((row) => row.submission_id)).toEqual([submissionId, racingId])
  })

  test('a resend of a stored submission does not use up the rate allowance', async () => {
    const forms = formsHarness(getDb())
    const input = webinarInput(await forms.readyToken('webinar'))
    await forms.caller.forms.webinar(input)
    await forms.caller.forms.webinar({ ...input, formToken: await forms.readyToken('webinar') })
    await forms.caller.forms.webinar(webinarInput(await forms.readyToken('webinar'), { email: 'bela@pelda.hu' }))
    expect(await rowsOf(getDb())).toHaveLength(2)
  })

  test('one form token carries one submission: another submission with it is refused and logged', async () => {
    const forms = formsHarness(getDb())
    const token = await forms.readyToken('training')
    const first = trainingInput(token)
    await forms.caller.forms.training(first)

    // A double click or an outbox retry of the same submission with the same token is still answered.
    expect(await forms.caller.forms.training(first)).toMatchObject({ submissionId: first.submissionId })
    for (const other of [trainingInput(token), trainingInput(token, { fullName: 'Bot Béla' })]) {
      const error = await refusal(forms.caller.forms.training(other))
      expect(error.code).toBe('FORBIDDEN')
      expect(error.message).toBe(FormMessages.botDetected)
    }
    forms.advance(FORM_TOKEN_TTL_MS / 2)
    expect((await refusal(forms.caller.forms.training(trainingInput(token)))).code).toBe('FORBIDDEN')

    expect((await rowsOf(getDb())).map((row) => row.submission_id)).toEqual([first.submissionId])
    expect(forms.logLines.filter((line) => line.reason).map((line) => [line.reason, line.detail])).toEqual(
      Array(3).fill(['Submission too fast', 'reused']),
    )
  })

  test('two different submissions racing with one token: exactly one is saved', async () => {
    const forms = formsHarness(getDb())
    const token = await forms.readyToken('join')
    const results = await Promise.allSettled([
      forms.caller.forms.join(joinInput(token)),
      forms.caller.forms.join(joinInput(token, { fullName: 'Bot Béla' })),
    ])

    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected'])
    const rejected = results.find((result) => result.status === 'rejected')
    expect((rejected?.reason as TRPCError).code).toBe('FORBIDDEN')
    expect(await rowsOf(getDb())).toHaveLength(1)
  })

  test('a replayed submission id with other content or for another form answers CONFLICT and reveals nothing', async () => {
    const forms = formsHarness(getDb())
    const submissionId = randomUUID()
    await forms.caller.forms.join(joinInput(await forms.readyToken('join'), { submissionId }))
    await getDb().db.updateTable('registrations').set({ status: 'contacted', notes: 'Visszahívni kedden' }).execute()
    const before = await rowsOf(getDb())

    const attempts = [
      async () =>
        forms.caller.forms.join(joinInput(await forms.readyToken('join'), { submissionId, email: 'x@pelda.hu' })),
      async () =>
        forms.caller.forms.join(joinInput(await forms.readyToken('join'), { submissionId, pharmacyName: 'Másik' })),
      async () => forms.caller.forms.training(trainingInput(await forms.readyToken('training'), { submissionId })),
      async () =>
        forms.caller.forms.webinar(
          webinarInput(await forms.readyToken('webinar'), {
            submissionId,
            fullName: 'Szabó Éva',
            email: 'eva@rendelo.hu',
          }),
        ),
    ]
    for (const attempt of attempts) {
      const error = await refusal(attempt())
      expect(error.code).toBe('CONFLICT')
      expect(error.message).toBe(FormMessages.botDetected)
      expect(JSON.stringify(error)).not.toMatch(/Szabó|Visszahívni|contacted|Szent Anna/)
    }
    expect(await rowsOf(getDb())).toEqual(before)
    expect(forms.rejections()).toEqual(Array(4).fill('Submission id conflict'))
  })

  test('an identical replay answers the receipt, never the notes, status or id stored since', async () => {
    const forms = formsHarness(getDb())
    const input = demoInput(await forms.readyToken('demo'))
    const receipt = await forms.caller.forms.demo(input)
    await getDb().db.updateTable('registrations').set({ status: 'contacted', notes: 'Belső megjegyzés' }).execute()

    const replay = await forms.caller.forms.demo({ ...input, formToken: await forms.readyToken('demo') })

    expect(replay).toEqual(receipt)
    expect(Object.keys(replay).sort()).toEqual(['registrationDate', 'submissionId'])
  })

  test('a submission id is the same whatever its letter case, and is stored in lower case', async () => {
    const forms = formsHarness(getDb())
    const submissionId = randomUUID().toUpperCase()
    const first = await forms.caller.forms.webinar(webinarInput(await forms.readyToken('webinar'), { submissionId }))
    const again = await forms.caller.forms.webinar(
      webinarInput(await forms.readyToken('webinar'), { submissionId: submissionId.toLowerCase() }),
    )

    expect(again).toEqual(first)
    expect((await rowsOf(getDb())).map((row) => row.submission_id)).toEqual([submissionId.toLowerCase()])
  })

  test('a name with a NUL or a bidirectional override is refused with the Hungarian message, saving nothing', async () => {
    const forms = formsHarness(getDb())
    const token = await forms.readyToken('demo')
    const attempts = [
      forms.caller.forms.demo(demoInput(token, { fullName: 'Nagy\u0000Péter' })),
      forms.caller.forms.webinar(webinarInput(token, { fullName: 'Kovács \u202Eanna' })),
      forms.caller.forms.join(joinInput(token, { pharmacyName: 'Szent\u2066Anna' })),
      forms.caller.forms.training(trainingInput(token, { message: 'Helló\u0000' })),
    ]
    const expected = [{ fullName: 1 }, { fullName: 1 }, { pharmacyName: 1 }, { message: 1 }]
    for (const [index, attempt] of attempts.entries()) {
      const error = await refusal(attempt)
      expect(error.code).toBe('BAD_REQUEST')
      const [field] = Object.keys(expected[index]!)
      expect(fieldErrorsOf(error)).toEqual({ [field!]: [TextMessages.invalidCharacters] })
    }
    expect(await rowsOf(getDb())).toEqual([])
  })

  test('invalid input is refused with the field errors, saving nothing', async () => {
    const forms = formsHarness(getDb())
    const token = await forms.readyToken('demo')
    const cases: Array<[Promise<unknown>, Record<string, string[]>]> = [
      [
        forms.caller.forms.demo(demoInput(token, { fullName: '   ', email: '', pharmacyName: '' })),
        {
          fullName: [FormMessages.required],
          email: [FormMessages.required],
          pharmacyName: [FormMessages.required],
        },
      ],
      [
        forms.caller.forms.demo(demoInput(token, { privacyAccepted: false })),
        { privacyAccepted: [FormMessages.privacyRequired] },
      ],
      [forms.caller.forms.webinar(webinarInput(token, { email: 'anna@' })), { email: [FormMessages.invalidEmail] }],
      [
        forms.caller.forms.join(joinInput(token, { pharmacyName: 'P'.repeat(161) })),
        { pharmacyName: [FormMessages.tooLong(160)] },
      ],
      [
        forms.caller.forms.training(trainingInput(token, { message: 'm'.repeat(2001), fullName: 'n'.repeat(121) })),
        { message: [FormMessages.tooLong(2000)], fullName: [FormMessages.tooLong(120)] },
      ],
    ]
    for (const [attempt, expected] of cases) {
      const error = await refusal(attempt)
      expect(error.code).toBe('BAD_REQUEST')
      expect(fieldErrorsOf(error)).toEqual(expected)
    }

    const wrongShape = await refusal(
      forms.caller.forms.demo({ ...demoInput(token), position: 'boss' as never, submissionId: 'abc' }),
    )
    expect(Object.keys(fieldErrorsOf(wrongShape)).sort()).toEqual(['position', 'submissionId'])
    expect(await rowsOf(getDb())).toEqual([])
  })

  test('without FORM_TOKEN_SECRET one secret is generated, stored once and shared by every instance', async () => {
    const first = formsHarness(getDb())
    const second = formsHarness(getDb())
    const [tokenA, tokenB] = await Promise.all([first.readyToken('join'), second.readyToken('join')])
    second.advance(FORM_RULES.join.minDelayMs)

    await second.caller.forms.join(joinInput(tokenA))
    await first.caller.forms.join(joinInput(tokenB))

    const settings = await getDb().db.selectFrom('settings').select(['name', 'value']).execute()
    expect(settings).toHaveLength(1)
    expect(settings[0]).toMatchObject({ name: FORM_TOKEN_SECRET_SETTING })
    expect(settings[0]!.value.length).toBeGreaterThanOrEqual(40)
  })

  test('FORM_TOKEN_SECRET, when set, signs the tokens and nothing is stored', async () => {
    const secret = 'a-configured-secret-of-at-least-32-chars'
    const forms = formsHarness(getDb(), { env: { FORM_TOKEN_SECRET: secret } })
    const token = await forms.readyToken('training')
    const [form, issuedAt, nonce] = token.split('.')
    expect(token).toBe(signFormToken(Buffer.from(secret), 'training', START, Buffer.from(nonce!, 'base64url')))
    expect([form, issuedAt]).toEqual(['training', START.toString(36)])
    await forms.caller.forms.training(trainingInput(token))
    expect(await getDb().db.selectFrom('settings').select('name').execute()).toEqual([])
  })
})

import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { flushOutbox, queuedSubmissions, watchQueued, type QueuedOutcome } from '../../client/forms/form-outbox'
import { classifySendError, sendFormSubmission } from '../../client/forms/form-submission'
import type { QueuedFormSubmission } from '../../shared/schemas/forms'
import { fakeServerClient, stubBrowserStorage, trpcData, trpcError, type FakeAnswer } from '../setup/fake-browser'

const QUEUED_AT = '2025-03-01T10:00:00.000Z'
const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

function queuedJoin(n: number): QueuedFormSubmission {
  return {
    form: 'join',
    submissionId: idOf(n),
    queuedAt: QUEUED_AT,
    fields: { fullName: `Szabó Éva ${n}`, pharmacyName: 'Szent Anna', email: `eva${n}@rendelo.hu` },
  }
}

const tokenAnswer = trpcData({ token: 'join.token', minDelayMs: 0, ttlMs: 3_600_000 })
const receiptFor = (n: number) => trpcData({ submissionId: idOf(n), registrationDate: QUEUED_AT })

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

async function failureFor(answer: () => FakeAnswer) {
  const { client } = fakeServerClient(answer)
  try {
    await sendFormSubmission(client, 'join', queuedJoin(1).fields as never, {
      submissionId: idOf(1),
      formToken: 't',
      trapValue: '',
    })
  } catch (error) {
    return classifySendError(error)
  }
  throw new Error('expected the send to fail')
}

const json = (status: number, body: unknown): FakeAnswer => ({ status, body: JSON.stringify(body) })

test.each([
  [
    'no answer at all',
    'unreachable',
    () => {
      throw new TypeError('Failed to fetch')
    },
  ],
  ['a proxy error page that is not JSON', 'unreachable', () => ({ status: 502, body: '<html>Bad Gateway</html>' })],
  ['an internal server error', 'unreachable', () => trpcError('INTERNAL_SERVER_ERROR', 500)],
  ['a 503 in JSON', 'unreachable', () => json(503, { error: 'Service Unavailable' })],
  ['a store the server needs being down (its 503)', 'unreachable', () => trpcError('SERVICE_UNAVAILABLE', 503)],
  ['the rate limit', 'rate-limited', () => trpcError('TOO_MANY_REQUESTS', 429)],
  ['the bot guard', 'bot', () => trpcError('FORBIDDEN', 403)],
  ['field errors', 'invalid', () => trpcError('BAD_REQUEST', 400)],
  ['a conflict', 'failed', () => trpcError('CONFLICT', 409)],
  ['a body over the limit', 'failed', () => json(413, { statusCode: 413, error: 'Payload Too Large', message: 'x' })],
  ['an unsupported content type', 'failed', () => json(415, { statusCode: 415, error: 'Unsupported Media Type' })],
  ['a 403 in JSON from something other than the guard', 'failed', () => json(403, { message: 'Forbidden' })],
] as const)('a send that meets %s is classified %s', async (_what, expected, answer) => {
  expect(await failureFor(answer)).toBe(expected)
})

test('queue entries are read one by one: a damaged or outdated entry is dropped alone', () => {
  const valid = queuedJoin(2)
  stubBrowserStorage({
    formSubmissions: JSON.stringify([
      { form: 'join', fields: { fullName: 'Régi alak', email: 'regi@pelda.hu' } },
      valid,
      { form: 'newsletter', submissionId: idOf(3), queuedAt: QUEUED_AT, fields: {} },
      'garbage',
    ]),
  })
  expect(queuedSubmissions()).toEqual([valid])
  expect(warn).toHaveBeenCalledTimes(3)
})

test('a queue value that is not a list at all reads as empty', () => {
  stubBrowserStorage({ formSubmissions: JSON.stringify({ not: 'a list' }) })
  expect(queuedSubmissions()).toEqual([])
})

test('an entry refused for good is dropped and a rate-limited one kept, while the entries behind them are sent', async () => {
  const storage = stubBrowserStorage({
    formSubmissions: JSON.stringify([queuedJoin(1), queuedJoin(2), queuedJoin(3), queuedJoin(4)]),
  })
  const answers: Record<string, FakeAnswer> = {
    [idOf(1)]: json(413, { statusCode: 413, error: 'Payload Too Large' }),
    [idOf(2)]: trpcError('TOO_MANY_REQUESTS', 429),
    [idOf(3)]: trpcError('FORBIDDEN', 403),
    [idOf(4)]: receiptFor(4),
  }
  const { client } = fakeServerClient((path, body) => {
    if (path === 'forms.token') return tokenAnswer
    const sent = (body as Record<string, { submissionId: string }>)['0']!
    return answers[sent.submissionId]!
  })
  const sent: string[] = []

  await flushOutbox(client, (submission) => sent.push(submission.submissionId))

  expect(sent).toEqual([idOf(4)])
  expect(JSON.parse(storage.get('formSubmissions')!)).toEqual([queuedJoin(2)])
})

test('an unreachable server stops the run and keeps every entry', async () => {
  const entries = [queuedJoin(1), queuedJoin(2)]
  const storage = stubBrowserStorage({ formSubmissions: JSON.stringify(entries) })
  const { client, calls } = fakeServerClient((path) =>
    path === 'forms.token' ? tokenAnswer : { status: 502, body: '<html>Bad Gateway</html>' },
  )

  await flushOutbox(client, () => {})

  expect(calls.map((call) => call.path)).toEqual(['forms.token', 'forms.join'])
  expect(JSON.parse(storage.get('formSubmissions')!)).toEqual(entries)
})

test('a webinar registration kept while offline is sent with its chosen session and consent; an older entry with the defaults', async () => {
  const chosen = {
    form: 'webinar',
    submissionId: idOf(5),
    queuedAt: QUEUED_AT,
    fields: {
      fullName: 'Sorban Álló Sára',
      email: 'sara@pelda.hu',
      session: '2025-03-06T17:00:00.000Z',
      marketingConsent: true,
    },
  }
  const older = {
    form: 'webinar',
    submissionId: idOf(6),
    queuedAt: QUEUED_AT,
    fields: { fullName: 'Régi', email: 'r@pelda.hu' },
  }
  stubBrowserStorage({ formSubmissions: JSON.stringify([chosen, older]) })
  const { client, calls } = fakeServerClient((path, body) => {
    if (path === 'forms.token') return trpcData({ token: 'webinar.token', minDelayMs: 0, ttlMs: 3_600_000 })
    const sent = (body as Record<string, { submissionId: string }>)['0']!
    return receiptFor(Number(sent.submissionId.slice(-1)))
  })

  await flushOutbox(client, () => {})

  const sentFields = calls
    .filter((call) => call.path === 'forms.webinar')
    .map((call) => {
      const { session, marketingConsent } = (
        call.body as Record<string, { session: string; marketingConsent: boolean }>
      )['0']!
      return { session, marketingConsent }
    })
  expect(sentFields).toEqual([
    { session: '2025-03-06T17:00:00.000Z', marketingConsent: true },
    { session: '', marketingConsent: false },
  ])
})

test('a submission a form on the page watches is reported to that form, sent or refused, instead of to the run', async () => {
  stubBrowserStorage({ formSubmissions: JSON.stringify([queuedJoin(1), queuedJoin(2), queuedJoin(3)]) })
  const { client } = fakeServerClient((path, body) => {
    if (path === 'forms.token') return tokenAnswer
    const sent = (body as Record<string, { submissionId: string }>)['0']!
    return sent.submissionId === idOf(2) ? trpcError('FORBIDDEN', 403) : receiptFor(Number(sent.submissionId.slice(-1)))
  })
  const outcomes: Record<string, QueuedOutcome> = {}
  const stopWatching = [1, 2].map((n) => watchQueued(idOf(n), (outcome) => (outcomes[idOf(n)] = outcome)))
  const reportedByRun: string[] = []

  await flushOutbox(client, (submission) => reportedByRun.push(submission.submissionId))

  expect(outcomes).toEqual({
    [idOf(1)]: { sent: true, saved: { submissionId: idOf(1), registrationDate: QUEUED_AT } },
    [idOf(2)]: { sent: false, failure: 'bot' },
  })
  expect(reportedByRun).toEqual([idOf(3)])
  stopWatching.forEach((stop) => stop())
})

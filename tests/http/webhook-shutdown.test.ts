import { randomUUID } from 'node:crypto'
import { expect, test } from 'vitest'
import { postProcedure, readyFormToken, testApp } from '../setup/http-app'

interface LogLine {
  level: number
  msg: string
  abandoned?: number
  deliveries?: number
}

/** An app with the webhook on, its fetch replaced by `fetchImpl`, and its log lines collected. */
async function webhookApp(fetchImpl: typeof fetch, webhookShutdownDeadlineMs?: number) {
  const lines: LogLine[] = []
  const site = await testApp({
    env: { FORM_WEBHOOK_URL: 'https://forms.example/capture', LOG_LEVEL: 'info' },
    services: { fetch: fetchImpl, webhookShutdownDeadlineMs },
    logStream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  })
  const register = async () => {
    const formToken = await readyFormToken(site, 'webinar')
    const response = await postProcedure(site.app, 'forms.webinar', {
      fullName: 'Kovács Anna',
      email: 'anna@pelda.hu',
      company: '',
      submissionId: randomUUID(),
      formToken,
    })
    expect(response.statusCode).toBe(200)
  }
  return { site, lines, register }
}

test('closing the app waits for a webhook delivery still in flight and logs that it was delivered', async () => {
  let delivered = false
  const slowFetch: typeof fetch = () =>
    new Promise((resolve) =>
      setTimeout(() => {
        delivered = true
        resolve(new Response('ok'))
      }, 300),
    )
  const { site, lines, register } = await webhookApp(slowFetch)
  await register()
  expect(delivered).toBe(false)

  await site.close()

  expect(delivered).toBe(true)
  expect(lines).toContainEqual(
    expect.objectContaining({ msg: 'form webhook deliveries finished before shutdown', deliveries: 1 }),
  )
  // The first app of a file starts Vite's development server, which compiles on first use.
}, 90_000)

test('a delivery that outlasts the shutdown deadline is aborted and logged as abandoned', async () => {
  let signal: AbortSignal | undefined
  const hangingFetch: typeof fetch = (_url, init) =>
    new Promise((_resolve, reject) => {
      signal = init?.signal ?? undefined
      signal?.addEventListener('abort', () => reject(new Error('aborted')))
    })
  const { site, lines, register } = await webhookApp(hangingFetch, 200)
  await register()

  const started = Date.now()
  await site.close()

  expect(Date.now() - started).toBeLessThan(3000)
  expect(signal?.aborted).toBe(true)
  expect(lines).toContainEqual(
    expect.objectContaining({ msg: 'form webhook deliveries abandoned at shutdown', abandoned: 1, level: 40 }),
  )
}, 90_000)

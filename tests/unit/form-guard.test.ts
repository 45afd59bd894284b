import { expect, test } from 'vitest'
import { FORM_RULES, FORM_TOKEN_TTL_MS } from '../../shared/schemas/forms'
import { FormGuard, FormRejection } from '../../server/services/form-guard/form-guard'
import { signFormToken } from '../../server/services/form-guard/form-token'
import { InMemoryRateLimitStore } from '../../server/services/form-guard/rate-limit-store'

const key = Buffer.from('unit-test-secret-unit-test-secret')
const startedAt = Date.parse('2025-03-01T10:00:00.000Z')

function guardAt(relaxedLimits: boolean) {
  const clock = { now: startedAt }
  const guard = new FormGuard({
    key: () => Promise.resolve(key),
    rateLimits: new InMemoryRateLimitStore(),
    now: () => clock.now,
    relaxedLimits,
  })
  return { guard, clock }
}

const rejectionOf = (attempt: Promise<unknown>) =>
  attempt.then(
    () => null,
    (error: unknown) => (error instanceof FormRejection ? error.reason : error),
  )

test('the normal guard refuses a submission before the fill time and past the per-IP allowance', async () => {
  const { guard } = guardAt(false)
  const { token, minDelayMs } = await guard.issueToken('webinar')
  expect(minDelayMs).toBe(FORM_RULES.webinar.minDelayMs)
  expect(await rejectionOf(guard.verifyPerson('webinar', { trapValue: '', formToken: token }))).toBe(
    'Submission too fast',
  )
  for (let hit = 0; hit < FORM_RULES.webinar.maxSubmissions; hit += 1) {
    await guard.consumeRateLimit('webinar', '127.0.0.1')
  }
  expect(await rejectionOf(guard.consumeRateLimit('webinar', '127.0.0.1'))).toBe('Rate limit exceeded')
})

test('relaxed limits accept a submission as soon as its token is issued, and any number from one IP', async () => {
  const { guard } = guardAt(true)
  const { token, minDelayMs } = await guard.issueToken('webinar')
  expect(minDelayMs).toBe(0)
  await expect(guard.verifyPerson('webinar', { trapValue: '', formToken: token })).resolves.toMatchObject({
    expiresAt: startedAt + FORM_TOKEN_TTL_MS,
  })
  for (let hit = 0; hit < 10 * FORM_RULES.webinar.maxSubmissions; hit += 1) {
    await guard.consumeRateLimit('webinar', '127.0.0.1')
  }
})

test('relaxed limits still refuse a filled trap, a forged, expired or other form token, and a reused token', async () => {
  const { guard, clock } = guardAt(true)
  const { token } = await guard.issueToken('webinar')
  const person = (formToken: string, trapValue = '') => guard.verifyPerson('webinar', { trapValue, formToken })

  expect(await rejectionOf(person(token, 'Acme'))).toBe('Honeypot field filled')
  expect(await rejectionOf(person(signFormToken(Buffer.from('x'.repeat(32)), 'webinar', startedAt)))).toBe(
    'Submission too fast',
  )
  expect(await rejectionOf(person((await guard.issueToken('demo')).token))).toBe('Submission too fast')

  const verified = await person(token)
  await guard.claimToken(verified, 'submission-1')
  await guard.claimToken(verified, 'submission-1')
  expect(await rejectionOf(guard.claimToken(verified, 'submission-2'))).toBe('Submission too fast')

  clock.now += FORM_TOKEN_TTL_MS + 1
  expect(await rejectionOf(person(token))).toBe('Submission too fast')
})

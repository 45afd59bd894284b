import { expect, test } from 'vitest'
import { signFormToken, verifyFormToken } from '../../server/services/form-guard/form-token'

const key = Buffer.from('unit-test-secret-unit-test-secret')
const issuedAt = Date.parse('2025-03-01T10:00:00.000Z')
const rules = { form: 'webinar' as const, minDelayMs: 3000, ttlMs: 3_600_000 }

test('a token verifies for its form once the minimum delay has passed', () => {
  const token = signFormToken(key, 'webinar', issuedAt)
  expect(token).toMatch(/^webinar\.[0-9a-z]+\.[\w-]+\.[\w-]{43}$/)
  expect(verifyFormToken(key, token, { ...rules, now: issuedAt + 3000 })).toMatchObject({ ok: true, ageMs: 3000 })
  expect(verifyFormToken(key, token, { ...rules, now: issuedAt + 2999 })).toEqual({ ok: false, problem: 'too-fast' })
})

test('tokens issued in the same millisecond differ', () => {
  expect(signFormToken(key, 'demo', issuedAt)).not.toBe(signFormToken(key, 'demo', issuedAt))
})

test('a token is refused when expired, from the future, for another form, or signed with another key', () => {
  const token = signFormToken(key, 'webinar', issuedAt)
  expect(verifyFormToken(key, token, { ...rules, now: issuedAt + 3_600_001 })).toEqual({
    ok: false,
    problem: 'expired',
  })
  expect(verifyFormToken(key, token, { ...rules, now: issuedAt - 10_000 })).toEqual({ ok: false, problem: 'too-fast' })
  expect(verifyFormToken(key, token, { ...rules, form: 'demo', now: issuedAt + 5000 })).toEqual({
    ok: false,
    problem: 'wrong-form',
  })
  expect(verifyFormToken(Buffer.from('x'.repeat(32)), token, { ...rules, now: issuedAt + 5000 })).toEqual({
    ok: false,
    problem: 'forged',
  })
})

test('a token whose issue time was moved back is refused as forged', () => {
  const [form, , nonce, signature] = signFormToken(key, 'webinar', issuedAt).split('.')
  const backdated = [form, (issuedAt - 60_000).toString(36), nonce, signature].join('.')
  expect(verifyFormToken(key, backdated, { ...rules, now: issuedAt + 1000 })).toEqual({ ok: false, problem: 'forged' })
})

test.each(['', 'abc', 'webinar.1.2', 'spam.kf2a.abc.def', 'webinar.NOT-BASE36.abc.def', 'webinar.kf2a..def'])(
  'a malformed token %j is refused',
  (token) => {
    expect(verifyFormToken(key, token, { ...rules, now: issuedAt })).toEqual({ ok: false, problem: 'malformed' })
  },
)

test('only the exact signature text verifies, not another spelling of the same bytes', () => {
  const token = signFormToken(key, 'webinar', issuedAt)
  const signature = token.split('.')[3]!
  const last = signature.at(-1)!
  // The last of 43 characters carries 4 bits; its 2 low bits are unused, so flipping one decodes to the same bytes.
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
  const sameBytes = alphabet[alphabet.indexOf(last) ^ 1]!
  const variants = [
    `${token.slice(0, -1)}${sameBytes}`,
    `${token}=`,
    `${token.slice(0, -43)}${signature.replace(/-/g, '+').replace(/_/g, '/')}`,
  ].filter((variant) => variant !== token)
  expect(Buffer.from(variants[0]!.split('.')[3]!, 'base64url')).toEqual(Buffer.from(signature, 'base64url'))
  for (const variant of variants) {
    expect(verifyFormToken(key, variant, { ...rules, now: issuedAt + 5000 })).toEqual({ ok: false, problem: 'forged' })
  }
})

test('a genuine token is named by its signed payload until it expires', () => {
  const token = signFormToken(key, 'webinar', issuedAt)
  const check = verifyFormToken(key, token, { ...rules, now: issuedAt + 5000 })
  expect(check).toEqual({
    ok: true,
    ageMs: 5000,
    tokenId: token.split('.').slice(0, 3).join('.'),
    expiresAt: issuedAt + rules.ttlMs,
  })
})

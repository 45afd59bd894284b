import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { FORM_NAMES, type FormName } from '../../../shared/schemas/forms'

/**
 * A form token says "form F was rendered at time T", signed with HMAC-SHA256 so the browser cannot move T:
 * `<form>.<issuedAt base36>.<nonce>.<signature>`, all URL-safe. The nonce makes every token distinct, so a
 * re-issued token restarts the form timer even within the same millisecond.
 */
export function signFormToken(key: Buffer, form: FormName, issuedAt: number, nonce = randomBytes(9)): string {
  const payload = `${form}.${issuedAt.toString(36)}.${nonce.toString('base64url')}`
  return `${payload}.${signature(key, payload)}`
}

export type FormTokenProblem = 'malformed' | 'forged' | 'wrong-form' | 'expired' | 'too-fast'
export type FormTokenCheck = { ok: true; ageMs: number } | { ok: false; problem: FormTokenProblem }

export function verifyFormToken(
  key: Buffer,
  token: string,
  expected: { form: FormName; now: number; minDelayMs: number; ttlMs: number },
): FormTokenCheck {
  const parts = token.split('.')
  if (parts.length !== 4) return { ok: false, problem: 'malformed' }
  const [form = '', issuedAtText = '', nonce = '', givenSignature = ''] = parts
  if (!FORM_NAMES.includes(form as FormName) || !/^[0-9a-z]{1,12}$/.test(issuedAtText) || !nonce) {
    return { ok: false, problem: 'malformed' }
  }
  const expectedSignature = Buffer.from(signature(key, `${form}.${issuedAtText}.${nonce}`), 'base64url')
  const given = Buffer.from(givenSignature, 'base64url')
  if (given.length !== expectedSignature.length || !timingSafeEqual(given, expectedSignature)) {
    return { ok: false, problem: 'forged' }
  }
  if (form !== expected.form) return { ok: false, problem: 'wrong-form' }
  const ageMs = expected.now - parseInt(issuedAtText, 36)
  if (ageMs > expected.ttlMs) return { ok: false, problem: 'expired' }
  // A negative age (a token "from the future", for example from an instance whose clock runs ahead) is too fast too.
  if (ageMs < expected.minDelayMs) return { ok: false, problem: 'too-fast' }
  return { ok: true, ageMs }
}

function signature(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url')
}

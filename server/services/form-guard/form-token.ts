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
/** A genuine token: its age, and the signed payload that names it (its nonce makes it unique) until it expires. */
export type FormTokenCheck =
  { ok: true; ageMs: number; tokenId: string; expiresAt: number } | { ok: false; problem: FormTokenProblem }

/** The one spelling of an HMAC-SHA256 signature in base64url: 43 characters, no padding. */
const CANONICAL_SIGNATURE = /^[A-Za-z0-9_-]{43}$/

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
  const payload = `${form}.${issuedAtText}.${nonce}`
  // The signature is compared as the exact text the server wrote: decoding first would let other spellings of the
  // same bytes (padding, unused low bits of the last character) pass as the same token.
  if (!CANONICAL_SIGNATURE.test(givenSignature)) return { ok: false, problem: 'forged' }
  if (!timingSafeEqual(Buffer.from(givenSignature), Buffer.from(signature(key, payload)))) {
    return { ok: false, problem: 'forged' }
  }
  if (form !== expected.form) return { ok: false, problem: 'wrong-form' }
  const issuedAt = parseInt(issuedAtText, 36)
  const ageMs = expected.now - issuedAt
  if (ageMs > expected.ttlMs) return { ok: false, problem: 'expired' }
  // A negative age (a token "from the future", for example from an instance whose clock runs ahead) is too fast too.
  if (ageMs < expected.minDelayMs) return { ok: false, problem: 'too-fast' }
  return { ok: true, ageMs, tokenId: payload, expiresAt: issuedAt + expected.ttlMs }
}

function signature(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url')
}

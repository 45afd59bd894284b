import {
  FORM_RULES,
  FORM_TOKEN_TTL_MS,
  FormMessages,
  type FormName,
  type FormRejectionReason,
  type IssuedFormToken,
} from '../../../shared/schemas/forms'
import { rateLimitSubject } from '../../rate-limit-subject'
import { DomainError, type DomainErrorKind } from '../domain-error'
import { signFormToken, verifyFormToken } from './form-token'
import type { RateLimitStore } from './rate-limit-store'

const REJECTION_KINDS: Record<FormRejectionReason, DomainErrorKind> = {
  'Honeypot field filled': 'forbidden',
  'Submission too fast': 'forbidden',
  'Rate limit exceeded': 'too-many-requests',
  'Submission id conflict': 'conflict',
}

/**
 * Why the guard turned a submission away. The person is only asked to try again later; the `reason` and `detail`
 * go to the log, never to the client.
 */
export class FormRejection extends DomainError {
  constructor(
    readonly reason: FormRejectionReason,
    detail?: string,
  ) {
    super(REJECTION_KINDS[reason], FormMessages.botDetected, detail)
  }
}

/** A genuine form token, named by its signed payload, valid through `expiresAt`. */
export interface VerifiedFormToken {
  tokenId: string
  expiresAt: number
}

export interface FormGuardDeps {
  key: () => Promise<Buffer>
  rateLimits: RateLimitStore
  now: () => number
  /**
   * BENCH_RELAXED_FORM_LIMITS (the soak test): no minimum fill time and no per-IP allowance. The trap field, the
   * token's signature, form and expiry, and one submission per token still hold.
   */
  relaxedLimits: boolean
}

/** The server's bot checks for the public forms (spec section 5): trap field, form timer, one use per token, rate limit. */
export class FormGuard {
  constructor(private readonly deps: FormGuardDeps) {}

  async issueToken(form: FormName): Promise<IssuedFormToken> {
    const token = signFormToken(await this.deps.key(), form, this.deps.now())
    return { token, minDelayMs: this.minDelayMs(form), ttlMs: FORM_TOKEN_TTL_MS }
  }

  /** The stateless checks: an empty trap field and a genuine token old enough for the form. */
  async verifyPerson(form: FormName, submission: { trapValue: string; formToken: string }): Promise<VerifiedFormToken> {
    if (submission.trapValue.trim() !== '') throw new FormRejection('Honeypot field filled')
    const check = verifyFormToken(await this.deps.key(), submission.formToken, {
      form,
      now: this.deps.now(),
      minDelayMs: this.minDelayMs(form),
      ttlMs: FORM_TOKEN_TTL_MS,
    })
    // Without a genuine, unexpired token the time since render is unknown, which the timer rule cannot accept.
    if (!check.ok) throw new FormRejection('Submission too fast', check.problem)
    return { tokenId: check.tokenId, expiresAt: check.expiresAt }
  }

  /**
   * Binds the token to one submission until it expires: the same submission may come again with it (a double
   * click, a retry), another one may not, or one token would time any number of submissions.
   */
  async claimToken(token: VerifiedFormToken, submissionId: string): Promise<void> {
    const claimed = await this.deps.rateLimits.claimUntil(
      `form-token:${token.tokenId}`,
      submissionId,
      token.expiresAt,
      this.deps.now(),
    )
    if (!claimed) throw new FormRejection('Submission too fast', 'reused')
  }

  /** Counts the submission against the client's allowance for this form. */
  async consumeRateLimit(form: FormName, clientIp: string): Promise<void> {
    if (this.deps.relaxedLimits) return
    const { maxSubmissions, rateWindowMs } = FORM_RULES[form]
    const allowed = await this.deps.rateLimits.tryHit(
      `${form}:${rateLimitSubject(clientIp)}`,
      maxSubmissions,
      rateWindowMs,
      this.deps.now(),
    )
    if (!allowed) throw new FormRejection('Rate limit exceeded')
  }

  private minDelayMs(form: FormName): number {
    return this.deps.relaxedLimits ? 0 : FORM_RULES[form].minDelayMs
  }
}

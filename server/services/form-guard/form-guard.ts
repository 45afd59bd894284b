import {
  FORM_RULES,
  FORM_TOKEN_TTL_MS,
  type FormName,
  type FormRejectionReason,
  type IssuedFormToken,
} from '../../../shared/schemas/forms'
import { signFormToken, verifyFormToken } from './form-token'
import type { RateLimitStore } from './rate-limit-store'

/** Why the guard turned a submission away; `detail` goes to the log only. */
export class FormRejection extends Error {
  constructor(
    readonly reason: FormRejectionReason,
    readonly detail?: string,
  ) {
    super(reason)
    this.name = 'FormRejection'
  }
}

export interface FormGuardDeps {
  key: () => Promise<Buffer>
  rateLimits: RateLimitStore
  now: () => number
}

/** The server's bot checks for the public forms (spec section 5): trap field, form timer, rate limit. */
export class FormGuard {
  constructor(private readonly deps: FormGuardDeps) {}

  async issueToken(form: FormName): Promise<IssuedFormToken> {
    const token = signFormToken(await this.deps.key(), form, this.deps.now())
    return { token, minDelayMs: FORM_RULES[form].minDelayMs, ttlMs: FORM_TOKEN_TTL_MS }
  }

  /** The stateless checks: an empty trap field and a genuine token old enough for the form. */
  async verifyPerson(form: FormName, submission: { trapValue: string; formToken: string }): Promise<void> {
    if (submission.trapValue.trim() !== '') throw new FormRejection('Honeypot field filled')
    const check = verifyFormToken(await this.deps.key(), submission.formToken, {
      form,
      now: this.deps.now(),
      minDelayMs: FORM_RULES[form].minDelayMs,
      ttlMs: FORM_TOKEN_TTL_MS,
    })
    // Without a genuine, unexpired token the time since render is unknown, which the timer rule cannot accept.
    if (!check.ok) throw new FormRejection('Submission too fast', check.problem)
  }

  /** Counts the submission against the client's allowance for this form. */
  async consumeRateLimit(form: FormName, clientIp: string): Promise<void> {
    const { maxSubmissions, rateWindowMs } = FORM_RULES[form]
    const allowed = await this.deps.rateLimits.tryHit(
      `${form}:${clientIp}`,
      maxSubmissions,
      rateWindowMs,
      this.deps.now(),
    )
    if (!allowed) throw new FormRejection('Rate limit exceeded')
  }
}

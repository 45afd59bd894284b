import type { FastifyBaseLogger } from 'fastify'

export const FORM_WEBHOOK_TIMEOUT_MS = 5000
/** How long closing the app waits for deliveries still in flight before abandoning them. */
export const FORM_WEBHOOK_SHUTDOWN_DEADLINE_MS = 5000

export interface FormWebhookOptions {
  fetch?: typeof fetch
  timeoutMs?: number
  shutdownDeadlineMs?: number
}

/**
 * Sends a URL-encoded copy of a saved form to the optional form-capture service (`FORM_WEBHOOK_URL`), the way a
 * hosting provider's form capture expects it (`form-name` plus the fields). Runs after the row is saved and never
 * throws: a failure is only logged.
 */
export class FormWebhook {
  /** Each delivery under way, with the form it carries. */
  private readonly inFlight = new Map<Promise<void>, string>()
  private readonly shutdown = new AbortController()
  private readonly fetchImpl: typeof fetch
  private readonly timeoutMs: number
  private readonly shutdownDeadlineMs: number

  constructor(
    private readonly url: string | undefined,
    options: FormWebhookOptions = {},
  ) {
    this.fetchImpl = options.fetch ?? fetch
    this.timeoutMs = options.timeoutMs ?? FORM_WEBHOOK_TIMEOUT_MS
    this.shutdownDeadlineMs = options.shutdownDeadlineMs ?? FORM_WEBHOOK_SHUTDOWN_DEADLINE_MS
  }

  get enabled(): boolean {
    return this.url !== undefined
  }

  /** Starts the post and returns at once; `settled()` waits for every post started so far. */
  send(formName: string, fields: Record<string, string>, log: FastifyBaseLogger): void {
    if (!this.url) return
    const delivery = this.post(this.url, formName, fields, log)
    this.inFlight.set(delivery, formName)
    void delivery.finally(() => this.inFlight.delete(delivery))
  }

  async settled(): Promise<void> {
    await Promise.all([...this.inFlight.keys()])
  }

  /**
   * At shutdown: waits up to the deadline for the deliveries under way, then aborts the rest. Either way the outcome
   * is logged, so an operator knows whether a copy may be missing at the form-capture service.
   */
  async drain(log: FastifyBaseLogger): Promise<void> {
    const pending = this.inFlight.size
    if (pending === 0) return
    log.info({ deliveries: pending }, 'waiting for form webhook deliveries before shutdown')
    let timer: NodeJS.Timeout | undefined
    const deadline = new Promise<'deadline'>((resolve) => {
      timer = setTimeout(() => resolve('deadline'), this.shutdownDeadlineMs)
    })
    const outcome = await Promise.race([this.settled().then(() => 'settled' as const), deadline])
    clearTimeout(timer)
    if (outcome === 'settled') {
      log.info({ deliveries: pending }, 'form webhook deliveries finished before shutdown')
      return
    }
    const abandoned = [...this.inFlight.values()]
    log.warn(
      { abandoned: abandoned.length, forms: abandoned, deadlineMs: this.shutdownDeadlineMs },
      'form webhook deliveries abandoned at shutdown',
    )
    this.shutdown.abort()
    await this.settled()
  }

  private async post(url: string, formName: string, fields: Record<string, string>, log: FastifyBaseLogger) {
    try {
      const response = await this.fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ 'form-name': formName, ...fields }).toString(),
        signal: AbortSignal.any([AbortSignal.timeout(this.timeoutMs), this.shutdown.signal]),
      })
      await response.body?.cancel()
      if (!response.ok) log.warn({ formName, status: response.status }, 'form webhook answered with an error')
    } catch (error) {
      log.warn({ formName, err: error }, 'form webhook failed')
    }
  }
}

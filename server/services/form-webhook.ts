import type { FastifyBaseLogger } from 'fastify'

export const FORM_WEBHOOK_TIMEOUT_MS = 5000

/**
 * Sends a URL-encoded copy of a saved form to the optional form-capture service (`FORM_WEBHOOK_URL`), the way a
 * hosting provider's form capture expects it (`form-name` plus the fields). Runs after the row is saved and never
 * throws: a failure is only logged.
 */
export class FormWebhook {
  private readonly inFlight = new Set<Promise<void>>()

  constructor(
    private readonly url: string | undefined,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly timeoutMs = FORM_WEBHOOK_TIMEOUT_MS,
  ) {}

  get enabled(): boolean {
    return this.url !== undefined
  }

  /** Starts the post and returns at once; `settled()` waits for every post started so far. */
  send(formName: string, fields: Record<string, string>, log: FastifyBaseLogger): void {
    if (!this.url) return
    const delivery = this.post(this.url, formName, fields, log)
    this.inFlight.add(delivery)
    void delivery.finally(() => this.inFlight.delete(delivery))
  }

  async settled(): Promise<void> {
    await Promise.all([...this.inFlight])
  }

  private async post(url: string, formName: string, fields: Record<string, string>, log: FastifyBaseLogger) {
    try {
      const response = await this.fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ 'form-name': formName, ...fields }).toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      })
      await response.body?.cancel()
      if (!response.ok) log.warn({ formName, status: response.status }, 'form webhook answered with an error')
    } catch (error) {
      log.warn({ formName, err: error }, 'form webhook failed')
    }
  }
}

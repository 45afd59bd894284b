import { BlogCoverMessages } from '../../shared/blog-covers'
import { DomainError } from '../services/domain-error'

/** Uploads that may wait while one cover is processed; one more is refused rather than queued for minutes. */
export const COVER_QUEUE_MAX_WAITING = 2

/**
 * Runs cover processing one at a time in this instance: decoding and encoding a picture keeps a core busy for up to
 * seconds, so two at once would take both of a small server's cores from the pages. A task waits its turn while
 * fewer than `maxWaiting` others wait; past that it is refused at once (429, BlogCoverMessages.busy).
 */
export class CoverQueue {
  private tail: Promise<unknown> = Promise.resolve()
  private queued = 0

  constructor(private readonly maxWaiting = COVER_QUEUE_MAX_WAITING) {}

  /** The tasks waiting for their turn, the running one not counted. */
  get waiting(): number {
    return Math.max(0, this.queued - 1)
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.waiting >= this.maxWaiting) {
      return Promise.reject(new DomainError('too-many-requests', BlogCoverMessages.busy))
    }
    this.queued += 1
    const result = this.tail.then(task).finally(() => {
      this.queued -= 1
    })
    this.tail = result.catch(() => undefined)
    return result
  }
}

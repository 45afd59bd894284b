import { CoverQueue } from '../../server/blog/cover-queue'

/**
 * The app's cover queue, but the first cover it processes waits until the test opens the gate, and each start and
 * end is noted: what runs together shows without timing anything.
 */
export class GatedCoverQueue extends CoverQueue {
  readonly events: string[] = []
  private started = 0
  private readonly gate: Promise<void>
  openGate: () => void = () => undefined

  constructor() {
    super()
    this.gate = new Promise((resolve) => {
      this.openGate = resolve
    })
  }

  override run<T>(task: () => Promise<T>): Promise<T> {
    return super.run(async () => {
      const turn = ++this.started
      this.events.push(`start ${turn}`)
      if (turn === 1) await this.gate
      try {
        return await task()
      } finally {
        this.events.push(`end ${turn}`)
      }
    })
  }
}

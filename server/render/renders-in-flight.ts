/**
 * The page renders running now, by cache key. A request that misses the render cache while the same page is being
 * rendered for someone else waits for that render and then reads the cache, so a burst of visitors after an
 * invalidation costs one render rather than one each: a home page render is about 25 ms of CPU on one thread, and
 * ten at once made the tenth visitor wait for all ten.
 */
export class RendersInFlight {
  private readonly running = new Map<string, Promise<unknown>>()

  /** Runs `render` as the key's render until it ends; `settled` lets others wait for it meanwhile. */
  async track<T>(key: string, render: () => Promise<T>): Promise<T> {
    const running = render()
    this.running.set(key, running)
    try {
      return await running
    } finally {
      if (this.running.get(key) === running) this.running.delete(key)
    }
  }

  /** Waits for the key's running render, if there is one, however it ends; true if there was one. */
  async settled(key: string): Promise<boolean> {
    const running = this.running.get(key)
    if (!running) return false
    await running.then(
      () => undefined,
      () => undefined,
    )
    return true
  }
}

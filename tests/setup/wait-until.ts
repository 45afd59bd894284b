/**
 * Asks again every few milliseconds until the answer is what the test waits for, and fails with the last answer
 * once `timeoutMs` has passed: for what another instance or process does in its own time.
 */
export async function waitUntil<T>(
  ask: () => Promise<T>,
  isDone: (answer: T) => boolean,
  { timeoutMs, intervalMs = 20 }: { timeoutMs: number; intervalMs?: number },
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const answer = await ask()
    if (isDone(answer)) return answer
    if (Date.now() >= deadline) throw new Error(`still not done after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}

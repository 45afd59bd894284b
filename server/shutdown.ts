import type { FastifyInstance } from 'fastify'
import type { Server } from 'node:http'

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when shutdown begins: /healthz answers 503 and every answer closes its connection. */
    shutdown: { draining: boolean }
  }
}

/** The whole shutdown's bound: what is still running then has its connection cut, so nothing holds a deploy. */
export const SHUTDOWN_GRACE_MS = 10_000
/** How long the server keeps taking connections while a load balancer notices the 503 health answers. */
export const SHUTDOWN_DRAIN_MS = 5000
const POLL_MS = 50

/** Registers what draining needs; call before any route, so every answer can close its connection. */
export function drainSupport(app: FastifyInstance): void {
  app.decorate('shutdown', { draining: false })
  app.addHook('onSend', async (_request, reply, payload) => {
    if (app.shutdown.draining) reply.header('connection', 'close')
    return payload
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const openConnections = (server: Server) =>
  new Promise<number>((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)))

/**
 * Shuts down without cutting a request short. First it drains: the port stays open, /healthz answers 503 so a load
 * balancer sends no more, and each answer closes its connection; this ends as soon as no connection is left open
 * (two checks in a row), or after `drainMs`. Closing the port earlier would reset the connections the kernel had
 * accepted but the server not yet read. Then it closes: new connections are refused, requests still running finish,
 * idle connections close as they appear, and the app's onClose hooks run (the webhook's deliveries, the database
 * pools, Redis). Whatever still runs after `graceMs` from the start has its connection cut. Answers whether
 * everything finished.
 */
export async function closeGracefully(
  app: FastifyInstance,
  { graceMs = SHUTDOWN_GRACE_MS, drainMs = SHUTDOWN_DRAIN_MS } = {},
): Promise<'drained' | 'cut'> {
  const deadline = Date.now() + graceMs
  app.shutdown.draining = true
  if (app.server.listening) {
    const drainEnds = Date.now() + Math.min(drainMs, graceMs)
    for (let quietChecks = 0; quietChecks < 2 && Date.now() < drainEnds;) {
      await sleep(POLL_MS)
      quietChecks = (await openConnections(app.server)) === 0 ? quietChecks + 1 : 0
    }
  }

  const closing = app.close().then(() => 'drained' as const)
  // Node closes the connections idle at the start only; one that finishes its answer later would stay open for its
  // keep-alive time and hold the close, so idle ones are closed as they appear.
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), POLL_MS)
  let timer: NodeJS.Timeout | undefined
  const cutOff = new Promise<'cut'>((resolve) => {
    timer = setTimeout(() => resolve('cut'), Math.max(0, deadline - Date.now()))
  })
  const outcome = await Promise.race([closing, cutOff])
  clearTimeout(timer)
  clearInterval(closeIdle)
  if (outcome === 'cut') {
    app.log.warn({ graceMs }, 'requests still running at the end of the shutdown grace time: connections cut')
    app.server.closeAllConnections()
    await closing
  }
  return outcome
}

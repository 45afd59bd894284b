// SQLite copies its write-ahead log back into the database file (a checkpoint) inside the commit that takes the log
// past `wal_autocheckpoint` pages, on the thread that commits: here the event loop. A bulk change of 1 000 rows
// writes about a thousand pages, so every such commit also paid for a checkpoint (about 13 ms of its 18). This worker
// thread checkpoints on its own connection instead, PASSIVE so that it never waits for or blocks a reader or the
// writer (https://www.sqlite.org/wal.html#ckpt), and the writer keeps a high automatic limit only as a net.
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

/** The writer checkpoints by itself only when the log passes this many pages (40 MB): the worker normally has. */
export const WAL_AUTOCHECKPOINT_NET_PAGES = 10_000
export interface WalCheckpointer {
  /** Tells the worker a write was committed: it checkpoints as soon as it is free, once for all told meanwhile. */
  afterCommit(): void
  stop(): Promise<void>
}

// CommonJS, as an eval'd worker runs: the driver is required by the path the main thread resolved.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driverPath)
const database = new Database(workerData.path)
let pending = false
parentPort.on('message', (message) => {
  if (message === 'stop') {
    database.close()
    parentPort.close()
    return
  }
  if (pending) return
  pending = true
  setImmediate(() => {
    pending = false
    try {
      database.pragma('wal_checkpoint(PASSIVE)')
    } catch {
      // A failed round leaves the log as it was; the next commit's round, or the writer's own limit, checkpoints it.
    }
  })
})
`

const driverPath = createRequire(import.meta.url).resolve('better-sqlite3')

/** Starts a worker that checkpoints the database at `path` (in WAL mode) after commits, until stopped. */
export function startWalCheckpointer(path: string): WalCheckpointer {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { path, driverPath } })
  // It must not keep a finished process alive, and a failure to start leaves the writer's own limit in charge.
  worker.unref()
  worker.on('error', () => undefined)
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
  return {
    afterCommit() {
      worker.postMessage('checkpoint')
    },
    stop() {
      // Held again while it closes its connection, so the process waits for that.
      worker.ref()
      worker.postMessage('stop')
      return exited
    },
  }
}

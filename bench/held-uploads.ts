// `npm run bench:held-uploads` (after `npm run build`): what signed-out callers who trickle large bodies cost the
// server. Each of 120 connections declares a 7 MB body to /trpc/admin.x without a session and sends it in 64 KB pieces
// every 50 ms, then holds the last bytes back; the server's RSS is read before, at the peak while the bodies are held,
// and 5 s after the callers are gone. Prints one line per reading and whether the server answered and closed the
// connections before their bodies were in.
import { connect, type Socket } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { CONTENT_BODY_LIMIT_BYTES } from '../shared/api-limits'
import { startProductionServer } from './production-server'

const PORT = 3923
const CONNECTIONS = 120
const CHUNK = Buffer.alloc(64 * 1024, 'x')
const CHUNK_EVERY_MS = 50
/** Long enough to send all but the last piece of a 7 MB body at 64 KB per 50 ms (about 6 s), then hold it. */
const HOLD_MS = 15_000
const RSS_SAMPLE_MS = 500

interface HeldUpload {
  socket: Socket
  /** The first bytes of the server's answer, if any came. */
  answer: string
  closedByServer: boolean
  sentBytes: number
}

function holdUpload(port: number, origin: string): HeldUpload {
  const socket = connect(port, '127.0.0.1')
  const upload: HeldUpload = { socket, answer: '', closedByServer: false, sentBytes: 0 }
  socket.setNoDelay(true)
  socket.write(
    'POST /trpc/admin.x HTTP/1.1\r\n' +
      'Host: 127.0.0.1\r\n' +
      `Origin: ${origin}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${CONTENT_BODY_LIMIT_BYTES}\r\n\r\n`,
  )
  const timer = setInterval(() => {
    if (socket.destroyed || upload.sentBytes + CHUNK.length >= CONTENT_BODY_LIMIT_BYTES) return clearInterval(timer)
    socket.write(CHUNK)
    upload.sentBytes += CHUNK.length
  }, CHUNK_EVERY_MS)
  socket.on('data', (data: Buffer) => {
    if (upload.answer === '') upload.answer = data.toString('latin1').split('\r\n')[0] ?? ''
  })
  socket.on('end', () => {
    upload.closedByServer = true
  })
  socket.on('error', () => {
    upload.closedByServer = true
  })
  socket.on('close', () => clearInterval(timer))
  return upload
}

const server = await startProductionServer({ port: PORT })
try {
  await sleep(1000)
  const before = await server.rssMb()
  const uploads = Array.from({ length: CONNECTIONS }, () => holdUpload(PORT, server.baseUrl))
  let peak = before
  for (let waited = 0; waited < HOLD_MS; waited += RSS_SAMPLE_MS) {
    await sleep(RSS_SAMPLE_MS)
    peak = Math.max(peak, await server.rssMb())
  }
  const sentMb = uploads.reduce((sum, upload) => sum + upload.sentBytes, 0) / 1024 / 1024
  const answers = new Map<string, number>()
  for (const upload of uploads)
    answers.set(upload.answer || '(none)', (answers.get(upload.answer || '(none)') ?? 0) + 1)
  const closed = uploads.filter((upload) => upload.closedByServer).length
  for (const upload of uploads) upload.socket.destroy()
  await sleep(5000)
  const after = await server.rssMb()

  console.log(`${CONNECTIONS} signed-out uploads of ${CONTENT_BODY_LIMIT_BYTES} bytes to /trpc/admin.x`)
  console.log(`  sent by the callers in ${HOLD_MS / 1000} s: ${sentMb.toFixed(0)} MB`)
  console.log(`  answers: ${[...answers].map(([answer, count]) => `${count} × ${answer}`).join(', ')}`)
  console.log(`  connections closed by the server while held: ${closed}`)
  console.log(`  RSS before: ${before} MB, peak while held: ${peak} MB, 5 s after the callers left: ${after} MB`)
} finally {
  await server.stop()
}

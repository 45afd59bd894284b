import { connect } from 'node:net'
import { request } from 'node:http'

export interface RawResponse {
  statusCode: number
  headers: Record<string, string | string[] | undefined>
  body: string
  /** The body as received, before any decoding (a compressed one stays compressed). */
  bytes: Buffer
}

/**
 * A GET over a real socket with the path exactly as written: `app.inject` reads its URL with the WHATWG parser, which
 * resolves `..` and some escapes before the server sees them, as a browser would but an attacker's client need not.
 */
export function rawGet(origin: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin)
    // A connection per request: one the server closed after refusing a request is never reused.
    const outgoing = request({ hostname, port, path, method: 'GET', headers, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const bytes = Buffer.concat(chunks)
        resolve({
          statusCode: response.statusCode ?? 0,
          headers: response.headers,
          body: bytes.toString('utf8'),
          bytes,
        })
      })
      response.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** A request written by hand over its own socket: the test decides what is sent and when. */
export interface OpenRequest {
  write(data: string | Buffer): void
  /**
   * The server's status and when it closed the connection (ms after opening), once it has; fails, and closes the
   * connection itself, if the server has not closed it within `ms`.
   */
  closedWithin(ms: number): Promise<{ statusCode: number; afterMs: number }>
}

/** Opens a connection to `origin` and writes `head` (the request line and headers, or their first bytes). */
export function openRequest(origin: string, head: string): OpenRequest {
  const { hostname, port } = new URL(origin)
  const openedAt = Date.now()
  const socket = connect(Number(port), hostname)
  const chunks: Buffer[] = []
  socket.on('data', (chunk: Buffer) => chunks.push(chunk))
  // A write after the server has closed fails with EPIPE or a reset; the close is what the test looks at.
  socket.on('error', () => undefined)
  const ended = new Promise<{ statusCode: number; afterMs: number }>((resolve) => {
    socket.on('close', () => {
      const statusLine = Buffer.concat(chunks).toString('latin1').split('\r\n')[0] ?? ''
      resolve({ statusCode: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0), afterMs: Date.now() - openedAt })
    })
  })
  socket.write(head)
  return {
    write: (data) => {
      if (!socket.destroyed) socket.write(data)
    },
    closedWithin: (ms) => {
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => {
          reject(new Error(`the server kept the connection open for ${ms} ms`))
          socket.destroy()
        }, ms)
      })
      return Promise.race([ended, late]).finally(() => clearTimeout(timer))
    },
  }
}

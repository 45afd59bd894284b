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

import { get, type Agent } from 'node:http'
import { CHROME_USER_AGENT } from './http-app'

/**
 * A GET over a real socket, as a browser or load balancer sends it: the answer's status, or the network error's code
 * when the connection failed (ECONNRESET for a cut connection, ECONNREFUSED for a closed port).
 */
export function httpOutcome(url: string, agent: Agent): Promise<number | string> {
  return new Promise((resolve) => {
    get(url, { agent, headers: { 'user-agent': CHROME_USER_AGENT } }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
      response.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
    }).on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
  })
}

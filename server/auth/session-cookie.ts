import type { FastifyReply } from 'fastify'
import type { Env } from '../env'
import { SESSION_COOKIE_NAME } from './session'

/** Where a procedure puts or removes the session cookie; tests pass a recorder. */
export interface SessionCookieJar {
  set(token: string, expiresAt: number): void
  clear(): void
}

export function sessionCookieFor(reply: FastifyReply, env: Env): SessionCookieJar {
  const base = { httpOnly: true, sameSite: 'lax', secure: env.isHttps, path: '/' } as const
  return {
    set(token, expiresAt) {
      void reply.setCookie(SESSION_COOKIE_NAME, token, { ...base, expires: new Date(expiresAt) })
    },
    clear() {
      void reply.setCookie(SESSION_COOKIE_NAME, '', { ...base, maxAge: 0 })
    },
  }
}

import { LoginThrottle } from '../auth/login-throttle'
import type { DbHandle } from '../db/client'
import type { Env } from '../env'

/** The long-lived pieces a request may use, made once per app so tests get fresh ones per app. */
export interface AppServices {
  env: Env
  db: DbHandle
  loginThrottle: LoginThrottle
}

export function createAppServices(env: Env, db: DbHandle): AppServices {
  return { env, db, loginThrottle: new LoginThrottle() }
}

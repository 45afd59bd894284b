import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import type { Env } from '../../env'
import { ensureSetting } from '../../repositories/setting.repository'

export const FORM_TOKEN_SECRET_SETTING = 'form_token_secret'

/**
 * The HMAC key for form tokens: `FORM_TOKEN_SECRET` when set; otherwise a random secret generated once and kept in
 * the `settings` table (insert-if-absent, then read back), so restarts and concurrent instances share one key.
 * Loaded on first use and kept; a failed load is retried on the next call.
 */
export function formTokenKeySource(env: Env, db: Kysely<Database>): () => Promise<Buffer> {
  let loading: Promise<Buffer> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }

  async function load(): Promise<Buffer> {
    if (env.FORM_TOKEN_SECRET) return Buffer.from(env.FORM_TOKEN_SECRET, 'utf8')
    const secret = await ensureSetting(db, FORM_TOKEN_SECRET_SETTING, randomBytes(32).toString('base64url'))
    return Buffer.from(secret, 'utf8')
  }
}

import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import { captionsPath, webVttProblem } from '../../shared/webinar/captions'
import type { Database } from '../db/schema'
import { toIsoTime } from '../db/time'
import { insertCaptions } from '../repositories/webinar-captions.repository'
import { DomainError } from './domain-error'

/**
 * Stores an uploaded captions file (a base64 data URL, whatever type it declares: the file is judged by its content)
 * once it reads as WebVTT, and answers its address. A refused file stores nothing.
 */
export async function storeCaptionsFromDataUrl(db: Kysely<Database>, dataUrl: string): Promise<{ url: string }> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
  const problem = webVttProblem(bytes)
  if (problem) throw new DomainError('bad-request', problem)
  const hash = createHash('sha256').update(bytes).digest('hex')
  await insertCaptions(db, { hash, bytes, created_at: toIsoTime() })
  return { url: captionsPath(hash) }
}

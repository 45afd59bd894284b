import type { Kysely, Transaction } from 'kysely'
import { budapestDay } from '../../shared/budapest-time'
import { BlogPublicationMessages, type BlogPublication } from '../../shared/schemas/blog-publication'
import { cancelScheduledPublish, planScheduledPublish } from '../blog/scheduled-publish-job'
import type { Database } from '../db/schema'
import { toIsoTime } from '../db/time'
import type { StoredPublication } from '../repositories/blog-publication.repository'
import { DomainError } from './domain-error'

/** What a save writes of a post's publication; `date` only when the post's date changes with it. */
export type PublicationChange =
  | { status: 'draft'; publishAt: null; date: undefined }
  | { status: 'published'; publishAt: null; date: string | undefined }
  | { status: 'scheduled'; publishAt: string; date: string }

/**
 * The row's publication for what the editor chose. A post's date is the day it is published: today when it becomes
 * published, the Budapest day of its time when scheduled (the job dates it again when it runs). A scheduled time must
 * lie ahead, unless it is the one already stored (a save of a post whose time has just come, before its job ran).
 */
export function publicationChange(
  publication: BlogPublication,
  { now, before }: { now: number; before: StoredPublication | undefined },
): PublicationChange {
  switch (publication.status) {
    case 'draft':
      return { status: 'draft', publishAt: null, date: undefined }
    case 'published':
      return {
        status: 'published',
        publishAt: null,
        date: before?.status === 'published' ? undefined : budapestDay(new Date(now)),
      }
    case 'scheduled': {
      const publishAt = toIsoTime(new Date(publication.publishAt))
      const unchanged = before?.status === 'scheduled' && before.publishAt === publishAt
      if (Date.parse(publishAt) <= now && !unchanged) {
        throw new DomainError('bad-request', BlogPublicationMessages.publishAtInPast)
      }
      return { status: 'scheduled', publishAt, date: budapestDay(new Date(publishAt)) }
    }
  }
}

/** Plans the outbox job of a scheduled post in place of any earlier plan, or cancels the plan of one that is not. */
export async function planPublication(
  db: Kysely<Database> | Transaction<Database>,
  postId: number,
  change: PublicationChange,
  now: number,
): Promise<void> {
  if (change.status === 'scheduled') {
    await planScheduledPublish(db, { postId, publishAt: change.publishAt }, now)
  } else {
    await cancelScheduledPublish(db, postId)
  }
}

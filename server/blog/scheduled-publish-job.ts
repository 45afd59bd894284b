import { randomBytes } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { z } from 'zod'
import { budapestDay } from '../../shared/budapest-time'
import type { Database } from '../db/schema'
import { cancelPlannedJobsByKeyPrefix, enqueueJobs, type NewOutboxJob } from '../outbox/outbox.repository'
import type { ClaimedJob, JobOutcome } from '../outbox/outbox-worker'
import { CACHE_TAGS, type PageInvalidator } from '../render/render-cache'
import { publishScheduledPost } from '../repositories/blog-publication.repository'

/** The outbox kind that makes a scheduled blog post public at its time. */
export const BLOG_PUBLISH_JOB = 'blog-publish'

const BlogPublishPayloadSchema = z.object({ postId: z.number().int().positive(), publishAt: z.string() })

const keyPrefixOf = (postId: number) => `${BLOG_PUBLISH_JOB}:${postId}:`

/**
 * Plans the post's publication at `publishAt` in place of any plan not yet run. Each plan gets a key of its own, so
 * a time given up and chosen again is planned again (dedupe keys are unique for ever).
 */
export async function planScheduledPublish(
  db: Kysely<Database> | Transaction<Database>,
  { postId, publishAt }: { postId: number; publishAt: string },
  now: number,
): Promise<void> {
  await cancelScheduledPublish(db, postId)
  const job: NewOutboxJob = {
    kind: BLOG_PUBLISH_JOB,
    dedupeKey: `${keyPrefixOf(postId)}${publishAt}:${randomBytes(6).toString('hex')}`,
    registrationId: null,
    dueAt: publishAt,
    payload: { postId, publishAt } satisfies z.input<typeof BlogPublishPayloadSchema>,
  }
  await enqueueJobs(db, [job], now)
}

/** Cancels the post's planned publication, if any (it became a draft, was published by hand or deleted). */
export async function cancelScheduledPublish(
  db: Kysely<Database> | Transaction<Database>,
  postId: number,
): Promise<void> {
  await cancelPlannedJobsByKeyPrefix(db, { kind: BLOG_PUBLISH_JOB, dedupeKeyPrefix: keyPrefixOf(postId) })
}

export interface ScheduledPublishDeps {
  db: Kysely<Database>
  /** Drops the rendered pages (on every instance, with Redis); null where pages are not cached. */
  pages: PageInvalidator | null
  now: () => number
}

/**
 * Publishes the post if it is still scheduled for the job's time, dated the Budapest day it goes public. The blog's
 * pages are dropped even when the row was already published: a run that published and then lost its instance
 * before it was marked is run again, and its pages must still go.
 */
export async function runScheduledPublish(deps: ScheduledPublishDeps, job: ClaimedJob): Promise<JobOutcome> {
  const { postId, publishAt } = BlogPublishPayloadSchema.parse(job.payload)
  const published = await publishScheduledPost(deps.db, {
    id: postId,
    publishAt,
    date: budapestDay(new Date(deps.now())),
  })
  deps.pages?.invalidate(CACHE_TAGS.blogLists, CACHE_TAGS.blogArticles)
  return published ? { state: 'sent' } : { state: 'skipped', reason: 'the post is no longer scheduled for this time' }
}

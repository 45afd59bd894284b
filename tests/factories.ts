import { randomBytes } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'
import type { FastifyBaseLogger } from 'fastify'
import pino from 'pino'
import sharp from 'sharp'
import {
  createSession,
  generateSessionToken,
  validateSessionToken,
  type ValidatedSession,
} from '../server/auth/session'
import type { DbHandle } from '../server/db/client'
import type { NewBlogPost } from '../server/repositories/blog.repository'
import { insertSearchWords } from '../server/repositories/registration-search.repository'
import { firstTouchColumnsOf, sortKeysOf } from '../server/repositories/registration.repository'
import { upsertUser } from '../server/services/user-accounts.service'
import { findUserByEmail } from '../server/repositories/user.repository'
import type { BlogCoverType } from '../shared/blog-covers'
import type { BlogPostInput } from '../shared/schemas/blog'
import type { FunnelStep } from '../shared/funnel/progress'
import { leadNotificationJob } from '../server/mail/lead-notification-job'
import { webinarEmailJob } from '../server/mail/webinar-email-job'
import { enqueueJobs } from '../server/outbox/outbox.repository'
import { recordFunnelStep } from '../server/repositories/funnel-progress.repository'
import { insertAttendee } from '../server/repositories/webinar-attendee.repository'
import { RegistrationMetadataSchema } from '../shared/schemas/registration'

let sequence = 0

export interface TestUser {
  id: number
  email: string
  password: string
  role: string
}

/** Creates a user with a unique e-mail; role defaults to admin. */
export async function createUser(db: DbHandle, overrides: Partial<Omit<TestUser, 'id'>> = {}): Promise<TestUser> {
  sequence += 1
  const user = {
    email: overrides.email ?? `user${sequence}@example.com`,
    password: overrides.password ?? `password-${sequence}-long`,
    role: overrides.role ?? 'admin',
  }
  await upsertUser(db.db, user)
  const found = await findUserByEmail(db.db, user.email)
  if (!found) throw new Error('user not created')
  return { ...user, id: found.id }
}

/** A real session of the user, as signing in makes it, with its cookie token and as the session hook validates it. */
export async function signedInSession(
  db: DbHandle,
  userId: number,
): Promise<{ token: string; session: ValidatedSession }> {
  const token = generateSessionToken()
  await createSession(db.db, token, userId)
  const session = await validateSessionToken(db.db, token)
  if (!session) throw new Error('session not created')
  return { token, session }
}

/** A logger that keeps what was logged at warn level or above, for tests that check what the server reported. */
export function recordingLogger(): { log: FastifyBaseLogger; lines: () => Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = []
  const log = pino(
    { level: 'warn' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  )
  return { log, lines: () => lines }
}

/** A stored post with test defaults; `blog_posts` columns as the table holds them. */
export function storedPost(overrides: Partial<NewBlogPost> & Pick<NewBlogPost, 'id'>): NewBlogPost {
  return {
    title: 'Teszt bejegyzés',
    excerpt: 'Rövid összefoglaló',
    content: '<p>Tartalom</p>',
    date: '2025-04-01',
    author: 'Teszt Szerző',
    category: 'Trendek',
    tags: ['teszt'],
    image: '/blog-covers/trendek.svg',
    fullImage: '/blog-covers/trendek.svg',
    readingMinutes: 1,
    slug: `teszt-bejegyzes-${overrides.id}`,
    metaTitle: null,
    metaDescription: null,
    socialImage: null,
    ...overrides,
  }
}

/** A damaged row, as a hand edit or an old bug could leave one: an unknown category or tags that are not JSON. */
export async function insertDamagedPost(
  db: DbHandle,
  id: number,
  damage: { category?: string; tags?: string },
): Promise<void> {
  await db.db
    .insertInto('blog_posts')
    .values({
      id,
      title: 'Sérült bejegyzés',
      slug: `serult-bejegyzes-${id}`,
      excerpt: 'Kivonat',
      content: '<p>x</p>',
      date: '2025-05-01',
      author: 'Valaki',
      category: damage.category ?? 'Trendek',
      tags: damage.tags ?? '[]',
      image: '',
      full_image: '',
      reading_minutes: 1,
      updated_at: null,
    })
    .execute()
}

/**
 * A real picture made by sharp: a flat brand-coloured one, or with `noise` random pixels that do not compress, like a
 * detailed photo (600 × 600 is about 1 MB as PNG).
 */
export function picture(
  type: BlogCoverType,
  { width = 64, height = 32, noise = false }: { width?: number; height?: number; noise?: boolean } = {},
): Promise<Buffer> {
  const canvas = noise
    ? sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    : sharp({ create: { width, height, channels: 3, background: '#1f7a6e' } })
  const encoders = {
    'image/png': () => canvas.png(),
    'image/jpeg': () => canvas.jpeg(),
    'image/webp': () => canvas.webp(),
    'image/avif': () => canvas.avif(),
  }
  return encoders[type]().toBuffer()
}

/** A flat AVIF of `width` × `height` as sharp writes it: a KB or two however many pixels, costly only once decoded. */
export function flatAvif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#1f7a6e' } })
    .avif({ effort: 0 })
    .toBuffer()
}

/**
 * A complete black PNG of `width` × `height` in 1-bit grey: a few KB however many pixels. Written here because sharp
 * takes seconds to write one of millions of pixels.
 */
export function blackPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data])
    const framing = Buffer.alloc(8)
    framing.writeUInt32BE(data.length, 0)
    framing.writeUInt32BE(crc32(body), 4)
    return Buffer.concat([framing.subarray(0, 4), body, framing.subarray(4)])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([1, 0, 0, 0, 0], 8)
  // Each row: filter type 0, then one bit per pixel, all zero.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Bytes as the editor reads a file: a base64 data URL with the type the browser guessed from the file name. */
export function dataUrlOf(bytes: Buffer | string, type: string): string {
  return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`
}

/** What the table holds for a post, read around the repository to see exactly what was written. */
export function readPostRow(db: DbHandle, id: number) {
  return db.db
    .selectFrom('blog_posts')
    .select(['content', 'image', 'reading_minutes'])
    .where('id', '=', id)
    .executeTakeFirst()
}

export interface NewRegistrationRow {
  fullName: string
  email: string
  registrationDate: string
  source?: string
  status?: string
  notes?: string
  metadata?: Record<string, unknown>
}

/** Registrations as the forms would have stored them (new, unchanged), with their search words and sort keys. */
export async function insertRegistrations(db: DbHandle, rows: NewRegistrationRow[]): Promise<number[]> {
  const ids: number[] = []
  for (const row of rows) {
    const result = await db.db
      .insertInto('registrations')
      .values({
        submission_id: null,
        full_name: row.fullName,
        email: row.email,
        registration_date: row.registrationDate,
        source: row.source ?? 'webinar',
        status: row.status ?? 'new',
        notes: row.notes ?? null,
        metadata: JSON.stringify(row.metadata ?? {}),
        updated_at: null,
        ...sortKeysOf(row),
        ...firstTouchColumnsOf(RegistrationMetadataSchema.parse(row.metadata ?? {})),
      })
      .executeTakeFirstOrThrow()
    await insertSearchWords(db.db, Number(result.insertId), row)
    ids.push(Number(result.insertId))
  }
  return ids
}

/** The blog editor's fields with test defaults, as `blog.update` and `admin.blogDrafts.save` take them. */
export function blogPostInput(overrides: Partial<BlogPostInput> = {}): BlogPostInput {
  return {
    title: 'Teszt bejegyzés',
    excerpt: 'Rövid összefoglaló',
    content: '<p>Tartalom</p>',
    category: 'Trendek',
    tags: ['teszt'],
    image: '/blog-covers/trendek.svg',
    fullImage: '/blog-covers/trendek.svg',
    slug: '',
    metaTitle: '',
    metaDescription: '',
    socialImage: '',
    ...overrides,
  }
}

/**
 * What the funnel keeps of a webinar registrant besides the row, as the real flow writes it: the attendee (personal
 * link, unsubscribe), funnel steps reached at `at`, the confirmation e-mail and the team's lead alert in the outbox.
 */
export async function insertWebinarTrail(
  db: DbHandle,
  registration: { id: number; email: string },
  at: string,
  steps: readonly FunnelStep[] = ['waiting_viewed', 'video_started'],
): Promise<void> {
  await insertAttendee(db.db, {
    registrationId: registration.id,
    emailKey: registration.email.toLowerCase(),
    webinarTime: at,
    justInTime: false,
    linkNonce: randomBytes(16).toString('hex'),
    linkHash: randomBytes(32).toString('hex'),
    now: at,
  })
  for (const step of steps) await recordFunnelStep(db.db, registration.id, step, at)
  await enqueueJobs(
    db.db,
    [
      webinarEmailJob(registration.id, { kind: 'confirmation', dueAt: at }, { webinarTime: at, sequence: 0 }),
      leadNotificationJob(registration.id, at),
    ],
    Date.parse(at),
  )
}

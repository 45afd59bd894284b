import type { Kysely } from 'kysely'
import { DEFAULT_EMAIL_TEXTS, EMAIL_KINDS, type EmailKind, type EmailTexts } from '../../shared/funnel/webinar-emails'
import type { Database } from '../db/schema'

type Db = Kysely<Database>

export interface SavedEmailTexts {
  id: number
  createdAt: string
  texts: EmailTexts
}

/** The latest saved versions of one kind's texts, newest first. */
export async function findRecentEmailTexts(db: Db, kind: EmailKind, limit: number): Promise<SavedEmailTexts[]> {
  const rows = await db
    .selectFrom('email_texts')
    .select(['id', 'subject', 'opening', 'created_at'])
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    id: Number(row.id),
    createdAt: row.created_at,
    texts: { subject: row.subject, opening: row.opening },
  }))
}

/** The texts in force for every kind: the newest saved, else the built-in default. */
export async function currentEmailTexts(db: Db): Promise<Record<EmailKind, EmailTexts>> {
  const newest = await db
    .selectFrom('email_texts')
    .select(['kind', 'subject', 'opening'])
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('email_texts')
        .select((inner) => inner.fn.max('id').as('id'))
        .groupBy('kind'),
    )
    .execute()
  const saved = new Map(newest.map((row) => [row.kind, { subject: row.subject, opening: row.opening }]))
  return Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, saved.get(kind) ?? DEFAULT_EMAIL_TEXTS[kind]])) as Record<
    EmailKind,
    EmailTexts
  >
}

export async function insertEmailTexts(db: Db, kind: EmailKind, texts: EmailTexts, createdAt: string): Promise<void> {
  await db
    .insertInto('email_texts')
    .values({ kind, subject: texts.subject, opening: texts.opening, created_at: createdAt })
    .execute()
}

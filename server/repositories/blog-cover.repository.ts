import type { Kysely, Transaction } from 'kysely'
import { insertIgnoringDuplicates } from '../db/insert-ignoring-duplicates'
import type { BlogCoverTable, Database } from '../db/schema'

type Db = Kysely<Database> | Transaction<Database>

/** Stores an uploaded cover; the same upload stored twice (same hash, same bytes) keeps the first row. */
export async function insertCover(db: Db, cover: BlogCoverTable): Promise<void> {
  await insertIgnoringDuplicates(db, db.insertInto('blog_covers').values(cover), 'hash').execute()
}

export async function findCoverType(db: Db, hash: string): Promise<string | undefined> {
  const row = await db.selectFrom('blog_covers').select('content_type').where('hash', '=', hash).executeTakeFirst()
  return row?.content_type
}

/** One file of a cover: the article's picture (in its own format) or the cards' WebP. */
export async function findCoverFile(
  db: Db,
  hash: string,
  file: 'full' | 'card',
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const row = await db
    .selectFrom('blog_covers')
    .select(['content_type', file === 'full' ? 'full_bytes as bytes' : 'card_bytes as bytes'])
    .where('hash', '=', hash)
    .executeTakeFirst()
  if (!row) return undefined
  return { contentType: file === 'full' ? row.content_type : 'image/webp', bytes: Buffer.from(row.bytes) }
}

/** Posts saved before uploads, whose covers are still data URLs in the post's row. */
export async function listPostsWithDataUrlCovers(db: Db): Promise<{ id: number; image: string; fullImage: string }[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .select(['id', 'image', 'full_image'])
    .where((eb) => eb.or([eb('image', 'like', 'data:%'), eb('full_image', 'like', 'data:%')]))
    .execute()
  return rows.map((row) => ({ id: Number(row.id), image: row.image, fullImage: row.full_image }))
}

/** Sets a post's cover addresses without touching its update time (the post's content has not changed). */
export async function setPostCovers(db: Db, id: number, covers: { image: string; fullImage: string }): Promise<void> {
  await db
    .updateTable('blog_posts')
    .set({ image: covers.image, full_image: covers.fullImage })
    .where('id', '=', id)
    .execute()
}

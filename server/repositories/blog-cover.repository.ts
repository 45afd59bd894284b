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

const COVER_FILE_COLUMNS = { full: 'full_bytes', card: 'card_bytes', share: 'share_bytes' } as const

/** One file of a cover: the article's picture (in its own format), the cards' WebP or the link preview's JPEG. */
export async function findCoverFile(
  db: Db,
  hash: string,
  file: 'full' | 'card' | 'share',
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const row = await db
    .selectFrom('blog_covers')
    .select(['content_type', `${COVER_FILE_COLUMNS[file]} as bytes`])
    .where('hash', '=', hash)
    .executeTakeFirst()
  if (!row?.bytes) return undefined
  const contentType = { full: row.content_type, card: 'image/webp', share: 'image/jpeg' }[file]
  return { contentType, bytes: Buffer.from(row.bytes) }
}

/** Covers stored before link-preview JPEGs were made. */
export async function listCoverHashesWithoutShareCut(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('blog_covers').select('hash').where('share_bytes', 'is', null).execute()
  return rows.map((row) => row.hash)
}

export async function setCoverShareCut(db: Db, hash: string, bytes: Buffer): Promise<void> {
  await db.updateTable('blog_covers').set({ share_bytes: bytes }).where('hash', '=', hash).execute()
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

/** The format and article-picture size of each stored cover among `hashes`. */
export async function findCoverSizes(
  db: Db,
  hashes: readonly string[],
): Promise<{ hash: string; contentType: string; width: number; height: number }[]> {
  if (hashes.length === 0) return []
  const rows = await db
    .selectFrom('blog_covers')
    .select(['hash', 'content_type', 'width', 'height'])
    .where('hash', 'in', hashes)
    .execute()
  return rows.map((row) => ({
    hash: row.hash,
    contentType: row.content_type,
    width: Number(row.width),
    height: Number(row.height),
  }))
}

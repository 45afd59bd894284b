import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import {
  BLOG_COVER_MAX_BYTES,
  BLOG_COVER_TYPES,
  BlogCoverMessages,
  blogCoverUrls,
  type BlogCoverType,
} from '../../shared/blog-covers'
import { prepareCover, prepareShareCut } from '../blog/cover-image'
import { CoverQueue } from '../blog/cover-queue'
import type { Database } from '../db/schema'
import { toIsoTime } from '../db/time'
import {
  findCoverFile,
  findCoverType,
  insertCover,
  listCoverHashesWithoutShareCut,
  listPostsWithDataUrlCovers,
  setCoverShareCut,
  setPostCovers,
} from '../repositories/blog-cover.repository'
import type { BlogLog } from './blog.service'
import { DomainError } from './domain-error'

type Db = Kysely<Database>

function isCoverType(value: string | undefined): value is BlogCoverType {
  return (BLOG_COVER_TYPES as readonly (string | undefined)[]).includes(value)
}

/** The bytes of a base64 data URL, whatever type it declares (the picture is judged by its content). */
function dataUrlBytes(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
}

/**
 * Stores an uploaded cover and answers its two addresses: the cards' WebP (`image`) and the article's picture
 * (`fullImage`). A file uploaded again is found by its hash and not processed twice; a new one is processed in its
 * turn on `queue`.
 */
export async function storeBlogCover(
  { db, queue }: { db: Db; queue: CoverQueue },
  bytes: Buffer,
): Promise<{ image: string; fullImage: string }> {
  if (bytes.length > BLOG_COVER_MAX_BYTES) throw new DomainError('payload-too-large', BlogCoverMessages.tooLarge)
  const hash = createHash('sha256').update(bytes).digest('hex')
  const storedType = await findCoverType(db, hash)
  if (isCoverType(storedType)) return blogCoverUrls(hash, storedType)

  const cover = await queue.run(() => prepareCover(bytes))
  await insertCover(db, {
    hash,
    content_type: cover.type,
    width: cover.width,
    height: cover.height,
    full_bytes: cover.full,
    card_bytes: cover.card,
    share_bytes: cover.share,
    created_at: toIsoTime(),
  })
  return blogCoverUrls(hash, cover.type)
}

export function storeBlogCoverFromDataUrl(
  deps: { db: Db; queue: CoverQueue },
  dataUrl: string,
): Promise<{ image: string; fullImage: string }> {
  return storeBlogCover(deps, dataUrlBytes(dataUrl))
}

/**
 * Moves the covers of posts saved before uploads existed (data URLs in the post's row) into the cover store, so
 * every cover is served by a hashed URL. One that is not a usable picture (an SVG, a damaged file) gives way to the
 * placeholder, with a warning. Runs at start, before the server takes uploads, one cover after another; with nothing
 * to move it is one query on the small posts table.
 */
export async function moveDataUrlCoversToStore(db: Db, log: BlogLog): Promise<void> {
  const queue = new CoverQueue()
  for (const post of await listPostsWithDataUrlCovers(db)) {
    const moved = async (cover: string, file: 'image' | 'fullImage'): Promise<string> => {
      if (!cover.startsWith('data:')) return cover
      try {
        return (await storeBlogCoverFromDataUrl({ db, queue }, cover))[file]
      } catch (error) {
        log.warn({ postId: post.id, err: error }, 'a stored data-URL cover is not a usable picture; placeholder used')
        return ''
      }
    }
    await setPostCovers(db, post.id, {
      image: await moved(post.image, 'image'),
      fullImage: await moved(post.fullImage, 'fullImage'),
    })
  }
}

/**
 * Makes the link-preview JPEG of every cover stored before those existed, from its article picture. Runs at start,
 * one cover after another; with nothing to make it is one query. A cover that fails keeps none (its link preview
 * answers 404), with a warning.
 */
export async function addShareCutsToCovers(db: Db, log: BlogLog): Promise<void> {
  for (const hash of await listCoverHashesWithoutShareCut(db)) {
    const full = await findCoverFile(db, hash, 'full')
    if (!full) continue
    try {
      await setCoverShareCut(db, hash, await prepareShareCut(full.bytes))
    } catch (error) {
      log.warn({ hash, err: error }, 'a stored cover could not be cut for link previews')
    }
  }
}

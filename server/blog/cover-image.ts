import type { default as SharpLibrary, Sharp } from 'sharp'
import {
  BlogCoverMessages,
  COVER_CARD_WIDTH,
  COVER_FULL_MAX_WIDTH,
  COVER_MAX_SIDE,
  type BlogCoverType,
} from '../../shared/blog-covers'
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from '../../shared/social-images'
import { DomainError } from '../services/domain-error'

/**
 * sharp (libvips) is loaded on the first upload, not at start: uploads are rare, and the library holds tens of MB of
 * memory once loaded. No cache of decoded pictures is kept between uploads.
 */
async function loadSharp(): Promise<typeof SharpLibrary> {
  const { default: sharp } = await import('sharp')
  sharp.cache(false)
  return sharp
}

/**
 * libvips' own guard, should a decoder find more pixels than the header named: a decompression bomb (a small file
 * that decodes to gigapixels) is refused before it is decoded.
 */
const MAX_INPUT_PIXELS = COVER_MAX_SIDE * COVER_MAX_SIDE

/**
 * The most each of a picture's two outputs may take: the largest allowed (a 4032 × 3024 photo, a 4096 × 4096 AVIF)
 * take one to three seconds for both on a busy two-core machine, so only a file built to be slow meets it.
 */
const COVER_PROCESSING_TIMEOUT_SECONDS = 10

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte)
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/** The AVIF brands of an ISO media file's `ftyp` box: its major brand and the compatible ones. */
function isAvif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return false
  const boxSize = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, bytes.length)
  for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
    if (offset === 12) continue // the minor version, not a brand
    if (startsWith(bytes, ascii('avif'), offset) || startsWith(bytes, ascii('avis'), offset)) return true
  }
  return false
}

/**
 * The picture's format read from its first bytes (its "magic number"), whatever its name or declared type; undefined
 * for anything that is not a JPEG, PNG, WebP or AVIF, SVG included (an SVG is a document that can carry scripts).
 */
export function sniffCoverType(bytes: Uint8Array): BlogCoverType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  if (isAvif(bytes)) return 'image/avif'
  return undefined
}

export interface PreparedCover {
  type: BlogCoverType
  full: Buffer
  card: Buffer
  share: Buffer
  width: number
  height: number
}

function encode(picture: Sharp, type: BlogCoverType): Sharp {
  switch (type) {
    case 'image/jpeg':
      return picture.jpeg({ quality: 82, mozjpeg: true })
    case 'image/png':
      return picture.png({ compressionLevel: 9 })
    case 'image/webp':
      return picture.webp({ quality: 82 })
    case 'image/avif':
      return picture.avif({ quality: 60, effort: 2 })
  }
}

/** The picture cut to fill 1200 × 630, as a JPEG on white (a transparent PNG would otherwise turn black). */
function shareCut(picture: Sharp): Promise<Buffer> {
  return picture
    .resize(SOCIAL_IMAGE_WIDTH, SOCIAL_IMAGE_HEIGHT, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
}

/** The link-preview JPEG of a cover already stored (the article's picture, which the server made itself). */
export async function prepareShareCut(full: Uint8Array): Promise<Buffer> {
  const sharp = await loadSharp()
  return shareCut(
    sharp(full, { limitInputPixels: MAX_INPUT_PIXELS }).timeout({ seconds: COVER_PROCESSING_TIMEOUT_SECONDS }),
  )
}

/**
 * The article's cover, the cards' WebP and the link preview's JPEG made from an uploaded file. Both are encoded anew, so nothing but pixels
 * survives: no EXIF (a phone photo's location), no trailing data; photos taken sideways are turned upright. A file
 * that is not one of the four formats, or does not decode, is refused with the editor's message.
 */
export async function prepareCover(bytes: Uint8Array): Promise<PreparedCover> {
  const type = sniffCoverType(bytes)
  if (!type) throw new DomainError('bad-request', BlogCoverMessages.notAnImage)
  const sharp = await loadSharp()
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const
  // The header alone, nothing decoded: a 1.3 KB AVIF of 6000 × 6600 pixels costs seconds only once decoded.
  const { width, height } = await sharp(bytes, { ...options, limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw new DomainError('bad-request', BlogCoverMessages.unreadable, String(error))
    })
  if (!width || !height) throw new DomainError('bad-request', BlogCoverMessages.unreadable)
  if (width > COVER_MAX_SIDE || height > COVER_MAX_SIDE) {
    throw new DomainError('bad-request', BlogCoverMessages.tooManyPixels, `${width} × ${height}`)
  }
  const source = () => sharp(bytes, options).timeout({ seconds: COVER_PROCESSING_TIMEOUT_SECONDS }).rotate()
  try {
    const full = await encode(
      source().resize({ width: COVER_FULL_MAX_WIDTH, withoutEnlargement: true }),
      type,
    ).toBuffer({ resolveWithObject: true })
    const card = await source()
      .resize({ width: COVER_CARD_WIDTH, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer()
    const share = await shareCut(source())
    return { type, full: full.data, card, share, width: full.info.width, height: full.info.height }
  } catch (error) {
    // sharp names a pipeline stopped by its timeout only in the message ("timeout: 42% complete").
    const timedOut = error instanceof Error && error.message.startsWith('timeout:')
    throw new DomainError(
      'bad-request',
      timedOut ? BlogCoverMessages.tooSlow : BlogCoverMessages.unreadable,
      String(error),
    )
  }
}

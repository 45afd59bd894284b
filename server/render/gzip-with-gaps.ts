import { constants, crc32, deflateRawSync } from 'node:zlib'

// gzip's fixed header (RFC 1952 section 2.3): magic, deflate, no flags, no time, no extra flags, unknown system.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff])
// An empty stored block marked final: the end of the deflate stream (RFC 1951 section 3.2.4).
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff])
const MAX_STORED_BLOCK = 0xffff

/**
 * A document compressed once, with gaps for bytes that differ on every answer (a page's CSP nonces). Each part is
 * compressed on its own and ends byte-aligned (a sync flush), so an answer is gzip's header, the compressed parts
 * with each gap's bytes between them as stored (uncompressed) deflate blocks, a final empty block, and the checksum
 * and length of the whole. Sending a cached page then costs a checksum instead of a compression, which was most of
 * the CPU a cached home page took, and leaves no zlib buffers behind to bloat the process.
 */
export class GzipWithGaps {
  private readonly compressedParts: Buffer[]

  constructor(private readonly parts: Buffer[]) {
    this.compressedParts = parts.map((part) =>
      deflateRawSync(part, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_SYNC_FLUSH }),
    )
  }

  /** The gzip file of the parts with `gaps[i]` between part i and part i + 1. */
  fill(gaps: Buffer[]): Buffer {
    if (gaps.length !== this.parts.length - 1) {
      throw new Error(`${this.parts.length} parts take ${this.parts.length - 1} gaps, not ${gaps.length}`)
    }
    const pieces: Buffer[] = [GZIP_HEADER]
    let checksum = 0
    let length = 0
    this.parts.forEach((part, index) => {
      pieces.push(this.compressedParts[index]!)
      checksum = extendedChecksum(checksum, part)
      length += part.length
      const gap = gaps[index]
      if (gap) {
        pieces.push(...storedBlocks(gap))
        checksum = extendedChecksum(checksum, gap)
        length += gap.length
      }
    })
    const trailer = Buffer.alloc(8)
    trailer.writeUInt32LE(checksum >>> 0, 0)
    trailer.writeUInt32LE(length % 2 ** 32, 4)
    pieces.push(FINAL_EMPTY_BLOCK, trailer)
    return Buffer.concat(pieces)
  }
}

/**
 * The CRC-32 of what `checksum` covered followed by `bytes`. Node's `crc32` answers 0 for some empty buffers (one
 * that went through zlib) whatever the running value, so empty ones are skipped here.
 */
function extendedChecksum(checksum: number, bytes: Buffer): number {
  return bytes.length === 0 ? checksum : crc32(bytes, checksum)
}

/** Bytes as non-final stored blocks: a header byte (after a sync flush the stream is byte-aligned), LEN, NLEN, data. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = []
  for (let start = 0; start < bytes.length; start += MAX_STORED_BLOCK) {
    const data = bytes.subarray(start, start + MAX_STORED_BLOCK)
    const header = Buffer.alloc(5)
    header.writeUInt16LE(data.length, 1)
    header.writeUInt16LE(~data.length & 0xffff, 3)
    blocks.push(header, data)
  }
  return blocks
}

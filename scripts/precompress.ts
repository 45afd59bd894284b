// Brotli (.br) and gzip (.gz) copies of static files, made once at the highest settings, so the server sends those
// (@fastify/static's `preCompressed`) instead of compressing the same file again on every answer.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { COMPRESSION_THRESHOLD_BYTES } from '../server/compression'

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html)$/
/** Writes the file's compressed copies beside it, unless it is too small to gain; answers the copies' paths. */
export async function precompressFile(path: string): Promise<string[]> {
  const content = await readFile(path)
  if (content.length < COMPRESSION_THRESHOLD_BYTES) return []
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  })
  const copies = { [`${path}.br`]: brotli, [`${path}.gz`]: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }) }
  for (const [copy, bytes] of Object.entries(copies)) await writeFile(copy, bytes)
  return Object.keys(copies)
}

/** Precompresses every compressible file under `dir`; answers how many got copies. */
export async function precompressTree(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
  let written = 0
  for (const file of files) if ((await precompressFile(file)).length > 0) written += 1
  return written
}

import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Manifest } from 'vite'
import { CLIENT_ENTRY, staticChunkFiles } from '../../../server/render/page-renderer'
import { findProjectRoot } from '../../../server/project-root'

const rootDir = findProjectRoot()
const clientDir = join(rootDir, 'dist/client')

/** The production build the e2e global setup made (or E2E_SKIP_BUILD reuses). */
export function readClientManifest(): Manifest {
  return JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest
}

/** The script files a page loads before it can hydrate: the entry's chunks and the page's, with their static imports. */
export function initialScriptFiles(manifest: Manifest, pageModule: string): string[] {
  return [...new Set([...staticChunkFiles(manifest, CLIENT_ENTRY), ...staticChunkFiles(manifest, pageModule)])]
}

export function gzipBytes(file: string): number {
  return gzipSync(readFileSync(join(clientDir, file))).length
}

/**
 * The project files (relative to the project root) bundled into a built chunk, read from its source map. A chunk
 * without one (Rolldown's few lines of module runtime) holds none.
 */
export function sourceFilesOf(file: string): string[] {
  if (!readFileSync(join(clientDir, file), 'utf8').includes('//# sourceMappingURL=')) return []
  const mapPath = join(clientDir, `${file}.map`)
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] }
  return map.sources.map((source) => relative(rootDir, resolve(dirname(mapPath), source)))
}

export function fontFiles(): { name: string; bytes: number }[] {
  const fontsDir = join(rootDir, 'client/fonts')
  return readdirSync(fontsDir)
    .filter((name) => name.endsWith('.woff2'))
    .map((name) => ({ name, bytes: readFileSync(join(fontsDir, name)).length }))
}

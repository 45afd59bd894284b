import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** The folder holding package.json, found from here whether running from server/ or from dist/server/. */
export function findProjectRoot(from: string = import.meta.dirname): string {
  let dir = from
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error(`No package.json above ${from}`)
    dir = parent
  }
  return dir
}

// The Node flags the production server runs with, as `npm start` gives them (package.json): the bench and the
// Lighthouse run start the server the same way, and a unit test holds the Dockerfile's command to the same flags.
import { readFileSync } from 'node:fs'

const SERVER_ENTRY = 'dist/server/index.js'

/** The flags between `node` and the server's entry in a command line. */
export function nodeFlagsOf(command: string): string[] {
  const match = new RegExp(`\\bnode((?:\\s+--[\\w-]+(?:=\\S+)?)*)\\s+${SERVER_ENTRY.replace(/\./g, '\\.')}`).exec(
    command,
  )
  if (!match) throw new Error(`no \`node … ${SERVER_ENTRY}\` in: ${command}`)
  return match[1]!.trim().split(/\s+/).filter(Boolean)
}

export function startScriptNodeFlags(): string[] {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }
  return nodeFlagsOf(manifest.scripts.start)
}

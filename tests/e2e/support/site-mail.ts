import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { inject } from 'vitest'
import { siteMailDirectory } from './site-server'

/** The newest e-mail the shared e2e server wrote (no SMTP_URL there: an .eml file in its mail directory) to `address`. */
export async function mailTo(address: string) {
  const directory = siteMailDirectory(inject('sqlitePath'))
  const files = (await readdir(directory).catch(() => []))
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()
  for (const file of files) {
    const parsed = await simpleParser(await readFile(join(directory, file)))
    const to = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []
    if (to.some((entry) => entry.value.some((mailbox) => mailbox.address === address))) return parsed
  }
  return undefined
}

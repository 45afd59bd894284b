import { z } from 'zod'

/** An address with an optional display name, as a From header names it. */
export interface Mailbox {
  name: string | undefined
  address: string
}

const isAddress = (text: string) => z.email().safeParse(text).success

/**
 * Reads `address` or `Display Name <address>` (the name may be in double quotes); null when it is neither or the
 * address is not one. Nodemailer writes the name back encoded and quoted as a header needs it.
 */
export function parseMailbox(text: string): Mailbox | null {
  const trimmed = text.trim()
  const named = /^(.*?)\s*<([^<>\s]+)>$/.exec(trimmed)
  if (named) {
    const name = named[1]!.replace(/^"(.*)"$/, '$1').trim()
    const address = named[2]!
    if (!isAddress(address) || /[<>"]/.test(name)) return null
    return { name: name === '' ? undefined : name, address }
  }
  return isAddress(trimmed) ? { name: undefined, address: trimmed } : null
}

/** Anything shaped like an e-mail address: SMTP replies often quote the recipient they refused. */
const ADDRESS = /<?[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+>?/g

/**
 * What a failed run leaves in `last_error` and the log: the error's message (an SMTP error's carries the server's
 * code and reply), with e-mail addresses masked so no personal data is kept, on one line. The row keeps its first 500
 * characters.
 */
export function jobErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const text = message.replace(ADDRESS, '<address>').replace(/\s+/g, ' ').trim()
  return text === '' ? 'failed without a message' : text
}

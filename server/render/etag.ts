import { createHash } from 'node:crypto'

/** A strong ETag over a document's text (for pages, the text with nonce placeholders, so it is the same per version). */
export function contentEtag(text: string): string {
  return `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`
}

/** Whether the browser's If-None-Match names this version (weak forms compare equal, `*` matches any). */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header === '*' || header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)
}

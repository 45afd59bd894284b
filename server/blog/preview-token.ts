import { createHash, randomBytes } from 'node:crypto'

// A blog post's preview link (`/blog/elonezet#{token}`): a random token shown to the admin once; the database keeps
// only its SHA-256, so a copy of the database opens no preview.

/** 43 base64url characters, 256 random bits. */
export const newPreviewToken = () => randomBytes(32).toString('base64url')

/** How a token is stored and looked up: its SHA-256, hex. */
export const previewTokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

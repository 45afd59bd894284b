// A secret an outbox job must carry until it runs (an invited admin's set-password link) is kept sealed in its
// payload, so a read of `outbox_jobs` alone opens nothing: AES-256-GCM under a key of its own, derived from the
// server's form-token key as the personal links' key is (server/funnel/link-key.ts).
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'

const NONCE_BYTES = 12
const TAG_BYTES = 16

/** The sealing key, derived for this purpose alone and loaded with the server key on first use. */
export function sealKeySource(serverKey: () => Promise<Buffer>): () => Promise<Buffer> {
  let derived: Buffer | undefined
  return async () =>
    (derived ??= createHmac('sha256', await serverKey())
      .update('patikachat outbox sealed text')
      .digest())
}

/** The text sealed: base64url of a random nonce, the authentication tag and the ciphertext. */
export function sealText(key: Buffer, text: string): string {
  const nonce = randomBytes(NONCE_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, nonce)
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()])
  return Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url')
}

/** The text back; throws when the seal was made with another key or changed. */
export function openSealedText(key: Buffer, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64url')
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES))
  decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES))
  return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8')
}

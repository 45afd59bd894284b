import { createHmac } from 'node:crypto'

/**
 * The key the personal and unsubscribe links are made with: derived from the server's form-token key (its own
 * purpose, so a form token can never pass as a link), loaded with it on first use.
 */
export function linkKeySource(serverKey: () => Promise<Buffer>): () => Promise<Buffer> {
  let derived: Buffer | undefined
  return async () =>
    (derived ??= createHmac('sha256', await serverKey())
      .update('patikachat personal links')
      .digest())
}

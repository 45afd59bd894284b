/**
 * What a service says when it refuses a request: a `kind` the edge maps to its protocol's code, a message fit for
 * the person who sent it, and an optional `detail` for the log only. Services and repositories throw these and
 * know nothing of tRPC or HTTP; `server/trpc/domain-errors.ts` maps them in one place.
 */
export type DomainErrorKind =
  | 'bad-request'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-many-requests'
  | 'payload-too-large'
  | 'unavailable'

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly detail?: string,
  ) {
    super(message)
    this.name = new.target.name
  }
}

import { DomainError } from './domain-error'

/** What a person is told when a store their request needs does not answer: nothing they sent was wrong. */
export const DEPENDENCY_UNAVAILABLE_MESSAGE =
  'A szolgáltatás átmenetileg nem érhető el. Kérjük, próbálja újra néhány perc múlva.'

/** The stores a request may wait on besides the database, named as the health check reports them. */
export type Dependency = 'redis'

/** A store the request needs gave no answer (down, unreachable, or slower than its command timeout). */
export class DependencyUnavailableError extends DomainError {
  constructor(
    readonly dependency: Dependency,
    cause: unknown,
  ) {
    super('unavailable', DEPENDENCY_UNAVAILABLE_MESSAGE, cause instanceof Error ? cause.message : String(cause))
  }
}

/**
 * Awaits a Redis command; a failure is Redis being unavailable, never a fault of the request. The scripts the stores
 * run are fixed, so an error from Redis comes from the connection (refused, closed, or the 1.5 s command timeout).
 */
export async function fromRedis<T>(command: Promise<T>): Promise<T> {
  try {
    return await command
  } catch (error) {
    throw new DependencyUnavailableError('redis', error)
  }
}

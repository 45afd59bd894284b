import { DomainError } from './domain-error'

/**
 * Input that passed its schema but that the service refuses field by field, for a reason only the service can see
 * (a webinar session the schedule no longer offers). Each message is shown under its field, as a schema's would be:
 * the tRPC edge makes them a validation error, the plain form post shows the page again with them.
 */
export class FieldRejection extends DomainError {
  constructor(
    readonly fieldErrors: Readonly<Record<string, string>>,
    detail?: string,
  ) {
    super('bad-request', Object.values(fieldErrors).join(' '), detail)
  }
}

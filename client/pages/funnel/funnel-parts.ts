// The funnel's forms and players hydrate from chunks of their own (client/lib/deferred-part.tsx): the server renders
// them whole, and the script a page loads before interaction stays small.
import { deferredPart } from '../../lib/deferred-part'

export const WebinarRegistrationFormPart = deferredPart(
  async () => (await import('../../forms/webinar-registration-form')).WebinarRegistrationForm,
)

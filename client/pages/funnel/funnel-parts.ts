// The funnel's forms and players hydrate from chunks of their own (client/lib/deferred-part.tsx): the server renders
// them whole, and the script a page loads before interaction stays small.
import { publicFormPart } from '../../forms/public-form-part'
import { deferredPart } from '../../lib/deferred-part'

export const WebinarRegistrationFormPart = publicFormPart(
  async () => (await import('../../forms/webinar-registration-form')).WebinarRegistrationForm,
)

/** The player appears once the stored registration has been read, after hydration; its code comes then too. */
export const VideoPlayerPart = deferredPart(async () => (await import('./video-player')).VideoPlayer)

export const WaitingTipsPart = deferredPart(async () => (await import('./waiting-tips')).WaitingTips)

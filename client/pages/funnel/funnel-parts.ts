// The funnel's forms and players hydrate from chunks of their own (client/lib/deferred-part.tsx): the server renders
// them whole, and the script a page loads before interaction stays small.
import { publicFormPart } from '../../forms/public-form-part'
import { deferredPart } from '../../lib/deferred-part'
import { holdActivationsUntilHydrated } from '../../lib/held-activations'

export const WebinarRegistrationFormPart = publicFormPart(
  async () => (await import('../../forms/webinar-registration-form')).WebinarRegistrationForm,
)

/** The player appears once the stored registration has been read, after hydration; its code comes then too. */
export const VideoPlayerPart = deferredPart(async () => (await import('./video-player')).VideoPlayer)

export const WaitingTipsPart = deferredPart(async () => (await import('./waiting-tips')).WaitingTips)

// The pages' content reads data at hydration (their configs, the stored registration's progress), so it hydrates
// from a chunk of its own with the data layer: the page's own script holds neither (docs/decisions.md, Performance).
// A button pressed before the content hydrates is held until then; not on /register, whose form holds its own.
const holding = { holdingActivations: holdActivationsUntilHydrated }

export const RegisterContentPart = deferredPart(async () => (await import('./register-content')).RegisterContent)

export const WaitingContentPart = deferredPart(async () => (await import('./waiting-content')).WaitingContent, holding)

export const WebinarContentPart = deferredPart(async () => (await import('./webinar-content')).WebinarContent, holding)

export const OfferContentPart = deferredPart(async () => (await import('./offer-content')).OfferContent, holding)

export const RegistrantLinkContentPart = deferredPart(
  async () => (await import('./registrant-link-content')).RegistrantLinkContent,
  holding,
)

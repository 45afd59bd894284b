// The legal texts hydrate from chunks of their own after the page (client/lib/deferred-part.tsx): they are long,
// and nothing in them is interactive but the table of contents' links, which work before hydration.
import { deferredPart } from '../../lib/deferred-part'

export const PrivacyPolicyPart = deferredPart(async () => (await import('./privacy-policy-body')).PrivacyPolicyBody)
export const TermsOfUsePart = deferredPart(async () => (await import('./terms-of-use-body')).TermsOfUseBody)

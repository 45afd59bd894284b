import { deferredPart } from '../../lib/deferred-part'
import { holdActivationsUntilHydrated } from '../../lib/held-activations'

/**
 * The questions and answers as a part of their page (client/lib/deferred-part.tsx): the server renders them, the
 * answers closed, and the accordion's code (Ark's machine under Chakra's Accordion) loads when the visitor first
 * reaches into it; a question clicked before then opens once it has.
 */
export const FaqAccordionPart = deferredPart(async () => (await import('./faq-accordion')).FaqAccordion, {
  whenTouched: holdActivationsUntilHydrated,
})

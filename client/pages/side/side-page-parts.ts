// Everything below each side page's hero hydrates from chunks of its own after the page
// (client/lib/deferred-part.tsx): the server renders them whole, and the first script stays small.
import { deferredPart } from '../../lib/deferred-part'

/** The sections below a side page's hero load their code when they come near the screen. */
const belowHero = { whenNearScreen: true }

export const KioskSectionsPart = deferredPart(async () => (await import('./kiosk-sections')).KioskSections, belowHero)
export const OkosPatikaSectionsPart = deferredPart(
  async () => (await import('./okos-patika-sections')).OkosPatikaSections,
  belowHero,
)
export const AiTrainingsSectionsPart = deferredPart(
  async () => (await import('./ai-trainings-sections')).AiTrainingsSections,
  belowHero,
)
export const OurStorySectionsPart = deferredPart(
  async () => (await import('./our-story-sections')).OurStorySections,
  belowHero,
)

// Everything below each side page's hero, and the forms, hydrate from chunks of their own after the page
// (client/lib/deferred-part.tsx): the server renders them whole, and the first script stays small.
import { deferredPart } from '../../lib/deferred-part'

export const KioskSectionsPart = deferredPart(async () => (await import('./kiosk-sections')).KioskSections)
export const OkosPatikaSectionsPart = deferredPart(
  async () => (await import('./okos-patika-sections')).OkosPatikaSections,
)
export const AiTrainingsSectionsPart = deferredPart(
  async () => (await import('./ai-trainings-sections')).AiTrainingsSections,
)
export const OurStorySectionsPart = deferredPart(async () => (await import('./our-story-sections')).OurStorySections)
export const JoinFormPart = deferredPart(async () => (await import('../../forms/join-form')).JoinForm)
export const TrainingFormPart = deferredPart(async () => (await import('../../forms/training-form')).TrainingForm)

// The positions a demo visitor picks from, with their Hungarian labels. No zod here, so the demo page can show a
// stored visitor's position without loading the schema library; shared/schemas/forms.ts re-exports all of it.
export const POSITIONS = ['owner', 'pharmacist', 'assistant', 'other'] as const
export type Position = (typeof POSITIONS)[number]
export const DEFAULT_POSITION: Position = 'pharmacist'
export const POSITION_LABELS: Record<Position, string> = {
  owner: 'Tulajdonos',
  pharmacist: 'Gyógyszerész',
  assistant: 'Asszisztens',
  other: 'Egyéb',
}

/** A paragraph, or a bulleted list when it is an array. */
export type LegalBlock = string | readonly string[]

export interface LegalSection {
  /** The in-page anchor of the section. */
  id: string
  heading: string
  blocks: readonly LegalBlock[]
}

export interface LegalDocument {
  title: string
  /** "Hatályos: …" or "Utolsó frissítés: …", shown under the title. */
  dateLine: string
  intro: string
  /** Numbered in order, from 1. */
  sections: readonly LegalSection[]
}

/** The provider as the legal pages name it (spec section 1: a UK-registered company). */
export const PROVIDER_DESCRIPTION =
  'a PatikaChat szolgáltatást nyújtó, az Egyesült Királyságban (Anglia és Wales) bejegyzett társaság'

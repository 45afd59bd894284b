/** A list item; one with a term shows it in bold first ("Hozzáférés (15. cikk): …"), so a reader finds it at a glance. */
export type LegalListItem = string | { term: string; text: string }

/** A paragraph, or a bulleted list when it is an array. */
export type LegalBlock = string | readonly LegalListItem[]

export interface LegalSection {
  /** The in-page anchor of the section. */
  id: string
  /** Without its number: the page numbers the sections in order, from 1. */
  heading: string
  blocks: readonly LegalBlock[]
}

export interface LegalDocument {
  /** "Hatályos: …", shown under the title. */
  dateLine: string
  intro: string
  sections: readonly LegalSection[]
  /** The closing sentence; the page puts the company's contact e-mail address after it. */
  contactLine: string
}

/**
 * The provider as the legal pages name it: spec section 1 says only "a UK-registered company"; its registered name
 * and number are not given, so the site's name stands as the trading name and nothing else is invented.
 */
export const PROVIDER_DESCRIPTION = 'a PatikaChat márkanéven működő, az Egyesült Királyságban bejegyzett társaság'

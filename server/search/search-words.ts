// The admin searches registrations by the beginning of any word of the name or e-mail address: "kovacs", "Anna",
// "anna.k", "pelda.hu". Each registration's words are stored once (registration_search_words), so a search is an
// index range per typed word instead of reading every row.

/** The longest stored word; longer ones are cut (a search by their first 64 characters still finds them). */
export const SEARCH_WORD_MAX_LENGTH = 64
/** Typed words past this many are ignored: more would not narrow a list of people further. */
const SEARCH_TERMS_MAX_COUNT = 5

/** Lower case without accents, so "Kovács", "KOVACS" and "kovacs" are one word on both databases. */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
}

const cut = (word: string) => word.slice(0, SEARCH_WORD_MAX_LENGTH)

/**
 * The words a registration is found by: each word of the name; the whole address, its local part, the parts of the
 * local part (`anna.kovacs` gives `anna` and `kovacs`) and the domain.
 */
export function searchWordsOf(registration: { fullName: string; email: string }): string[] {
  const nameWords = foldForSearch(registration.fullName).split(/[\s,;:()"'/]+/)
  const email = foldForSearch(registration.email.trim())
  const [local = '', domain = ''] = email.split('@')
  const emailWords = [email, local, ...local.split(/[._+-]+/), domain]
  return [...new Set([...nameWords, ...emailWords].filter((word) => word !== '').map(cut))]
}

/** What the admin typed, as the word beginnings every found registration must have. */
export function searchTermsOf(search: string): string[] {
  const terms = foldForSearch(search)
    .split(/[\s,;:()"'/]+/)
    .filter((term) => term !== '')
    .map(cut)
  return [...new Set(terms)].slice(0, SEARCH_TERMS_MAX_COUNT)
}

/**
 * The words that begin with `term` are the range [term, the first string after all of them): `term` with its last
 * character moved one code point on. Compared byte by byte (SQLite's default, `utf8mb4_bin` on MySQL), so the index
 * serves it on both databases, without LIKE's dialect differences.
 */
export function prefixRange(term: string): { from: string; before: string } {
  const characters = [...term]
  const last = characters.pop()!
  return { from: term, before: characters.join('') + String.fromCodePoint(last.codePointAt(0)! + 1) }
}

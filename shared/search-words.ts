// The admin searches registrations by the beginning of any word of the name or e-mail address: "kovacs", "Anna",
// "anna.k", "admin-e2e", "pelda.hu". Each registration's words are stored once (registration_search_words), so a
// search is an index range per typed word instead of reading every row.

/** The longest stored word; longer ones are cut (a search by their first 64 characters still finds them). */
export const SEARCH_WORD_MAX_LENGTH = 64
/** Typed words past this many are ignored: more would not narrow a list of people further. */
const SEARCH_TERMS_MAX_COUNT = 5

/** Lower case without accents, so "Kovács", "KOVACS" and "kovacs" are one word on both databases. */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
}

// A cut through a surrogate pair would leave half a character, which the databases store as U+FFFD.
const cut = (word: string) => word.slice(0, SEARCH_WORD_MAX_LENGTH).replace(/[\uD800-\uDBFF]$/, '')

/** Every ending of `text` that starts where `text` does or just after a separator, without leading separators. */
function endingsAfter(text: string, separators: RegExp): string[] {
  const endings = [text]
  for (const match of text.matchAll(separators)) endings.push(text.slice(match.index + match[0].length))
  return endings
}

/**
 * The words a registration is found by: the name from each of its words on ("Dr. Nagy Péter", "nagy péter", "péter")
 * and the address from each of its parts on ("anna.kovacs@pelda.hu", "kovacs@pelda.hu", "pelda.hu", "hu"), so any
 * word's beginning is a prefix of one of them.
 */
export function searchWordsOf(registration: { fullName: string; email: string }): string[] {
  const name = endingsAfter(foldForSearch(registration.fullName).trim(), /[\s,;:()"'/.-]+/g)
  const email = endingsAfter(foldForSearch(registration.email).trim(), /[._+@-]+/g)
  return [...new Set([...name, ...email].filter((word) => word !== '').map(cut))]
}

/** What the admin typed, as the word beginnings every found registration must have. */
export function searchTermsOf(search: string): string[] {
  const terms = foldForSearch(search)
    .split(/[\s,;:()"'/]+/)
    .filter((term) => term !== '')
    .map(cut)
  return [...new Set(terms)].slice(0, SEARCH_TERMS_MAX_COUNT)
}

/** Whether a registration has, for every word typed, a word beginning with it: the database's search, in memory. */
export function matchesSearch(registration: { fullName: string; email: string }, search: string): boolean {
  const words = searchWordsOf(registration)
  return searchTermsOf(search).every((term) => words.some((word) => word.startsWith(term)))
}

/**
 * What the admin's list sorts names and addresses by: folded as the search folds them and cut like its words, so
 * "Ábel" sorts with the A's and "anna@" beside "Anna@" on both databases (stored in `name_sort_key`,
 * `email_sort_key`, compared byte by byte).
 */
export function sortKeyOf(text: string): string {
  return cut(foldForSearch(text).trim())
}

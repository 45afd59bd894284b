// The index range a typed word's prefix searches (the words themselves are made by shared/search-words.ts, which
// the admin's browser also uses to search its offline copy).

const LAST_CODE_POINT = 0x10ffff
const FIRST_SURROGATE = 0xd800
const PAST_SURROGATES = 0xe000

/**
 * The words that begin with `term` are the range [term, the first string after all of them): `term` with its last
 * character moved one code point on, over the surrogates (no character has those). A term ending in U+10FFFF, the
 * last code point, moves the character before it instead, and a term of nothing else has no end (`before` null).
 * Compared byte by byte (SQLite's default, `utf8mb4_bin` on MySQL), so the index serves it on both databases, without
 * LIKE's dialect differences.
 */
export function prefixRange(term: string): { from: string; before: string | null } {
  const characters = [...term]
  for (let last = characters.pop(); last !== undefined; last = characters.pop()) {
    const codePoint = last.codePointAt(0)!
    if (codePoint === LAST_CODE_POINT) continue
    const next = codePoint + 1 === FIRST_SURROGATE ? PAST_SURROGATES : codePoint + 1
    return { from: term, before: characters.join('') + String.fromCodePoint(next) }
  }
  return { from: term, before: null }
}

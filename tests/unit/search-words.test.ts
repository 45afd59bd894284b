import { expect, test } from 'vitest'
import { prefixRange } from '../../server/search/prefix-range'
import { foldForSearch, searchTermsOf, searchWordsOf } from '../../shared/search-words'

test('words are folded: no case, no accents, Hungarian double acute included', () => {
  expect(foldForSearch('Kovács Őrsi Ű')).toBe('kovacs orsi u')
  expect(foldForSearch('ÁRVÍZTŰRŐ tükörfúrógép')).toBe('arvizturo tukorfurogep')
})

test('a registration is found from each word of its name and each part of its address on', () => {
  expect(searchWordsOf({ fullName: 'Dr. Nagy  Péter', email: 'Peter.Nagy+patika@Napfeny.hu ' })).toEqual([
    'dr. nagy  peter',
    'nagy  peter',
    'peter',
    'peter.nagy+patika@napfeny.hu',
    'nagy+patika@napfeny.hu',
    'patika@napfeny.hu',
    'napfeny.hu',
    'hu',
  ])
  expect(searchWordsOf({ fullName: 'Szabó-Kiss Éva', email: 'agnes.admin-e2e@pelda.hu' })).toEqual([
    'szabo-kiss eva',
    'kiss eva',
    'eva',
    'agnes.admin-e2e@pelda.hu',
    'admin-e2e@pelda.hu',
    'e2e@pelda.hu',
    'pelda.hu',
    'hu',
  ])
})

test('long words are cut to 64 characters, so the index holds them and a search by their start finds them', () => {
  const words = searchWordsOf({ fullName: 'x'.repeat(100), email: `${'y'.repeat(80)}@pelda.hu` })
  expect(words.every((word) => word.length <= 64)).toBe(true)
  expect(words).toContain('x'.repeat(64))
  expect(words).toContain('y'.repeat(64))
  expect(searchTermsOf('x'.repeat(100))).toEqual(['x'.repeat(64)])
})

test('what the admin typed becomes at most five distinct word beginnings', () => {
  expect(searchTermsOf('  Kovács   anna ')).toEqual(['kovacs', 'anna'])
  expect(searchTermsOf('anna anna')).toEqual(['anna'])
  expect(searchTermsOf('a b c d e f g')).toEqual(['a', 'b', 'c', 'd', 'e'])
  expect(searchTermsOf(' , ')).toEqual([])
})

test('a prefix range holds exactly the words that begin with the prefix', () => {
  const { from, before } = prefixRange('kov')
  expect({ from, before }).toEqual({ from: 'kov', before: 'kow' })
  const inRange = (word: string) => word >= from && (before === null || word < before)
  expect(['kov', 'kovacs', 'kov~', 'kov\u{10ffff}'].every(inRange)).toBe(true)
  expect(['ko', 'kow', 'kpa', 'kou'].some(inRange)).toBe(false)
  expect(prefixRange('anna@')).toEqual({ from: 'anna@', before: 'annaA' })
})

test('a prefix ending at the last code point or before the surrogates still has a range, open-ended if need be', () => {
  expect(prefixRange('anna\u{10ffff}')).toEqual({ from: 'anna\u{10ffff}', before: 'annb' })
  expect(prefixRange('a\u{10ffff}\u{10ffff}')).toEqual({ from: 'a\u{10ffff}\u{10ffff}', before: 'b' })
  expect(prefixRange('\u{10ffff}')).toEqual({ from: '\u{10ffff}', before: null })
  expect(prefixRange('a\ud7ff')).toEqual({ from: 'a\ud7ff', before: 'a\ue000' })
  expect(prefixRange('a\uffff')).toEqual({ from: 'a\uffff', before: 'a\u{10000}' })
  expect(prefixRange('😀')).toEqual({ from: '😀', before: '😁' })
})

test('a word cut at 64 characters never ends in half of a surrogate pair', () => {
  const long = `${'x'.repeat(63)}😀y`
  expect(searchWordsOf({ fullName: long, email: '' })).toEqual(['x'.repeat(63)])
  expect(searchTermsOf(long)).toEqual(['x'.repeat(63)])
})

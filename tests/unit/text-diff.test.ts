import { expect, test } from 'vitest'
import { diffTokens, diffWords, hasChanges, type DiffPart } from '../../shared/text-diff'

const side = (parts: DiffPart[], left: 'removed' | 'added') =>
  parts
    .filter((part) => part.kind !== left)
    .map((part) => part.text)
    .join('')

test('tokens are words and the spaces between them, joining back into the text', () => {
  expect(diffTokens('Egy  szó\nés <p>más</p>')).toEqual(['Egy', '  ', 'szó', '\n', 'és', ' ', '<p>más</p>'])
  expect(diffTokens('')).toEqual([])
})

test('equal texts are one unchanged part; an empty pair is no part at all', () => {
  expect(diffWords('A patika nyitva', 'A patika nyitva')).toEqual([{ kind: 'same', text: 'A patika nyitva' }])
  expect(diffWords('', '')).toEqual([])
  expect(hasChanges(diffWords('A patika', 'A patika'))).toBe(false)
})

test('a replaced word shows as removed then added, with the words around it kept', () => {
  expect(diffWords('A patika reggel nyit', 'A patika este nyit')).toEqual([
    { kind: 'same', text: 'A patika ' },
    { kind: 'removed', text: 'reggel' },
    { kind: 'added', text: 'este' },
    { kind: 'same', text: ' nyit' },
  ])
})

test('insertions and deletions in several places are found as the smallest change', () => {
  const parts = diffWords('egy kettő három négy öt', 'nulla egy három négy öt hat')
  expect(parts).toEqual([
    { kind: 'added', text: 'nulla ' },
    { kind: 'same', text: 'egy ' },
    { kind: 'removed', text: 'kettő ' },
    { kind: 'same', text: 'három négy öt' },
    { kind: 'added', text: ' hat' },
  ])
  expect(hasChanges(parts)).toBe(true)
})

test('from or to an empty text the whole text is added or removed', () => {
  expect(diffWords('', 'Új szöveg')).toEqual([{ kind: 'added', text: 'Új szöveg' }])
  expect(diffWords('Régi szöveg', '')).toEqual([{ kind: 'removed', text: 'Régi szöveg' }])
})

test('each side of any diff gives its text back exactly', () => {
  const pairs: [string, string][] = [
    ['<p>Első bekezdés.</p>\n<p>Második.</p>', '<p>Első, átírt bekezdés.</p>\n<p>Harmadik.</p>\n'],
    ['a b a b a b', 'b a b a b a'],
    ['  szóközzel kezdődik', 'szóközzel kezdődik  '],
  ]
  for (const [before, after] of pairs) {
    const parts = diffWords(before, after)
    expect(side(parts, 'added')).toBe(before)
    expect(side(parts, 'removed')).toBe(after)
  }
})

test('a change larger than the edit limit is shown as the changed middle removed and added whole', () => {
  const before = 'eleje a b c d vége'
  const after = 'eleje w x y z vége'
  expect(diffWords(before, after, 3)).toEqual([
    { kind: 'same', text: 'eleje ' },
    { kind: 'removed', text: 'a b c d' },
    { kind: 'added', text: 'w x y z' },
    { kind: 'same', text: ' vége' },
  ])
  expect(diffWords(before, after)).toEqual([
    { kind: 'same', text: 'eleje ' },
    { kind: 'removed', text: 'a' },
    { kind: 'added', text: 'w' },
    { kind: 'same', text: ' ' },
    { kind: 'removed', text: 'b' },
    { kind: 'added', text: 'x' },
    { kind: 'same', text: ' ' },
    { kind: 'removed', text: 'c' },
    { kind: 'added', text: 'y' },
    { kind: 'same', text: ' ' },
    { kind: 'removed', text: 'd' },
    { kind: 'added', text: 'z' },
    { kind: 'same', text: ' vége' },
  ])
})

test('a long article with a one-word change is diffed quickly, the change found in place', () => {
  const words = Array.from({ length: 30_000 }, (_, index) => `szó${index}`)
  const edited = [...words]
  edited[15_000] = 'ÚJ'
  const started = performance.now()
  const parts = diffWords(words.join(' '), edited.join(' '))
  expect(performance.now() - started).toBeLessThan(1000)
  expect(parts.filter((part) => part.kind !== 'same')).toEqual([
    { kind: 'removed', text: 'szó15000' },
    { kind: 'added', text: 'ÚJ' },
  ])
})

test('a long article rewritten throughout stops at the edit limit and shows the old text removed, the new added', () => {
  const before = Array.from({ length: 30_000 }, (_, index) => `régi${index}`).join(' ')
  const after = Array.from({ length: 30_000 }, (_, index) => `új${index}`).join(' ')
  const started = performance.now()
  const parts = diffWords(before, after)
  expect(performance.now() - started).toBeLessThan(1000)
  expect(parts).toEqual([
    { kind: 'removed', text: before },
    { kind: 'added', text: after },
  ])
})

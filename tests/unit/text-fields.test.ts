import { expect, test } from 'vitest'
import { multiLineText, singleLineText, TextMessages } from '../../shared/schemas/text'

const name = singleLineText().min(1).max(20)
const message = multiLineText().max(200)

test.each([
  ['NUL', 'Kiss\u0000Anna'],
  ['a C0 control', 'Kiss\u0007Anna'],
  ['a line break', 'Kiss\nAnna'],
  ['a tab', 'Kiss\tAnna'],
  ['DEL', 'Kiss\u007FAnna'],
  ['a C1 control', 'Kiss\u0085Anna'],
  ['a right-to-left override', 'Kiss\u202EannA'],
  ['a bidirectional isolate', 'Kiss\u2067Anna'],
  ['a lone high surrogate', 'Kiss\uD83DAnna'],
  ['a lone low surrogate', 'Kiss\uDE00Anna'],
])('a single-line field refuses %s with a clear Hungarian message', (_what, value) => {
  const result = name.safeParse(value)
  expect(result.success).toBe(false)
  expect(result.error?.issues[0]?.message).toBe(TextMessages.invalidCharacters)
})

test('a single-line field is trimmed and normalised to NFC, and keeps emoji and Hungarian letters', () => {
  const decomposed = 'Szo\u030B\u0308ke Ildiko\u0301 😀'.replace('\u030B\u0308', '\u030B')
  expect(name.parse(`  ${decomposed}  `)).toBe('Szőke Ildikó 😀')
  expect(name.parse('Árvíztűrő')).toBe('Árvíztűrő')
})

test('a multi-line field keeps line breaks only, written as \\n', () => {
  expect(message.parse('Első sor\r\nMásodik\rHarmadik\n')).toBe('Első sor\nMásodik\nHarmadik')
  expect(message.safeParse('sor\tbeljebb').success).toBe(false)
  expect(message.safeParse('sor\u0000').success).toBe(false)
  expect(message.safeParse('sor\u202E').success).toBe(false)
})

import { readFileSync } from 'node:fs'
import { create } from 'fontkit'
import { expect, test } from 'vitest'
import { FONT_SUBSETS, FONT_WEIGHT_RANGE, unicodeRange } from '../../shared/font-subsets'

const HUNGARIAN_TEXT = 'aábcdeéfghiíjklmnoóöőpqrstuúüűvwxyzAÁBCDEÉFGHIÍJKLMNOÓÖŐPQRSTUÚÜŰVWXYZ0123456789„”–—…€%'

const fonts = FONT_SUBSETS.map((subset) => ({
  subset,
  font: create(readFileSync(new URL(`../../client/fonts/${subset.file}`, import.meta.url))),
}))

test('every letter of the Hungarian alphabet and its punctuation has a glyph in the file whose range holds it', () => {
  for (const character of HUNGARIAN_TEXT) {
    const codePoint = character.codePointAt(0) ?? 0
    const owner = fonts.find(({ subset }) => subset.ranges.some(([from, to]) => codePoint >= from && codePoint <= to))
    expect(owner, `no font range holds ${character}`).toBeDefined()
    expect(owner?.font.hasGlyphForCodePoint(codePoint), `no glyph for ${character}`).toBe(true)
  }
})

test('each file keeps the weight axis from regular to bold, the weights the theme uses', () => {
  for (const { font } of fonts) expect(font.variationAxes.wght).toMatchObject(FONT_WEIGHT_RANGE)
})

test('unicode-range is written as CSS wants it', () => {
  expect(unicodeRange([[0x100, 0x17f]])).toBe('U+0100-017F')
  expect(
    unicodeRange([
      [0x20ac, 0x20ac],
      [0x20, 0x7e],
    ]),
  ).toBe('U+20AC, U+0020-007E')
})

import { expect, test } from 'vitest'
import { BLOG_SLUG_MAX_LENGTH, firstFreeSlug, isBlogSlug, slugFromTitle } from '../../shared/blog-slug'

test("a slug is slugify's own form, not only digits, at most the maximum", () => {
  for (const slug of ['patika', 'e-recept-2025', '24-7', 'a'.repeat(BLOG_SLUG_MAX_LENGTH)]) {
    expect(isBlogSlug(slug), slug).toBe(true)
  }
  for (const slug of [
    '',
    'Patika',
    'e--recept',
    '-patika',
    'patika-',
    'ékezet',
    'a b',
    'a/b',
    '2025',
    'a'.repeat(121),
  ]) {
    expect(isBlogSlug(slug), slug).toBe(false)
  }
})

test('a title makes its slug; one of only signs or digits gets "cikk" in front; a long one is cut at a hyphen', () => {
  expect(slugFromTitle('A digitális patika: online jelenlét')).toBe('a-digitalis-patika-online-jelenlet')
  expect(slugFromTitle('???')).toBe('cikk')
  expect(slugFromTitle('2025')).toBe('cikk-2025')
  const long = slugFromTitle(`${'szó '.repeat(40)}vége`)
  expect(long.length).toBeLessThanOrEqual(BLOG_SLUG_MAX_LENGTH)
  expect(long).toMatch(/^(szo-)+szo$/)
  expect(isBlogSlug(long)).toBe(true)
})

test('a taken slug gets the first free number, still within the maximum', async () => {
  const taken = new Set(['patika', 'patika-2'])
  expect(await firstFreeSlug('patika', (slug) => Promise.resolve(taken.has(slug)))).toBe('patika-3')
  expect(await firstFreeSlug('uj', (slug) => Promise.resolve(taken.has(slug)))).toBe('uj')
  const full = 'a'.repeat(BLOG_SLUG_MAX_LENGTH)
  const next = await firstFreeSlug(full, (slug) => Promise.resolve(slug === full))
  expect(next).toBe(`${'a'.repeat(BLOG_SLUG_MAX_LENGTH - 2)}-2`)
})

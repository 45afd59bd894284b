import { gunzipSync, gzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { acceptsGzip } from '../../server/render/accept-encoding'
import { GzipWithGaps } from '../../server/render/gzip-with-gaps'

const bytes = (text: string) => Buffer.from(text)

test('a filled template unzips to the parts with the gaps between them, whatever the gaps hold', () => {
  const page = '<html><head><script nonce="§">x</script><style nonce="§"></style></head><body>Árvíztűrő</body></html>'
  const texts = page.split('§')
  const template = new GzipWithGaps(texts.map(bytes))
  for (const gaps of [
    ['a', 'b'],
    ['', ''],
    ['ő'.repeat(40), 'nonce/+='],
  ]) {
    const zipped = template.fill(gaps.map(bytes))
    expect(gunzipSync(zipped).toString()).toBe(texts.map((text, index) => `${text}${gaps[index] ?? ''}`).join(''))
  }
})

test('empty parts, a single part and gaps longer than one stored block all unzip exactly', () => {
  expect(gunzipSync(new GzipWithGaps([bytes('only')]).fill([])).toString()).toBe('only')
  const longGap = Buffer.alloc(70_000, 'x')
  const zipped = new GzipWithGaps([bytes(''), bytes(''), bytes('end')]).fill([longGap, bytes('')])
  expect(gunzipSync(zipped).toString()).toBe(`${'x'.repeat(70_000)}end`)
})

test('a page compresses about as well as zipping it whole', () => {
  const page = Array.from({ length: 2_000 }, (_, index) => `<p class="css-${index % 40}">Patika ${index}</p>`).join('')
  const parts = [page.slice(0, 30_000), page.slice(30_000)].map(bytes)
  const zipped = new GzipWithGaps(parts).fill([bytes('r4nd0mN0nce')])
  expect(zipped.length).toBeLessThan(gzipSync(page).length * 1.1)
})

test('the number of gaps must fit the parts', () => {
  expect(() => new GzipWithGaps([bytes('a'), bytes('b')]).fill([])).toThrow('2 parts take 1 gaps, not 0')
})

test.each([
  ['gzip, deflate, br, zstd', true],
  ['br;q=1.0, gzip;q=0.8', true],
  ['GZIP', true],
  ['x-gzip', true],
  ['*', true],
  ['br, *;q=0.1', true],
  ['gzip;q=0', false],
  ['gzip;q=0, *', false],
  ['*;q=0', false],
  ['br', false],
  ['identity', false],
  ['', false],
  [undefined, false],
  ['gzip;q=nonsense', false],
])('Accept-Encoding %j allows gzip: %s', (header, expected) => {
  expect(acceptsGzip(header)).toBe(expected)
})

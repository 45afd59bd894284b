import { expect, test } from 'vitest'
import { sniffCoverType } from '../../server/blog/cover-image'
import { picture } from '../factories'

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))))

/** An ISO media `ftyp` box: size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], ...compatible)

test('each of the four formats is told by its first bytes', async () => {
  for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const) {
    expect(sniffCoverType(await picture(type)), type).toBe(type)
  }
})

test('an AVIF is told by its major brand or a compatible one, never by the minor version', () => {
  expect(sniffCoverType(ftyp('avif'))).toBe('image/avif')
  expect(sniffCoverType(ftyp('mif1', 'miaf', 'avis'))).toBe('image/avif')
  expect(sniffCoverType(bytes([0, 0, 0, 16], 'ftyp', 'heic', 'avif'))).toBeUndefined()
  expect(sniffCoverType(ftyp('heic', 'mif1'))).toBeUndefined()
})

test('SVG, GIF, HTML, text and truncated headers are no cover', () => {
  for (const content of [
    bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    bytes('<?xml version="1.0"?><svg/>'),
    bytes('GIF89a', [1, 0, 1, 0]),
    bytes('<!doctype html><script>alert(1)</script>'),
    bytes('Ez csak szöveg, .png névvel.'),
    bytes([0x89, 0x50, 0x4e, 0x47]),
    bytes('RIFF', [0, 0, 0, 0], 'WAVE'),
    bytes([0xff, 0xd8]),
    bytes(''),
  ]) {
    expect(sniffCoverType(content), content.toString('latin1')).toBeUndefined()
  }
})

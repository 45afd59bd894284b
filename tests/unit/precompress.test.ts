import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, expect, test } from 'vitest'
import { precompressTree } from '../../scripts/precompress'

const dir = mkdtempSync(join(tmpdir(), 'precompress-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test('compressible files of 1 KB and more get brotli and gzip copies that decode to them; others are left alone', async () => {
  mkdirSync(join(dir, 'assets'))
  const script = Buffer.from('export const greeting = "Jó napot, patika!";\n'.repeat(100))
  writeFileSync(join(dir, 'assets', 'app.js'), script)
  writeFileSync(join(dir, 'assets', 'tiny.css'), 'a{color:red}')
  writeFileSync(join(dir, 'assets', 'app.js.map'), '{}'.repeat(1000))
  writeFileSync(join(dir, 'font.woff2'), Buffer.alloc(4000))

  expect(await precompressTree(dir)).toBe(1)
  const brotli = readFileSync(join(dir, 'assets', 'app.js.br'))
  const gzip = readFileSync(join(dir, 'assets', 'app.js.gz'))
  expect(brotliDecompressSync(brotli).equals(script)).toBe(true)
  expect(gunzipSync(gzip).equals(script)).toBe(true)
  expect(brotli.length).toBeLessThan(script.length / 10)
  for (const untouched of ['assets/tiny.css', 'assets/app.js.map', 'font.woff2']) {
    expect(existsSync(join(dir, `${untouched}.br`)), untouched).toBe(false)
    expect(existsSync(join(dir, `${untouched}.gz`)), untouched).toBe(false)
  }
})

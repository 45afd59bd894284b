// `npm run fonts`: cuts the site's two Inter files (shared/font-subsets.ts) from @fontsource-variable/inter with
// harfbuzz (subset-font) and writes them to client/fonts/. Run it after upgrading the font package; the outputs
// are committed, so builds and CI need no font tooling.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import subsetFont from 'subset-font'
import { codePointsOf, FONT_SUBSETS, FONT_WEIGHT_RANGE } from '../shared/font-subsets'

const SOURCE_DIR = 'node_modules/@fontsource-variable/inter/files'
const OUTPUT_DIR = 'client/fonts'

for (const subset of FONT_SUBSETS) {
  const source = await readFile(join(SOURCE_DIR, subset.source))
  const output = await subsetFont(source, codePointsOf(subset.ranges), {
    targetFormat: 'woff2',
    variationAxes: { wght: FONT_WEIGHT_RANGE },
  })
  await writeFile(join(OUTPUT_DIR, subset.file), output)
  console.log(`${subset.file}: ${(output.length / 1024).toFixed(1)} KB`)
}

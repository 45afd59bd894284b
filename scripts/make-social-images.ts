// `npm run social-images`: draws the sharing previews (shared/content/social-previews.ts), a JPEG of each built-in blog cover,
// /favicon.ico and /apple-touch-icon.png into client/public/ with sharp. The outputs are committed, so builds and CI
// need none of this. librsvg (inside sharp) takes fonts from fontconfig only, not from @font-face, so the site's Inter
// is cut to two static TrueType files (bold and regular) in a temporary folder that a fontconfig file of ours names.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import subsetFont from 'subset-font'
import { codePointsOf, FONT_SUBSETS } from '../shared/font-subsets'
import { SITE_NAME } from '../shared/site'
import {
  BUILT_IN_COVER_NAMES,
  builtInCoverSharePath,
  SOCIAL_IMAGE_HEIGHT,
  SOCIAL_IMAGE_WIDTH,
  socialPreviewPath,
} from '../shared/social-images'
import { SOCIAL_PREVIEWS, type SocialPreviewName } from '../shared/content/social-previews'

const PUBLIC_DIR = 'client/public'
const FONT_SOURCE_DIR = 'node_modules/@fontsource-variable/inter/files'
// client/theme.ts: the brand scale and accent.500.
const BRAND = { 100: '#d5f2ec', 300: '#7bcfc0', 500: '#2c9888', 600: '#1f7a6e', 800: '#194f49' }
const ACCENT = '#e8913a'
const WHITE = '#ffffff'

const fontDir = await mkdtemp(join(tmpdir(), 'social-fonts-'))
for (const subset of FONT_SUBSETS) {
  const source = await readFile(join(FONT_SOURCE_DIR, subset.source))
  for (const weight of [400, 700]) {
    const font = await subsetFont(source, codePointsOf(subset.ranges), {
      targetFormat: 'truetype',
      variationAxes: { wght: weight },
    })
    await writeFile(join(fontDir, `${subset.file}-${weight}.ttf`), font)
  }
}
await writeFile(
  join(fontDir, 'fonts.conf'),
  `<?xml version="1.0"?><fontconfig><dir>${fontDir}</dir><cachedir>${fontDir}</cachedir></fontconfig>`,
)
// Read when libvips first lays out text, so it must be set before sharp is loaded.
process.env.FONTCONFIG_FILE = join(fontDir, 'fonts.conf')
const { default: sharp } = await import('sharp')

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** The favicon's speech bubble with a cross, at the origin, `size` pixels wide. */
function logoMark(size: number, { tile, bubble }: { tile: string; bubble: string }): string {
  return `<g transform="scale(${size / 32})"><rect width="32" height="32" rx="8" fill="${tile}"/><path d="M9 10h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2h-7l-5 4v-4H9a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2z" fill="${bubble}"/><path d="M16 12.5v5M13.5 15h5" stroke="${tile}" stroke-width="2" stroke-linecap="round"/></g>`
}

function previewSvg(name: SocialPreviewName): string {
  const { lines, subtitle } = SOCIAL_PREVIEWS[name]
  const headlineTop = lines.length > 1 ? 292 : 340
  const headline = lines
    .map((line, index) => `<tspan x="80" y="${headlineTop + index * 84}">${escapeXml(line)}</tspan>`)
    .join('')
  const subtitleY = headlineTop + (lines.length - 1) * 84 + 78
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL_IMAGE_WIDTH}" height="${SOCIAL_IMAGE_HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND[600]}"/><stop offset="1" stop-color="${BRAND[800]}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <circle cx="1100" cy="90" r="240" fill="${BRAND[500]}" opacity=".35"/>
  <circle cx="1160" cy="600" r="150" fill="${BRAND[300]}" opacity=".18"/>
  <g transform="translate(80 80)">${logoMark(64, { tile: WHITE, bubble: BRAND[600] })}</g>
  <text x="164" y="127" font-family="Inter" font-weight="700" font-size="40" fill="${WHITE}">${SITE_NAME}</text>
  <text font-family="Inter" font-weight="700" font-size="68" letter-spacing="-1" fill="${WHITE}">${headline}</text>
  <text x="80" y="${subtitleY}" font-family="Inter" font-weight="400" font-size="34" fill="${BRAND[100]}">${escapeXml(subtitle)}</text>
  <rect x="80" y="536" width="120" height="10" rx="5" fill="${ACCENT}"/>
</svg>`
}

/** An .ico holding PNGs (Windows Vista onwards and every browser read them), one per size. */
function icoOf(pngs: readonly { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(pngs.length, 4)
  let offset = header.length
  pngs.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index
    header.writeUInt8(size, entry)
    header.writeUInt8(size, entry + 1)
    header.writeUInt16LE(1, entry + 4)
    header.writeUInt16LE(32, entry + 6)
    header.writeUInt32LE(data.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += data.length
  })
  return Buffer.concat([header, ...pngs.map(({ data }) => data)])
}

const written: string[] = []
async function write(path: string, data: Buffer): Promise<void> {
  await writeFile(join(PUBLIC_DIR, path), data)
  written.push(`${path}: ${(data.length / 1024).toFixed(1)} KB`)
}

for (const name of Object.keys(SOCIAL_PREVIEWS) as SocialPreviewName[]) {
  const png = await sharp(Buffer.from(previewSvg(name)))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer()
  await write(socialPreviewPath(name), png)
}

for (const name of BUILT_IN_COVER_NAMES) {
  const cover = await sharp(join(PUBLIC_DIR, 'blog-covers', `${name}.svg`))
    .resize(SOCIAL_IMAGE_WIDTH, SOCIAL_IMAGE_HEIGHT, { fit: 'cover' })
    .flatten({ background: WHITE })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer()
  await write(builtInCoverSharePath(name), cover)
}

const favicon = await readFile(join(PUBLIC_DIR, 'favicon.svg'))
const icoSizes = [16, 32, 48]
const icoPngs = await Promise.all(
  icoSizes.map(async (size) => ({
    size,
    data: await sharp(favicon, { density: (72 * size) / 32 })
      .resize(size, size)
      .png()
      .toBuffer(),
  })),
)
await write('/favicon.ico', icoOf(icoPngs))

// iOS rounds the corners itself and shows transparency as black: a full square tile with the bubble in the middle.
const touchIcon = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180"><rect width="180" height="180" fill="${BRAND[600]}"/><g transform="translate(18 18)">${logoMark(144, { tile: BRAND[600], bubble: WHITE })}</g></svg>`
await write('/apple-touch-icon.png', await sharp(Buffer.from(touchIcon)).png({ compressionLevel: 9 }).toBuffer())

await rm(fontDir, { recursive: true })
console.log(written.join('\n'))

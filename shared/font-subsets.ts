/**
 * The two Inter files the site serves: what Hungarian text needs and nothing more. Basic Latin and Latin-1 hold
 * á é í ó ö ú ü; Latin Extended-A holds ő ű Ő Ű; typographic quotes („ ”), dashes, the ellipsis and € come with
 * the first file. Weights 400-700 are all the theme uses. `npm run fonts` cuts the files from
 * @fontsource-variable/inter; the browser's @font-face rules use the same ranges.
 */
export interface FontSubset {
  file: string
  /** The @fontsource-variable/inter file it is cut from. */
  source: string
  /** Inclusive code point ranges. */
  ranges: readonly (readonly [number, number])[]
}

export const FONT_FAMILY = 'Inter Hu'
export const FONT_FALLBACK_FAMILY = 'Inter Hu Fallback'
export const FONT_WEIGHT_RANGE = { min: 400, max: 700 } as const

export const FONT_SUBSETS = [
  {
    file: 'inter-latin.woff2',
    source: 'inter-latin-wght-normal.woff2',
    ranges: [
      [0x20, 0x7e],
      [0xa0, 0xff],
      [0x2010, 0x2027],
      [0x2030, 0x203a],
      [0x20ac, 0x20ac],
      [0x2122, 0x2122],
      [0x2212, 0x2212],
    ],
  },
  { file: 'inter-latin-ext-a.woff2', source: 'inter-latin-ext-wght-normal.woff2', ranges: [[0x100, 0x17f]] },
] as const satisfies readonly FontSubset[]

/** A CSS unicode-range value. */
export function unicodeRange(ranges: FontSubset['ranges']): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0')
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ')
}

export function codePointsOf(ranges: FontSubset['ranges']): string {
  return ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, offset) => String.fromCodePoint(from + offset)))
    .join('')
}

// The site's own Inter files (cut by `npm run fonts`) with a metric-matched fallback: until Inter arrives the text
// is set in Arial (or Liberation Sans) scaled to Inter's width, ascent and descent, so the swap moves nothing.
// The overrides are Inter's metrics (ascent 1984, descent 494, no line gap, per 2048 units) over a size-adjust of
// 107.12% measured on Inter's average letter width against Arial's.
import {
  FONT_FALLBACK_FAMILY,
  FONT_FAMILY,
  FONT_SUBSETS,
  FONT_WEIGHT_RANGE,
  unicodeRange,
} from '../../shared/font-subsets'
import interLatinExtAUrl from '../fonts/inter-latin-ext-a.woff2'
import interLatinUrl from '../fonts/inter-latin.woff2'

const FILE_URLS = {
  'inter-latin.woff2': interLatinUrl,
  'inter-latin-ext-a.woff2': interLatinExtAUrl,
} satisfies Record<(typeof FONT_SUBSETS)[number]['file'], string>

/** Both files are needed by every page (Hungarian text always has á and ő), so the head preloads them. */
export const FONT_PRELOAD_URLS: string[] = FONT_SUBSETS.map((subset) => FILE_URLS[subset.file])

export const FONT_FACE_CSS = [
  ...FONT_SUBSETS.map(
    (subset) => `@font-face {
  font-family: '${FONT_FAMILY}';
  font-style: normal;
  font-display: swap;
  font-weight: ${FONT_WEIGHT_RANGE.min} ${FONT_WEIGHT_RANGE.max};
  src: url(${FILE_URLS[subset.file]}) format('woff2');
  unicode-range: ${unicodeRange(subset.ranges)};
}`,
  ),
  `@font-face {
  font-family: '${FONT_FALLBACK_FAMILY}';
  src: local('Arial'), local('ArialMT'), local('Liberation Sans');
  size-adjust: 107.12%;
  ascent-override: 90.44%;
  descent-override: 22.52%;
  line-gap-override: 0%;
}`,
].join('\n')

export const FONT_STACK = `'${FONT_FAMILY}', '${FONT_FALLBACK_FAMILY}', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`

import { BLOG_COVERS_PATH, blogCoverShareUrl } from './blog-covers'

// The pictures a shared link shows (Open Graph, X cards): 1200 × 630 rasters, since Facebook, LinkedIn and X show no
// SVG. `npm run social-images` draws them into client/public/social/ from these texts; the files are committed.

export const SOCIAL_IMAGE_WIDTH = 1200
export const SOCIAL_IMAGE_HEIGHT = 630
export const SOCIAL_IMAGES_PATH = '/social'
/** Part of every file's name, so a year of caching is safe: raise it when the pictures are drawn anew. */
export const SOCIAL_IMAGE_VERSION = 1

export interface SocialPreview {
  /** The headline, one entry per line (the drawing does not wrap). */
  lines: readonly string[]
  subtitle: string
  /** What the picture shows, for `og:image:alt` and `twitter:image:alt`. */
  alt: string
}

export const SOCIAL_PREVIEWS = {
  site: {
    lines: ['AI asszisztens', 'gyógyszertáraknak'],
    subtitle: 'Éjjel-nappal válaszol a betegek kérdéseire',
    alt: 'PatikaChat: AI asszisztens gyógyszertáraknak, éjjel-nappal válaszol a betegek kérdéseire',
  },
  home: {
    lines: ['A patika AI asszisztense,', 'éjjel-nappal'],
    subtitle: 'Gyógyszer- és tünetkérdések, foglalás, rendelés',
    alt: 'PatikaChat: a patika AI asszisztense éjjel-nappal válaszol gyógyszer- és tünetkérdésekre',
  },
  blog: {
    lines: ['Blog: AI a patikában'],
    subtitle: 'Cikkek digitalizációról, ügyfélszolgálatról, adatvédelemről',
    alt: 'A PatikaChat blogja: cikkek a mesterséges intelligenciáról a gyógyszertárakban',
  },
  'our-story': {
    lines: ['Egy gyógyszerész ötletéből', 'a patikák AI asszisztense'],
    subtitle: 'Történetünk 2013-tól napjainkig',
    alt: 'A PatikaChat története: egy gyógyszerész ötletéből a patikák AI asszisztense',
  },
  demo: {
    lines: ['Próbálja ki élőben'],
    subtitle: 'A gyógyszertári AI asszisztens demója',
    alt: 'A PatikaChat élő demója: próbálja ki a gyógyszertári AI asszisztenst',
  },
  'okos-patika': {
    lines: ['Okos Patika', 'marketingközösség'],
    subtitle: 'Weboldal, tartalom, chatbot egy havidíjas csomagban',
    alt: 'Okos Patika marketingközösség: weboldal, tartalom és chatbot egy havidíjas csomagban',
  },
  kiosk: {
    lines: ['AI asszisztens', 'a váróterembe'],
    subtitle: 'Érintőképernyős kioszk magyarul és angolul',
    alt: 'PatikaChat váróterem-kioszk: érintőképernyős AI asszisztens magyarul és angolul',
  },
  'ai-trainings': {
    lines: ['AI képzések', 'patikai csapatoknak'],
    subtitle: 'Gyakorlati programok, EU AI Act megfelelőséggel',
    alt: 'PatikaChat AI képzések gyógyszertári munkatársaknak és vezetőknek',
  },
  register: {
    lines: ['Ingyenes webinárium'],
    subtitle: 'Hogyan válaszol egy AI asszisztens a betegeknek éjjel-nappal',
    alt: 'Ingyenes PatikaChat webinárium: az AI asszisztens a patikában',
  },
} as const satisfies Record<string, SocialPreview>

export type SocialPreviewName = keyof typeof SOCIAL_PREVIEWS

export function socialPreviewPath(name: SocialPreviewName): string {
  return `${SOCIAL_IMAGES_PATH}/${name}-v${SOCIAL_IMAGE_VERSION}.png`
}

/** The built-in posts' covers: SVG files in client/public/blog-covers/, each drawn as a JPEG for sharing. */
export const BUILT_IN_COVER_NAMES = [
  'adatvedelem',
  'digitalizacio',
  'edukacio',
  'egeszsegugy',
  'esettanulmanyok',
  'implementacio',
  'placeholder',
  'trendek',
  'ugyfelszolgalat',
] as const

export function builtInCoverSharePath(name: (typeof BUILT_IN_COVER_NAMES)[number]): string {
  return `${SOCIAL_IMAGES_PATH}/blog-cover-${name}-v${SOCIAL_IMAGE_VERSION}.jpg`
}

const BUILT_IN_COVER = /^\/blog-covers\/([a-z-]+)\.svg$/
const UPLOADED_COVER = new RegExp(`^${BLOG_COVERS_PATH}/([0-9a-f]{64})(?:-card\\.webp|\\.[a-z]+)$`)

/** The 1200 × 630 raster of a blog cover for sharing; null for a cover the site has none of (another host's). */
export function coverSharePath(cover: string): string | null {
  const uploaded = UPLOADED_COVER.exec(cover)?.[1]
  if (uploaded) return blogCoverShareUrl(uploaded)
  const builtIn = BUILT_IN_COVER_NAMES.find((name) => BUILT_IN_COVER.exec(cover)?.[1] === name)
  return builtIn ? builtInCoverSharePath(builtIn) : null
}

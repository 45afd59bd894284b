// What each sharing preview says and shows (shared/social-images.ts has their addresses).

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

export const SITE_NAME = 'PatikaChat'
export const SITE_DESCRIPTION =
  'A PatikaChat AI asszisztense éjjel-nappal válaszol a betegek gyógyszer- és tünetkérdéseire, foglalási kódot ad, és rendeléseket fogad – a gyógyszerész felügyelete mellett.'
export const HEADER_SCROLL_THRESHOLD_PX = 10
/** The square raster logo (180 × 180) that structured data names: search engines want a raster at least 112 px wide. */
export const SITE_LOGO_PATH = '/apple-touch-icon.png'

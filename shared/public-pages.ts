/**
 * Public pages the site wants found, for the sitemap. Kept here rather than read from the route table, so the
 * server need not load the React pages; tests/unit/seo.test.ts checks the two agree.
 */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/tortenetunk',
  '/blog',
  '/demo',
  '/okos-patika',
  '/kiosk',
  '/ai-kepzesek',
  '/register',
  '/adatvedelem',
  '/felhasznalasi-feltetelek',
] as const

/** Pages only for people inside the funnel or the admin: they carry noindex and are left out of the sitemap. */
export const UNINDEXED_PAGE_PATHS = [
  '/admin',
  '/waiting',
  '/webinar',
  '/offer',
  '/koszonjuk',
  '/w',
  '/blog/elonezet',
] as const

/**
 * Size budgets the production build must keep, checked in CI by tests/e2e/budgets.test.ts. Sizes only, never
 * timings: a size is the same on every machine, so a budget fails only when the code grew.
 */
export const KB = 1024

export const PERFORMANCE_BUDGETS = {
  /**
   * Gzip-compressed JavaScript any public route loads before it is interactive: the entry's chunks, the route's page
   * chunk and their static imports (issue 26's cap). What a page needs only after hydration loads later, in chunks of
   * its own, the data layer among them (docs/decisions.md, Performance).
   */
  initialScriptGzipBytes: 135 * KB,
  /** The site's woff2 font files (client/fonts/) together; woff2 is compressed already. */
  fontBytes: 120 * KB,
  /** Source folders whose code no public route may load before interaction: it loads only where it is used. */
  privateSourceDirs: ['client/pages/admin/'],
} as const

/**
 * Issue 26's target for the heaviest public route's script before interaction. Not enforced: the heaviest route is
 * within a few hundred bytes of it, so the budget test prints the figure against it and CI holds the cap above.
 */
export const HEAVIEST_ROUTE_SCRIPT_GZIP_TARGET_BYTES = 125 * KB

/**
 * Size budgets the production build must keep, checked in CI by tests/e2e/budgets.test.ts. Sizes only, never
 * timings: a size is the same on every machine, so a budget fails only when the code grew.
 */
export const KB = 1024

export const PERFORMANCE_BUDGETS = {
  /**
   * Gzip-compressed JavaScript any public route loads before it is interactive: the entry's chunks, the route's page
   * chunk and their static imports (issue 8's hard cap). What a page needs only after hydration loads later, in
   * chunks of its own (docs/decisions.md, Performance).
   */
  initialScriptGzipBytes: 150 * KB,
  /**
   * The same for a public route whose first script holds no data layer (TanStack Query with tRPC, which only the pages
   * that read data at hydration load: client/lib/data-provider.tsx): issue 26's new cap, which every such route keeps.
   */
  initialScriptWithoutDataGzipBytes: 135 * KB,
  /** The site's woff2 font files (client/fonts/) together; woff2 is compressed already. */
  fontBytes: 120 * KB,
  /** Source folders whose code no public route may load before interaction: it loads only where it is used. */
  privateSourceDirs: ['client/pages/admin/'],
} as const

/**
 * Issue 26's target for the heaviest public route's script before interaction. Not enforced: the routes that read data
 * at hydration (the blog, the funnel's pages) load the data layer too, about 20 KB on an entry of about 122, so the
 * budget test prints the heaviest route's gap to it (docs/decisions.md).
 */
export const HEAVIEST_ROUTE_SCRIPT_GZIP_TARGET_BYTES = 125 * KB

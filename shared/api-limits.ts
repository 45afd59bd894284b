/** The most calls one tRPC batch may carry; the client's batch link splits larger ones. */
export const TRPC_MAX_BATCH_SIZE = 10

/**
 * Every request body, unless a signed-in admin sends it to the content procedures below (server/trpc/body-limit.ts):
 * forms and logins are a few KB.
 */
export const SMALL_BODY_LIMIT_BYTES = 32 * 1024

/**
 * The admin's content procedures: the largest is a cover upload, a 5 MB picture as a data URL (6.7 MB) in a JSON body.
 * A number of its own rather than read from shared/blog-covers.ts, so every page's script does not carry that module;
 * tests/unit/api-limits.test.ts holds the two together.
 */
export const CONTENT_BODY_LIMIT_BYTES = 7 * 1024 * 1024

/** The admin procedures that carry no content: they get the small limit like everything anonymous. */
const SMALL_ADMIN_PROCEDURES = new Set(['admin.login', 'admin.logout', 'admin.me'])

function isContentProcedure(path: string): boolean {
  if (path === 'blog.create' || path === 'blog.update' || path === 'blog.uploadCover') return true
  return path.startsWith('admin.') && !SMALL_ADMIN_PROCEDURES.has(path)
}

/**
 * The body limit of a tRPC request by the procedures its path names (`blog.create`, or a batch `a,b,c`): the content
 * limit only when every procedure in it takes content, so a batch cannot carry a large body to a small procedure.
 */
export function bodyLimitForProcedures(pathList: string): number {
  const paths = pathList.split(',')
  return paths.every(isContentProcedure) ? CONTENT_BODY_LIMIT_BYTES : SMALL_BODY_LIMIT_BYTES
}

/** The most calls one tRPC batch may carry; the client's batch link splits larger ones. */
export const TRPC_MAX_BATCH_SIZE = 10

/** Every request body, unless it goes to the admin's content procedures below: forms and logins are a few KB. */
export const SMALL_BODY_LIMIT_BYTES = 32 * 1024

/** The admin's content procedures: a blog post with its covers as data URLs (and, later, uploads). */
export const CONTENT_BODY_LIMIT_BYTES = 4 * 1024 * 1024

/** The admin procedures that carry no content: they get the small limit like everything anonymous. */
const SMALL_ADMIN_PROCEDURES = new Set(['admin.login', 'admin.logout', 'admin.me'])

function isContentProcedure(path: string): boolean {
  if (path === 'blog.create' || path === 'blog.update') return true
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

import { BUILT_IN_POSTS } from '../../../server/blog/built-in-posts'
import { E2E_ADMIN } from './global-setup'

/**
 * A test that writes posts straight into the database bypasses the render cache's invalidation; saving a post
 * unchanged through the admin API drops the blog's list pages as any real edit would.
 */
export async function dropCachedBlogLists(baseUrl: string): Promise<void> {
  const headers = { origin: baseUrl, 'content-type': 'application/json' }
  const cookie = await adminSessionCookie(baseUrl)
  const { id, title, excerpt, content, category, tags, image, fullImage } = BUILT_IN_POSTS[0]!
  const update = await fetch(`${baseUrl}/trpc/blog.update`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ id, title, excerpt, content, category, tags, image, fullImage }),
  })
  if (!update.ok) throw new Error(`blog.update failed (${update.status}): ${await update.text()}`)
}

/** The e2e admin's session cookie (`name=value`), from a sign-in through the API. */
export async function adminSessionCookie(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/trpc/admin.login`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  })
  const cookie = login.headers.get('set-cookie')?.split(';')[0]
  if (!login.ok || !cookie) throw new Error(`admin sign-in failed (${login.status})`)
  return cookie
}

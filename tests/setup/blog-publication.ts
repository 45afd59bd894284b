// What the tests of a post's publication build on: an admin's session, an editor's input, and a post's stored
// status as the tests compare it.
import type { ValidatedSession } from '../../server/auth/session'
import type { DbHandle } from '../../server/db/client'
import type { BlogPostInput } from '../../shared/schemas/blog'
import type { BlogPublication } from '../../shared/schemas/blog-publication'
import { blogPostInput } from '../factories'

export function adminSession(role = 'admin'): ValidatedSession {
  return {
    session: { id: 'test-session', expiresAt: Number.MAX_SAFE_INTEGER },
    user: { id: 1, email: 'admin@example.com', role },
  }
}

/** What the editor sends for a post titled `title` with the given publication. */
export function postInput(title: string, publication: BlogPublication): BlogPostInput {
  return blogPostInput({
    title,
    excerpt: `${title}: rövid összefoglaló.`,
    content: `<p>${title} teljes szövege.</p>`,
    tags: [],
    image: '',
    fullImage: '',
    publication,
  })
}

/** The post's row as the publication tests read it. */
export async function readPublicationRow(db: DbHandle, id: number) {
  return db.db
    .selectFrom('blog_posts')
    .select(['status', 'publish_at', 'date', 'preview_token_hash'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
}

/** The blog-publish jobs planned for a post, oldest first, as stored. */
export async function publishJobsOf(db: DbHandle, id: number) {
  return db.db
    .selectFrom('outbox_jobs')
    .select(['id', 'state', 'due_at'])
    .where('kind', '=', 'blog-publish')
    .where('dedupe_key', 'like', `blog-publish:${id}:%`)
    .orderBy('id')
    .execute()
}

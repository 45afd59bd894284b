// A post's preview link, as the preview page and the server need it: apart from the post's publication
// (./blog-publication.ts), so the preview page's script carries nothing of the editor's. Its address is
// ./blog-preview-path.ts.

/** A preview link's token: 43 base64url characters, 256 random bits (server/blog/preview-token.ts makes them). */
export const BLOG_PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** What the preview page says, and the server answers, for a link that is not (or no longer) valid. */
export const BLOG_PREVIEW_NOT_FOUND_MESSAGE = 'Ez az előnézeti link nem érvényes, vagy már visszavonták.'

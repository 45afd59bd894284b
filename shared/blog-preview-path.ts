/**
 * The preview page: `/blog/elonezet#{token}`. The token travels in the fragment, which browsers never send to a
 * server, so it stays out of request lines, logs, caches and Referer headers; the page hands it over in a POST body.
 * Alone in its module: the route table (client/app.tsx), in every page's first script, carries each export of the
 * modules it imports that any other chunk uses.
 */
export const BLOG_PREVIEW_PATH = '/blog/elonezet'

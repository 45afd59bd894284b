import { PUBLIC_PAGE_PATHS } from '../../shared/public-pages'
import { blogPostPath, type BlogPost } from '../../shared/schemas/blog'

/** What the sitemap and the feed say of a post. */
export type FeedPost = Pick<
  BlogPost,
  'id' | 'title' | 'slug' | 'excerpt' | 'date' | 'author' | 'category' | 'updatedAt'
>
import { SITE_DESCRIPTION, SITE_NAME } from '../../shared/site'

// Characters XML 1.0 cannot hold at all, even escaped: control characters other than tab and line breaks, lone
// surrogates and the two non-characters.
const XML_INVALID_CHARACTERS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/** Text or attribute value safe inside an XML document. */
export function escapeXml(text: string): string {
  return text
    .replace(XML_INVALID_CHARACTERS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** The post's last change as a W3C date: the edit time when edited, otherwise its publication date. */
function lastModified(post: FeedPost): string {
  return post.updatedAt ? post.updatedAt.slice(0, 10) : post.date
}

/** RFC 822 date, as RSS wants it: posts are dated by day, so midnight UTC. */
function rfc822(date: string): string {
  return new Date(`${date}T00:00:00Z`).toUTCString()
}

export function sitemapXml(siteUrl: string, posts: readonly FeedPost[]): string {
  const newest = posts.reduce<string | null>((latest, post) => {
    const modified = lastModified(post)
    return latest && latest > modified ? latest : modified
  }, null)
  const pages = PUBLIC_PAGE_PATHS.map((path) => {
    const lastmod = path === '/blog' && newest ? `<lastmod>${newest}</lastmod>` : ''
    return `  <url><loc>${escapeXml(siteUrl + path)}</loc>${lastmod}</url>`
  })
  const articles = posts.map(
    (post) =>
      `  <url><loc>${escapeXml(siteUrl + blogPostPath(post))}</loc><lastmod>${escapeXml(lastModified(post))}</lastmod></url>`,
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages,
    ...articles,
    '</urlset>',
    '',
  ].join('\n')
}

export function rssXml(siteUrl: string, posts: readonly FeedPost[]): string {
  const items = posts.map((post) => {
    const link = escapeXml(siteUrl + blogPostPath(post))
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      '    </item>',
    ].join('\n')
  })
  const newest = posts[0]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(`${SITE_NAME} blog`)}</title>`,
    `    <link>${escapeXml(`${siteUrl}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    `    <description>${escapeXml(SITE_DESCRIPTION)}</description>`,
    '    <language>hu-HU</language>',
    ...(newest ? [`    <lastBuildDate>${rfc822(lastModified(newest))}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}

/**
 * Only the API is kept out: the unindexed pages carry noindex, which a crawler sees only if it may fetch them. No
 * `Allow: /` line either, which a parser that takes the first matching line would read as allowing everything.
 */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Disallow: /trpc/', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n')
}

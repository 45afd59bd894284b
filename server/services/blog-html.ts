// The one allowlist for blog HTML (https://github.com/apostrophecms/sanitize-html), applied once when a post is
// saved (and when the built-in posts are seeded); what is stored is served as it is.
import sanitizeHtml from 'sanitize-html'
import { bodyImageAttributes, type BodyImage } from '../blog/body-images'

/** Video hosts whose players may be embedded; any other iframe is removed. See docs/decisions.md. */
export const BLOG_IFRAME_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'] as const
type IframeHost = (typeof BLOG_IFRAME_HOSTS)[number]

const YOUTUBE_PERMISSIONS = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture'
/** What each player's own embed code asks for; an author's `allow` list is replaced by it. */
export const BLOG_IFRAME_PERMISSIONS: Record<IframeHost, string> = {
  'www.youtube.com': YOUTUBE_PERMISSIONS,
  'www.youtube-nocookie.com': YOUTUBE_PERMISSIONS,
  'player.vimeo.com': 'autoplay; fullscreen; picture-in-picture; clipboard-write',
}

function iframePermissions(src: string | undefined): { allow?: string } {
  const host = src && URL.canParse(src) ? new URL(src).hostname : ''
  return (BLOG_IFRAME_HOSTS as readonly string[]).includes(host)
    ? { allow: BLOG_IFRAME_PERMISSIONS[host as IframeHost] }
    : {}
}

// Browsers skip spaces and control characters around an address, so the allowlist judges it without them.
const trimAddress = (value: string | undefined) => value?.replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, '')

function withTrimmedSrc(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const src = trimAddress(attribs.src)
  return src === undefined ? attribs : { ...attribs, src }
}

const OPTIONS = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'small',
    'abbr',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading'],
    abbr: ['title'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy', 'sandbox'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http', 'data'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [...BLOG_IFRAME_HOSTS],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The article title is the page's only h1.
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : withoutKey(attribs, 'target'),
    }),
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...withoutKey(withTrimmedSrc(attribs), 'allow'),
        ...iframePermissions(trimAddress(attribs.src)),
        loading: 'lazy',
        referrerpolicy: 'strict-origin-when-cross-origin',
        sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
      },
    }),
  },
  // An iframe whose address was refused would stay as an empty frame: drop it, and data: images other than pictures.
  exclusiveFilter: (frame) =>
    (frame.tag === 'iframe' && !frame.attribs.src) ||
    (frame.tag === 'img' && /^data:/i.test(frame.attribs.src ?? '') && !/^data:image\//i.test(frame.attribs.src ?? '')),
} satisfies sanitizeHtml.IOptions

function withoutKey(attribs: sanitizeHtml.Attributes, key: string): sanitizeHtml.Attributes {
  return Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== key))
}

/**
 * The post's HTML through the allowlist. `images` are the uploaded pictures it names (server/blog/body-images.ts):
 * those get their size and `srcset`; an author's own `srcset` or `sizes` never stays.
 */
export function sanitizeBlogHtml(html: string, images: ReadonlyMap<string, BodyImage> = new Map()): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: {
      ...OPTIONS.transformTags,
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...bodyImageAttributes(withTrimmedSrc(attribs), images), loading: 'lazy' },
      }),
    },
  })
}

import { expect, test } from 'vitest'
import { coverUrl } from '../../server/blog/covers'
import { BLOG_PLACEHOLDER_IMAGE, BlogImageSchema } from '../../shared/schemas/blog'
import { SafeLinkSchema, WebinarConfigSchema } from '../../shared/schemas/funnel-configs'
import { DEFAULT_FUNNEL_CONFIGS } from '../../shared/funnel/config-defaults'
import { isSafeLink } from '../../shared/site-link'

// Each would take a visitor to another host, or run, once a browser has normalised it.
const HOSTILE_LINKS = {
  'a backslash after the slash': '/\\evil.example/phish',
  'two backslashes': '\\\\evil.example/phish',
  'a slash and a backslash reversed': '\\/evil.example/phish',
  'a protocol-relative address': '//evil.example/phish',
  'a tab between the slashes': '/\t/evil.example/phish',
  'a line feed between the slashes': '/\n/evil.example/phish',
  'a carriage return between the slashes': '/\r/evil.example/phish',
  'a backslash authority after http:': 'https:\\\\evil.example/phish',
  'a mixed authority after http:': 'https:/\\evil.example/phish',
  'a backslash later in an http address': 'https://patika.example\\@evil.example/',
  'a tab inside an http address': 'https://patika.example/\tx',
  'an empty host': 'https:///evil.example',
  'a javascript: scheme': 'javascript:alert(1)',
  'a javascript: scheme in capitals': 'JavaScript:alert(1)',
  'a javascript: scheme split by a tab': 'java\tscript:alert(1)',
  'a data: address': 'data:text/html,<script>alert(1)</script>',
  'a vbscript: scheme': 'vbscript:msgbox(1)',
  'another scheme': 'ftp://evil.example/x',
  'a NUL before the path': '\u0000/evil.example',
  'a no-break space between the slashes': '/\u00A0/evil.example',
  'a right-to-left override': '/\u202Eexample',
  'a relative path': 'evil.example/phish',
} as const

const SAFE_LINKS = [
  '/',
  '/blog',
  '/media/webinar-default-v1.mp4',
  '/blog-covers/uploads/abc-card.webp',
  '/offer?from=webinar#price',
  'https://example.com/a.pdf',
  'http://x.hu',
  'HTTPS://Example.com/path?q=1',
]

test('a site link is a path on this site or an http(s) address and nothing a browser would turn into another host', () => {
  for (const link of SAFE_LINKS) expect(isSafeLink(link), link).toBe(true)
  for (const [name, link] of Object.entries(HOSTILE_LINKS)) expect(isSafeLink(link), name).toBe(false)
})

test('every link the admin can set is judged by the one site-link check', () => {
  const webinar = DEFAULT_FUNNEL_CONFIGS.webinar
  for (const [name, link] of Object.entries(HOSTILE_LINKS)) {
    expect(SafeLinkSchema.safeParse(link).success, `config link: ${name}`).toBe(false)
    expect(WebinarConfigSchema.safeParse({ ...webinar, videoUrl: link }).success, `videoUrl: ${name}`).toBe(false)
    const resources = [{ name: 'Jegyzet', link }]
    expect(WebinarConfigSchema.safeParse({ ...webinar, resources }).success, `resource: ${name}`).toBe(false)
    expect(BlogImageSchema.safeParse(link).success, `blog cover: ${name}`).toBe(false)
    expect(coverUrl(link), `stored cover: ${name}`).toBe(BLOG_PLACEHOLDER_IMAGE)
  }
  for (const link of SAFE_LINKS) {
    expect(SafeLinkSchema.safeParse(link).success, link).toBe(true)
    expect(BlogImageSchema.safeParse(link).success, link).toBe(true)
  }
})

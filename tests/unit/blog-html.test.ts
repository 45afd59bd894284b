import { expect, test } from 'vitest'
import { BUILT_IN_POSTS } from '../../server/blog/built-in-posts'
import { BLOG_IFRAME_HOSTS, BLOG_IFRAME_PERMISSIONS, sanitizeBlogHtml } from '../../server/services/blog-html'
import { BLOG_IMAGE_URL_MAX_LENGTH, BlogImageSchema } from '../../shared/schemas/blog'

test('scripts, styles and their content are removed', () => {
  expect(sanitizeBlogHtml('<p>a</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>a</p>')
  expect(sanitizeBlogHtml('<svg><script>alert(1)</script></svg><p>b</p>')).toBe('<p>b</p>')
})

test('event handlers, inline styles and classes are dropped', () => {
  expect(sanitizeBlogHtml('<p onclick="x()" style="color:red" class="c">a</p>')).toBe('<p>a</p>')
  expect(sanitizeBlogHtml('<img src="/a.png" onerror="alert(1)" alt="kép">')).toBe(
    '<img src="/a.png" alt="kép" loading="lazy" />',
  )
})

test('javascript:, vbscript: and non-image data: addresses never survive', () => {
  for (const href of [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:x',
  ]) {
    expect(sanitizeBlogHtml(`<a href="${href}">a</a>`)).toBe('<a>a</a>')
  }
  expect(sanitizeBlogHtml('<a href="data:text/html,x">a</a>')).toBe('<a>a</a>')
  expect(sanitizeBlogHtml('<img src="data:text/html;base64,PHNjcmlwdD4=">')).toBe('')
  expect(sanitizeBlogHtml('<img src="data:image/png;base64,AAAA">')).toContain('src="data:image/png;base64,AAAA"')
})

test('links keep safe addresses; new-window links get noopener', () => {
  expect(sanitizeBlogHtml('<a href="https://example.hu" target="_blank">a</a>')).toBe(
    '<a href="https://example.hu" target="_blank" rel="noopener noreferrer">a</a>',
  )
  expect(sanitizeBlogHtml('<a href="mailto:info@patikachat.hu" target="top">a</a>')).toBe(
    '<a href="mailto:info@patikachat.hu">a</a>',
  )
})

test('iframes are kept only from the listed video hosts over https', () => {
  expect(sanitizeBlogHtml('<iframe src="https://evil.example/x"></iframe>')).toBe('')
  expect(sanitizeBlogHtml('<iframe src="http://www.youtube.com/embed/x"></iframe>')).toBe('')
  expect(sanitizeBlogHtml('<iframe src="//www.youtube.com/embed/x"></iframe>')).toBe('')
  const video = sanitizeBlogHtml('<iframe src="https://www.youtube-nocookie.com/embed/abc" onload="x()"></iframe>')
  expect(video).toContain('src="https://www.youtube-nocookie.com/embed/abc"')
  expect(video).toContain('sandbox=')
  expect(video).not.toContain('onload')
})

test('forms, objects and h1 headings do not reach an article', () => {
  expect(sanitizeBlogHtml('<form action="/x"><input name="a"><button>b</button></form>')).toBe('b')
  expect(sanitizeBlogHtml('<object data="x.swf"></object><embed src="x">')).toBe('')
  expect(sanitizeBlogHtml('<h1>Cím</h1>')).toBe('<h2>Cím</h2>')
})

test('the built-in articles pass the allowlist unchanged in substance', () => {
  for (const post of BUILT_IN_POSTS) {
    const content = post.content ?? ''
    const strip = (html: string) => html.replace(/\s+/g, ' ').replace(/ \/>/g, '>')
    expect(strip(sanitizeBlogHtml(content))).toBe(strip(content))
  }
})

test('an iframe gets the fixed permissions of its player, never the author’s', () => {
  const youtube = sanitizeBlogHtml(
    '<iframe src="https://www.youtube.com/embed/abc" allow="camera; microphone; geolocation; usb"></iframe>',
  )
  expect(youtube).toContain(`allow="${BLOG_IFRAME_PERMISSIONS['www.youtube.com']}"`)
  expect(youtube).not.toMatch(/camera|microphone|geolocation|usb/)
  const vimeo = sanitizeBlogHtml('<iframe src="https://player.vimeo.com/video/1" allow="payment"></iframe>')
  expect(vimeo).toContain(`allow="${BLOG_IFRAME_PERMISSIONS['player.vimeo.com']}"`)
  expect(vimeo).not.toContain('payment')
  const bare = sanitizeBlogHtml('<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>')
  expect(bare).toContain(`allow="${BLOG_IFRAME_PERMISSIONS['www.youtube-nocookie.com']}"`)
  for (const host of BLOG_IFRAME_HOSTS) expect(BLOG_IFRAME_PERMISSIONS[host]).not.toMatch(/camera|microphone|payment/)
})

test('an image data: address with leading spaces is judged like any other', () => {
  expect(sanitizeBlogHtml('<img src="  data:text/html;base64,PHNjcmlwdD4=">')).toBe('')
  expect(sanitizeBlogHtml('<img src="\tdata:text/html,x">')).toBe('')
  expect(sanitizeBlogHtml('<img src="  data:image/png;base64,AAAA">')).toBe(
    '<img src="data:image/png;base64,AAAA" loading="lazy" />',
  )
})

test('a cover is a site path on this host or an http(s) address, never a data URL', () => {
  for (const cover of [
    '',
    '/blog-covers/trendek.svg',
    'https://cdn.example/x.png',
    `/blog-covers/uploads/${'a'.repeat(64)}-card.webp`,
  ]) {
    expect(BlogImageSchema.safeParse(cover).success).toBe(true)
  }
  expect(BlogImageSchema.parse('  /blog-covers/x.png ')).toBe('/blog-covers/x.png')
  for (const cover of [
    '/\\evil.example/x.png',
    '/blog-covers\\..\\x.png',
    '//evil.example/x.png',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/png;base64,AAAA',
    'javascript:alert(1)',
    `/${'a'.repeat(BLOG_IMAGE_URL_MAX_LENGTH)}`,
  ]) {
    expect(BlogImageSchema.safeParse(cover).success, cover).toBe(false)
  }
})

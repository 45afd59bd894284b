import { expect, test } from 'vitest'
import { BUILT_IN_POSTS } from '../../server/blog/built-in-posts'
import { sanitizeBlogHtml } from '../../server/services/blog-html'

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

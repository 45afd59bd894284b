import { expect, test } from 'vitest'
import { judgePath } from '../../shared/canonical-path'

test.each(['/', '/blog', '/blog/8', '/blog/8/ai-a-patikaban', '/demo', '/%C5%91', '/a:b', '/%5B'])(
  '%s is canonical',
  (path) => {
    expect(judgePath(path)).toEqual({ kind: 'canonical' })
  },
)

test.each([
  ['///', '/'],
  ['//evil.example', '/evil.example'],
  ['//a:b', '/a:b'],
  ['//%5B', '/%5B'],
  ['/blog//8', '/blog/8'],
  ['/blog/', '/blog'],
  ['/blog/8/', '/blog/8'],
  ['/%68ome', '/home'],
  ['/%62log/8', '/blog/8'],
  ['/blog/%38', '/blog/8'],
  ['/Blog/8/AI-a-Patikaban', '/blog/8/ai-a-patikaban'],
  ['/%c5%91', '/%C5%91'],
  ['/index.html', '/'],
  ['/blog/./8', '/blog/8'],
  ['/blog/../admin', '/admin'],
  ['/%2e%2e/%2E%2E/etc', '/etc'],
  ['/../..', '/'],
  ['/\u00c5\u0091', '/%C5%91'],
  ['/a b', '/a%20b'],
  ['/a"b', '/a%22b'],
])('%s redirects to %s', (path, canonical) => {
  expect(judgePath(path)).toEqual({ kind: 'redirect', path: canonical })
})

test('an encoded slash is kept, so it never becomes a separator', () => {
  expect(judgePath('/blog%2F8')).toEqual({ kind: 'canonical' })
  expect(judgePath('/blog%2f8')).toEqual({ kind: 'redirect', path: '/blog%2F8' })
})

test.each(['/%', '/%5', '/%ZZ', '/%C5', '/%FF', '/%C0%AF', '/\u0151', 'blog', ''])(
  '%j cannot be read and is refused',
  (path) => {
    expect(judgePath(path)).toEqual({ kind: 'invalid' })
  },
)

test('every redirect target is itself canonical', () => {
  for (const path of ['///', '/%68ome/', '//Blog//%38/', '/a/../../b/./c/']) {
    const verdict = judgePath(path)
    if (verdict.kind !== 'redirect') throw new Error(`${path} should redirect`)
    expect(judgePath(verdict.path)).toEqual({ kind: 'canonical' })
  }
})

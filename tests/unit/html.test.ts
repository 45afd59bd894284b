import { expect, test } from 'vitest'
import { escapeHtml, headHtml, jsonForScript } from '../../server/render/html'

test('escapeHtml neutralises markup and quotes', () => {
  expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
    '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
  )
})

test('jsonForScript cannot close the script element and still parses to the same value', () => {
  const value = { text: '</script><script>alert(1)</script>', line: '\u2028', amp: 'a&b' }
  const encoded = jsonForScript(value)
  expect(encoded).not.toContain('</script')
  expect(encoded).not.toContain('<')
  expect(JSON.parse(encoded)).toEqual(value)
})

test('headHtml writes an absolute canonical, sharing tags and escaped text', () => {
  const html = headHtml({
    head: { title: 'Cikk "idézőjellel"', description: 'Leírás <b>', canonicalPath: '/blog/8/cikk', image: '/kep.svg' },
    siteUrl: 'https://patikachat.example',
    path: '/blog/8',
    nonce: 'abc',
  })
  expect(html).toContain('<title>Cikk &quot;idézőjellel&quot; | PatikaChat</title>')
  expect(html).toContain('<link rel="canonical" href="https://patikachat.example/blog/8/cikk" />')
  expect(html).toContain('<meta property="og:image" content="https://patikachat.example/kep.svg" />')
  expect(html).toContain('content="Leírás &lt;b&gt;"')
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />')
  expect(html).toContain(
    '<link rel="alternate" type="application/rss+xml" title="PatikaChat blog" href="https://patikachat.example/rss.xml" />',
  )
})

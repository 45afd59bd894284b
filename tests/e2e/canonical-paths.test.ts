import { request } from 'node:http'
import { expect, test } from 'vitest'
import { setUpBrowser } from './support/browser'

const kit = setUpBrowser()

/** A GET with the path sent exactly as written (fetch and browsers would resolve dots and backslashes first). */
function rawGet(path: string): Promise<{ status: number; location: string | undefined; body: string }> {
  const { hostname, port } = new URL(kit.baseUrl)
  return new Promise((resolve, reject) => {
    const outgoing = request({ hostname, port, path, headers: { 'user-agent': 'curl/8.5.0' } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }))
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

test.each([
  ['/index.html', '/'],
  ['/\\evil.example/x.png', '/%5Cevil.example/x.png'],
  ['//evil.example', '/evil.example'],
  ['/blog/../demo', '/demo'],
  ['/%62log/8?x=1', '/blog/8?x=1'],
  ['///', '/'],
])('the production server redirects %s to %s', async (path, location) => {
  const response = await rawGet(path)
  expect(response.status).toBe(301)
  expect(response.location).toBe(location)
})

test.each(['/%ZZ', '/%C5', '/evil.example', '/a:b'])('%s is the not-found page', async (path) => {
  const response = await rawGet(path)
  expect(response.status).toBe(404)
  expect(response.body).toContain('Oops! Page not found')
})

test('a visitor following a non-canonical link lands on the canonical page, hydrated', async () => {
  const page = await kit.newPage()
  await page.goto('/%62log/')
  expect(new URL(page.url()).pathname).toBe('/blog')
  await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toContain('Blog')
})

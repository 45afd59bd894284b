import { expect, test } from 'vitest'
import { RenderCache, type CachedPage } from '../../server/render/render-cache'

const page = (html: string, tags: string[] = [], status = 200): CachedPage => ({ status, html, etag: '"e"', tags })

test('a stored page is served until a tag it carries is invalidated, and only those pages go', () => {
  const cache = new RenderCache({ maxBytes: 1_000_000, maxNotFoundBytes: 10_000 })
  cache.set('/', page('home', ['blog:list']), cache.generation)
  cache.set('/blog/8', page('article 8', ['blog:post:8', 'blog:post:7']), cache.generation)
  cache.set('/blog/5', page('article 5', ['blog:post:5', 'blog:post:4']), cache.generation)
  cache.set('/demo', page('demo'), cache.generation)

  expect(cache.invalidate('blog:list', 'blog:post:7')).toBe(2)
  expect(cache.get('/')).toBeUndefined()
  expect(cache.get('/blog/8')).toBeUndefined()
  expect(cache.get('/blog/5')?.html).toBe('article 5')
  expect(cache.get('/demo')?.html).toBe('demo')
})

test('the total size stays within its bytes, dropping the least recently used page first', () => {
  const big = 'x'.repeat(1000)
  const cache = new RenderCache({ maxBytes: 10_000, maxNotFoundBytes: 1000 })
  cache.set('/a', page(big), cache.generation)
  cache.set('/b', page(big), cache.generation)
  cache.set('/c', page(big), cache.generation)
  cache.get('/a')
  cache.set('/d', page(big), cache.generation)
  expect(cache.get('/b')).toBeUndefined()
  expect(cache.get('/a')).toBeDefined()
  expect(cache.get('/c')).toBeDefined()
  expect(cache.get('/d')).toBeDefined()
  expect(cache.stats.pageBytes).toBeLessThanOrEqual(10_000)
})

test('not-found pages fill only their own small allowance and never push real pages out', () => {
  const cache = new RenderCache({ maxBytes: 10_000, maxNotFoundBytes: 3000 })
  cache.set('/', page('x'.repeat(2000)), cache.generation)
  for (let index = 0; index < 1000; index += 1)
    cache.set(`/random-${index}`, page('not found', [], 404), cache.generation)
  expect(cache.get('/')).toBeDefined()
  expect(cache.stats.notFoundBytes).toBeLessThanOrEqual(3000)
  expect(cache.stats.notFoundPages).toBeGreaterThan(0)
  expect(cache.get('/random-999')?.status).toBe(404)
  expect(cache.get('/random-0')).toBeUndefined()
})

test('a page larger than the whole cache is not kept', () => {
  const cache = new RenderCache({ maxBytes: 1000, maxNotFoundBytes: 1000 })
  cache.set('/huge', page('x'.repeat(5000)), cache.generation)
  expect(cache.get('/huge')).toBeUndefined()
  expect(cache.stats.pageBytes).toBe(0)
})

test('a page rendered across an invalidation is not kept, since it may show data from before the change', () => {
  const cache = new RenderCache({ maxBytes: 1_000_000, maxNotFoundBytes: 10_000 })
  const renderStarted = cache.generation
  cache.invalidate('blog:lists')
  cache.set('/blog', page('list read before the new post', ['blog:lists']), renderStarted)
  expect(cache.get('/blog')).toBeUndefined()

  cache.set('/blog', page('list read after it', ['blog:lists']), cache.generation)
  expect(cache.get('/blog')?.html).toBe('list read after it')
})

test('a page that goes out of date by itself is served until its expiry, then rendered afresh', () => {
  let now = 1_000
  const cache = new RenderCache({ maxBytes: 1_000_000, maxNotFoundBytes: 10_000 }, () => now)
  cache.set('/register', { ...page('sessions listed at 1000'), expiresAt: 5_000 }, cache.generation)
  cache.set('/blog', { ...page('posts'), expiresAt: null }, cache.generation)
  now = 4_999
  expect(cache.get('/register')?.html).toBe('sessions listed at 1000')
  now = 5_000
  expect(cache.get('/register')).toBeUndefined()
  expect(cache.stats.pages).toBe(1)
  expect(cache.get('/blog')?.html).toBe('posts')
})

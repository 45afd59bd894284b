import type { DehydratedState } from '@tanstack/react-query'
import { expect, test } from 'vitest'
import { pageCacheTags } from '../../server/render/page-cache-tags'

// Only the key and the state's status and data matter to the tags; the rest of a dehydrated query is left out.
const query = (path: string[], input: unknown, data: unknown, status: 'success' | 'error' = 'success') =>
  ({
    queryKey: [path, { input, type: 'query' }],
    state: { status, data },
  }) as unknown as DehydratedState['queries'][number]

const state = (...queries: DehydratedState['queries']): DehydratedState => ({ queries, mutations: [] })

test('an article page carries the articles tag and a tag for every post it shows', () => {
  const article = { post: { id: 8 }, related: [{ id: 7 }, { id: 5 }] }
  expect(pageCacheTags(state(query(['blog', 'article'], { id: 8 }, article)))?.sort()).toEqual(
    ['blog:articles', 'blog:post:5', 'blog:post:7', 'blog:post:8'].sort(),
  )
})

test('list pages carry the lists tag; a page without queries is cacheable with no tags', () => {
  expect(pageCacheTags(state(query(['blog', 'latest'], { limit: 3 }, [])))).toEqual(['blog:lists'])
  expect(pageCacheTags(state())).toEqual([])
})

test('a failed query or a query without a tag rule makes the page uncacheable', () => {
  expect(pageCacheTags(state(query(['blog', 'list'], undefined, undefined, 'error')))).toBeNull()
  expect(pageCacheTags(state(query(['admin', 'me'], undefined, null)))).toBeNull()
  expect(pageCacheTags(state(query(['forms', 'token'], { form: 'demo' }, { token: 't' })))).toBeNull()
})

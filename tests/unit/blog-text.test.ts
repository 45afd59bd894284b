import { expect, test } from 'vitest'
import { parseBlogTags } from '../../shared/blog-tags'
import { BLOG_COVER_DATA_URL_MAX_LENGTH, BlogCoverMessages } from '../../shared/blog-covers'
import { BUILT_IN_POSTS } from '../../server/blog/built-in-posts'
import { formatHungarianDate } from '../../shared/hungarian-date'
import { countWords, readingTimeMinutes } from '../../shared/reading-time'
import {
  BLOG_CATEGORIES,
  blogListPath,
  blogPostPath,
  categoryFromParam,
  categorySlug,
  BlogCoverUploadSchema,
  pickRelatedPosts,
  postIdFromParam,
  type BlogCategory,
} from '../../shared/schemas/blog'
import { slugify } from '../../shared/slug'

test('slugify transliterates every Hungarian letter, lower and upper case', () => {
  expect(slugify('áéíóöőúüű ÁÉÍÓÖŐÚÜŰ')).toBe('aeiooouuu-aeiooouuu')
  expect(slugify('Árvíztűrő tükörfúrógép')).toBe('arvizturo-tukorfurogep')
})

test('slugify joins words with single hyphens and drops punctuation at the ends', () => {
  expect(slugify('  Az uniós MI-rendelet (AI Act): mit jelent?  ')).toBe('az-unios-mi-rendelet-ai-act-mit-jelent')
  expect(slugify('24/7 patikai asszisztens — 2025')).toBe('24-7-patikai-asszisztens-2025')
  expect(slugify('!!!')).toBe('')
})

test('article paths carry the id and the stored slug', () => {
  expect(blogPostPath({ id: 8, slug: 'a-digitalis-patika-online-jelenlet' })).toBe(
    '/blog/8/a-digitalis-patika-online-jelenlet',
  )
})

test('categories round-trip through their URL slug, by name too; unknown values mean all', () => {
  for (const category of BLOG_CATEGORIES) expect(categoryFromParam(categorySlug(category))).toBe(category)
  expect(categorySlug('Ügyfélszolgálat')).toBe('ugyfelszolgalat')
  expect(categoryFromParam('Adatvédelem')).toBe('Adatvédelem')
  expect(categoryFromParam('nincs-ilyen')).toBeNull()
  expect(categoryFromParam(null)).toBeNull()
  expect(blogListPath('Esettanulmányok')).toBe('/blog?kategoria=esettanulmanyok')
  expect(blogListPath(null)).toBe('/blog')
})

test('post ids from the URL: positive whole numbers only', () => {
  expect(postIdFromParam('8')).toBe(8)
  expect(postIdFromParam('1735000000000')).toBe(1735000000000)
  for (const bad of [undefined, '', '0', '08', '-1', '1.5', 'abc', '8abc', '99999999999999999']) {
    expect(postIdFromParam(bad)).toBeNull()
  }
})

test('reading time counts the words of the text, not the markup, at about 200 a minute', () => {
  expect(countWords('<p>Egy <strong>kettő</strong> három&nbsp;négy</p><img src="x" alt="sok sok sok">')).toBe(4)
  expect(readingTimeMinutes('')).toBe(1)
  expect(readingTimeMinutes('szó '.repeat(199))).toBe(1)
  expect(readingTimeMinutes(`<p>${'szó '.repeat(1000)}</p>`)).toBe(5)
})

test('every built-in post has several hundred words and reads in at least two minutes', () => {
  for (const post of BUILT_IN_POSTS) {
    expect(countWords(post.content ?? '')).toBeGreaterThan(300)
    expect(readingTimeMinutes(post.content ?? '')).toBeGreaterThanOrEqual(2)
  }
})

test('dates are written the Hungarian way, the same everywhere', () => {
  expect(formatHungarianDate('2025-03-11')).toBe('2025. március 11.')
  expect(formatHungarianDate('2024-12-01')).toBe('2024. december 1.')
  expect(formatHungarianDate('2024-13-01')).toBe('2024-13-01')
  expect(formatHungarianDate('tegnap')).toBe('tegnap')
})

test('related posts prefer the same category, newest first, at most two, never the post itself', () => {
  const post = (id: number, category: BlogCategory) => ({ id, category })
  const posts = [
    post(1, 'Trendek'),
    post(2, 'Adatvédelem'),
    post(3, 'Trendek'),
    post(4, 'Edukáció'),
    post(5, 'Edukáció'),
  ]
  expect(pickRelatedPosts(posts, post(3, 'Trendek')).map((p) => p.id)).toEqual([1, 5])
  expect(pickRelatedPosts(posts, post(4, 'Edukáció')).map((p) => p.id)).toEqual([5, 3])
  expect(pickRelatedPosts([post(1, 'Trendek')], post(1, 'Trendek'))).toEqual([])
})

test('a cover upload is a base64 data URL of at most the upload limit; its content is judged by the server', () => {
  const upload = (dataUrl: string) => BlogCoverUploadSchema.safeParse({ dataUrl })
  expect(upload('data:image/png;base64,iVBORw0KGgo=').success).toBe(true)
  expect(upload('data:;base64,iVBORw0KGgo=').success).toBe(true)
  expect(upload('data:image/png,<svg>').error?.issues[0]?.message).toBe(BlogCoverMessages.notAnImage)
  expect(upload('javascript:alert(1)').error?.issues[0]?.message).toBe(BlogCoverMessages.notAnImage)
  const tooLong = `data:image/png;base64,${'A'.repeat(BLOG_COVER_DATA_URL_MAX_LENGTH)}`
  expect(upload(tooLong).error?.issues[0]?.message).toBe(BlogCoverMessages.tooLarge)
})

test("the editor's comma-separated tags are trimmed and empty ones dropped", () => {
  expect(parseBlogTags(' ai , , patika ,GDPR,')).toEqual(['ai', 'patika', 'GDPR'])
  expect(parseBlogTags('')).toEqual([])
  expect(parseBlogTags(' , ')).toEqual([])
})

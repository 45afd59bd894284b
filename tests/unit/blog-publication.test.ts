import { expect, test } from 'vitest'
import {
  NEW_POST_PUBLICATION,
  publicationDraftOf,
  publicationOf,
} from '../../client/pages/admin/blog-publication-draft'
import { BlogPublicationMessages, BlogPublicationSchema } from '../../shared/schemas/blog-publication'
import { BlogPostInputSchema } from '../../shared/schemas/blog'

test('the editor reads and writes a scheduled time in Budapest time, whatever the device says', () => {
  // 00:30 on 2 December in Budapest (CET), 23:30 the day before in UTC.
  const scheduled = { status: 'scheduled', publishAt: '2026-12-01T23:30:00.000Z' } as const
  expect(publicationDraftOf(scheduled)).toEqual({ status: 'scheduled', publishAtLocal: '2026-12-02T00:30' })
  expect(publicationOf({ status: 'scheduled', publishAtLocal: '2026-12-02T00:30' })).toEqual({ publication: scheduled })
  // Summer time: 18:00 CEST is 16:00 UTC.
  expect(publicationOf({ status: 'scheduled', publishAtLocal: '2026-07-01T18:00' })).toEqual({
    publication: { status: 'scheduled', publishAt: '2026-07-01T16:00:00.000Z' },
  })
})

test('a scheduled post needs a time; a draft or a published post carries none', () => {
  expect(publicationOf({ status: 'scheduled', publishAtLocal: '' })).toEqual({
    error: BlogPublicationMessages.publishAtRequired,
  })
  expect(publicationOf({ status: 'published', publishAtLocal: '2026-12-02T00:30' })).toEqual({
    publication: { status: 'published' },
  })
  expect(publicationOf(NEW_POST_PUBLICATION)).toEqual({ publication: { status: 'draft' } })
})

test('the server takes a scheduled time only as an ISO instant, and no status it does not know', () => {
  const refused = BlogPublicationSchema.safeParse({ status: 'scheduled' })
  expect(refused.success).toBe(false)
  expect(refused.error?.issues[0]?.message).toBe(BlogPublicationMessages.publishAtRequired)
  expect(BlogPublicationSchema.safeParse({ status: 'scheduled', publishAt: '2026-12-02 00:30' }).success).toBe(false)
  expect(BlogPublicationSchema.safeParse({ status: 'archived' }).success).toBe(false)
  const input = { title: 'Cím', excerpt: 'Kivonat', content: '<p>x</p>', category: 'Trendek' }
  expect(BlogPostInputSchema.parse(input).publication).toBeUndefined()
  expect(BlogPostInputSchema.parse({ ...input, publication: { status: 'draft' } }).publication).toEqual({
    status: 'draft',
  })
})

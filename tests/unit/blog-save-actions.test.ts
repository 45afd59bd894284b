import { expect, test } from 'vitest'
import { NEW_POST_PUBLICATION } from '../../client/pages/admin/blog-publication-draft'
import { blogSaveActions, initialPublishingChoice, publishingChoices } from '../../client/pages/admin/blog-save-actions'

test('a new or draft post offers "Publish" first and "Save draft" beside it, never unpublishing', () => {
  expect(initialPublishingChoice(NEW_POST_PUBLICATION)).toEqual({ status: 'published', publishAtLocal: '' })
  for (const liveStatus of [null, 'draft'] as const) {
    expect(blogSaveActions(liveStatus, 'published')).toEqual({ primary: 'Publish', secondary: 'Save draft' })
    expect(blogSaveActions(liveStatus, 'scheduled')).toEqual({ primary: 'Schedule', secondary: 'Save draft' })
    expect(publishingChoices(liveStatus).map(({ status }) => status)).toEqual(['published', 'scheduled'])
  }
})

test('a published or scheduled post keeps its live version on "Save as draft"; the primary follows the choice', () => {
  const scheduled = { status: 'scheduled', publishAtLocal: '2026-12-02T00:30' } as const
  expect(initialPublishingChoice(scheduled)).toEqual(scheduled)
  expect(blogSaveActions('published', 'published')).toEqual({ primary: 'Publish changes', secondary: 'Save as draft' })
  expect(blogSaveActions('published', 'scheduled')).toEqual({ primary: 'Schedule', secondary: 'Save as draft' })
  expect(blogSaveActions('scheduled', 'scheduled')).toEqual({ primary: 'Update schedule', secondary: 'Save as draft' })
  expect(blogSaveActions('scheduled', 'published')).toEqual({ primary: 'Publish', secondary: 'Save as draft' })
  expect(blogSaveActions('published', 'draft')).toEqual({ primary: 'Unpublish', secondary: 'Save as draft' })
  expect(publishingChoices('published').map(({ status }) => status)).toEqual(['published', 'scheduled', 'draft'])
})

import { expect, test } from 'vitest'
import { bodyLimitForProcedures, CONTENT_BODY_LIMIT_BYTES, SMALL_BODY_LIMIT_BYTES } from '../../shared/api-limits'
import { BLOG_COVER_DATA_URL_MAX_LENGTH } from '../../shared/blog-covers'

test('the content limit holds the largest cover upload with room for its JSON', () => {
  expect(CONTENT_BODY_LIMIT_BYTES).toBeGreaterThanOrEqual(BLOG_COVER_DATA_URL_MAX_LENGTH + 64 * 1024)
  expect(CONTENT_BODY_LIMIT_BYTES).toBeLessThan(BLOG_COVER_DATA_URL_MAX_LENGTH * 1.2)
})

test('only batches of content procedures get the content limit', () => {
  expect(bodyLimitForProcedures('blog.uploadCover')).toBe(CONTENT_BODY_LIMIT_BYTES)
  expect(bodyLimitForProcedures('blog.create,blog.uploadCover')).toBe(CONTENT_BODY_LIMIT_BYTES)
  expect(bodyLimitForProcedures('blog.uploadCover,forms.recordConsent')).toBe(SMALL_BODY_LIMIT_BYTES)
  expect(bodyLimitForProcedures('admin.login')).toBe(SMALL_BODY_LIMIT_BYTES)
})

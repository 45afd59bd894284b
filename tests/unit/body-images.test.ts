import { expect, test } from 'vitest'
import { BODY_IMAGE_SIZES, uploadedImageHashes, type BodyImage } from '../../server/blog/body-images'
import { sanitizeBlogHtml } from '../../server/services/blog-html'
import { BLOG_COVERS_PATH } from '../../shared/blog-covers'

const WIDE = 'a'.repeat(64)
const NARROW = 'b'.repeat(64)
const IMAGES = new Map<string, BodyImage>([
  [WIDE, { type: 'image/jpeg', width: 1600, height: 900 }],
  [NARROW, { type: 'image/png', width: 640, height: 480 }],
])

test('the uploaded pictures an HTML text names are found by hash, each once', () => {
  const html = `<img src="${BLOG_COVERS_PATH}/${WIDE}.jpg"><img src="${BLOG_COVERS_PATH}/${WIDE}.jpg"><img src="/x.png">`
  expect(uploadedImageHashes(html)).toEqual([WIDE])
})

test('an uploaded picture gets its size, both widths in srcset and the column sizes', () => {
  const html = sanitizeBlogHtml(`<img src="${BLOG_COVERS_PATH}/${WIDE}.jpg" alt="Pult" width="1" sizes="1px">`, IMAGES)
  expect(html).toBe(
    `<img src="${BLOG_COVERS_PATH}/${WIDE}.jpg" alt="Pult" width="1600" srcset="${BLOG_COVERS_PATH}/${WIDE}-card.webp 800w, ${BLOG_COVERS_PATH}/${WIDE}.jpg 1600w" sizes="${BODY_IMAGE_SIZES}" height="900" loading="lazy" />`,
  )
})

test('a picture narrower than the cards is offered at its one width', () => {
  const html = sanitizeBlogHtml(`<img src="${BLOG_COVERS_PATH}/${NARROW}.png" alt="Kicsi">`, IMAGES)
  expect(html).toContain(`srcset="${BLOG_COVERS_PATH}/${NARROW}.png 640w"`)
  expect(html).toContain('width="640" height="480"')
})

test("a picture the store does not know, or another host's, keeps its address and loses any srcset", () => {
  const unknown = `${BLOG_COVERS_PATH}/${'c'.repeat(64)}.jpg`
  expect(sanitizeBlogHtml(`<img src="${unknown}" alt="x" srcset="${unknown} 2x">`, IMAGES)).toBe(
    `<img src="${unknown}" alt="x" loading="lazy" />`,
  )
  expect(
    sanitizeBlogHtml('<img src="https://other.example/a.png" srcset="javascript:alert(1) 1w" sizes="9px">', IMAGES),
  ).toBe('<img src="https://other.example/a.png" loading="lazy" />')
})

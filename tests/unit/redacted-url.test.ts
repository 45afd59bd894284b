import { expect, test } from 'vitest'
import { redactedUrl } from '../../server/privacy/redacted-url'

test('a path keeps its segments; one shaped like an e-mail address, written raw or escaped, is redacted', () => {
  expect(redactedUrl('/blog/8/digitalis-patika')).toBe('/blog/8/digitalis-patika')
  expect(redactedUrl('/anna@pelda.hu/profil')).toBe('/[redacted]/profil')
  expect(redactedUrl('/blog/anna%40pelda.hu')).toBe('/blog/[redacted]')
})

test("a query keeps only the values of the site's own harmless parameters", () => {
  expect(redactedUrl('/blog?kategoria=adatvedelem&utm_campaign=tel')).toBe(
    '/blog?kategoria=adatvedelem&utm_campaign=tel',
  )
  expect(redactedUrl('/admin?tab=registrations&search=Kov%C3%A1cs')).toBe('/admin?tab=registrations&search=[redacted]')
  expect(redactedUrl('/w/leiratkozas?kesz=igen')).toBe('/w/leiratkozas?kesz=igen')
  expect(redactedUrl('/x?anything=else&flag')).toBe('/x?anything=[redacted]&flag')
})

test('an address hidden in a kept parameter or in a name, and what cannot be read, are redacted', () => {
  expect(redactedUrl('/blog?utm_source=anna%40pelda.hu')).toBe('/blog?utm_source=[redacted]')
  expect(redactedUrl('/blog?anna@pelda.hu')).toBe('/blog?[redacted]')
  expect(redactedUrl('/blog?%E0%A4%A=1')).toBe('/blog?[redacted]')
})

test("tRPC's input keeps its shape and numbers; its texts and anything that is not JSON are redacted", () => {
  const input = encodeURIComponent(JSON.stringify({ 0: { search: 'anna@pelda.hu', page: 3, tags: ['a'], done: true } }))
  expect(redactedUrl(`/trpc/admin.registrations.list?batch=1&input=${input}`)).toBe(
    '/trpc/admin.registrations.list?batch=1&input={"0":{"search":"[redacted]","page":3,"tags":["[redacted]"],"done":true}}',
  )
  expect(redactedUrl('/trpc/x?input=%7Bnot-json')).toBe('/trpc/x?input=[redacted]')
  expect(redactedUrl('/trpc/x?input=%E0%A4%A')).toBe('/trpc/x?input=[redacted]')
})

import { expect, inject, test } from 'vitest'
import { FORM_PAGES, formSentUrl } from '../../shared/form-pages'
import { PUBLIC_PAGE_PATHS, UNINDEXED_PAGE_PATHS } from '../../shared/public-pages'
import { FORM_NAMES } from '../../shared/schemas/forms'
import { DESKTOP_CHROME_UA } from './support/browser'
import { nuHtmlErrors, type CheckedDocument } from './support/nu-html-checker'

const baseUrl = inject('baseUrl')

const PAGES: { path: string; status: number }[] = [
  ...[
    ...PUBLIC_PAGE_PATHS,
    ...UNINDEXED_PAGE_PATHS,
    '/blog/8',
    '/blog?kategoria=trendek',
    formSentUrl('webinar', '2026-12-01T17:00:00.000Z'),
    ...FORM_NAMES.filter((form) => form !== 'webinar').map((form) => formSentUrl(form)),
  ].map((path) => ({ path, status: 200 })),
  { path: '/nincs-ilyen-oldal', status: 404 },
]

async function documentOf(name: string, sent: Promise<Response>, status: number): Promise<CheckedDocument> {
  const response = await sent
  expect(response.status, name).toBe(status)
  return { name, html: await response.text() }
}

test('the server HTML of every page, and of each form sent back with errors, has no Nu HTML Checker error', async () => {
  const documents: CheckedDocument[] = []
  for (const { path, status } of PAGES) {
    const sent = fetch(`${baseUrl}${path}`, { headers: { 'user-agent': DESKTOP_CHROME_UA }, redirect: 'manual' })
    documents.push(await documentOf(path, sent, status))
  }
  for (const form of FORM_NAMES) {
    const { path } = FORM_PAGES[form]
    const sent = fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'user-agent': DESKTOP_CHROME_UA,
        origin: baseUrl,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'fullName=x&email=bad',
      redirect: 'manual',
    })
    documents.push(await documentOf(`POST ${path}`, sent, 400))
  }

  expect(await nuHtmlErrors(documents)).toEqual([])
})

import { afterEach, beforeEach, expect, test } from 'vitest'
import { FIRST_TOUCH_FIELD } from '../../shared/posted-form'
import { FORM_PAGES } from '../../shared/form-pages'
import { FORM_RULES } from '../../shared/schemas/forms'
import { RegistrationMetadataSchema } from '../../shared/schemas/registration'
import { CHROME_USER_AGENT, TEST_SITE, testApp, type TestApp } from '../setup/http-app'

const REGISTER = FORM_PAGES.webinar.path
const FILLED_JOIN = { fullName: 'Szabó Éva', pharmacyName: 'Szent Anna Gyógyszertár', email: 'eva@patika.hu' }

let site: TestApp
beforeEach(async () => {
  site = await testApp()
})
afterEach(() => site.close())

const getPage = (url: string, referer?: string) =>
  site.app.inject({
    method: 'GET',
    url,
    headers: { 'user-agent': CHROME_USER_AGENT, ...(referer && { referer }) },
  })

/** The first touch a page's form carries for a post without script, as the parameters the server wrote. */
function firstTouchIn(html: string): Record<string, string> {
  const field = new RegExp(`<input type="hidden" name="${FIRST_TOUCH_FIELD}" value="([^"]*)"`).exec(html)
  if (!field) throw new Error('the page has no first-touch field')
  const value = field[1]!.replaceAll('&amp;', '&')
  return Object.fromEntries(new URLSearchParams(value))
}

const postJoin = (fields: Record<string, string>) =>
  site.app.inject({
    method: 'POST',
    url: FORM_PAGES.join.path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: TEST_SITE,
      'user-agent': CHROME_USER_AGENT,
    },
    payload: new URLSearchParams(fields).toString(),
  })

test('one cached form page carries each visitor’s own first touch: the ad click’s tags, the landing page’s, a referring site’s, or none', async () => {
  expect(firstTouchIn((await getPage(REGISTER)).body)).toEqual({})

  const adClick = await getPage(`${REGISTER}?utm_source=google&utm_campaign=tavasz&gclid=Cj0KCQ-elso`)
  expect(adClick.headers['x-render-cache']).toBe('hit')
  expect(firstTouchIn(adClick.body)).toEqual({
    source: 'google',
    campaign: 'tavasz',
    gclid: 'Cj0KCQ-elso',
    landingPath: REGISTER,
  })

  // Landed on the home page from an ad, then followed its link: the home page's address is the landing.
  const fromHome = await getPage(REGISTER, `${TEST_SITE}/?utm_source=facebook&utm_medium=cpc&utm_campaign=osz`)
  expect(firstTouchIn(fromHome.body)).toEqual({ source: 'facebook', medium: 'cpc', campaign: 'osz', landingPath: '/' })

  // Another site: only its origin is kept, never its path.
  const fromSearch = await getPage(REGISTER, 'https://www.google.com/search?q=patika+chatbot')
  expect(firstTouchIn(fromSearch.body)).toEqual({ referrer: 'https://www.google.com', landingPath: REGISTER })
  expect((await getPage(REGISTER)).body).not.toContain('google')
})

test('a tag cannot break out of the hidden field: the value is escaped for the attribute', async () => {
  const page = await getPage(`${REGISTER}?utm_campaign=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E`)
  expect(page.body).not.toContain('"><script>alert(1)')
  expect(firstTouchIn(page.body)).toEqual({ campaign: '"><script>alert(1)</script>', landingPath: REGISTER })
})

test('the site sends its own pages the whole referring address and other sites only its origin', async () => {
  expect((await getPage('/')).headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
})

test('a form posted without script stores the first touch its page carried; a refused post keeps it in the page', async () => {
  const landing = await getPage(`${FORM_PAGES.join.path}?utm_source=hirlevel&utm_campaign=december`)
  const formToken = /name="formToken" value="([^"]*)"/.exec(landing.body)![1]!
  const firstTouch = /name="firstTouch" value="([^"]*)"/.exec(landing.body)![1]!.replaceAll('&amp;', '&')
  site.advance(FORM_RULES.join.minDelayMs)

  const refused = await postJoin({ ...FILLED_JOIN, email: 'nem-cim', formToken, referralCode: '', firstTouch })
  expect(refused.statusCode).toBe(400)
  expect(firstTouchIn(refused.body)).toEqual({
    source: 'hirlevel',
    campaign: 'december',
    landingPath: FORM_PAGES.join.path,
  })

  const saved = await postJoin({ ...FILLED_JOIN, formToken, referralCode: '', firstTouch })
  expect(saved.statusCode).toBe(303)
  const row = await site.db.db
    .selectFrom('registrations')
    .select(['metadata', 'utm_source', 'utm_campaign'])
    .executeTakeFirstOrThrow()
  expect(RegistrationMetadataSchema.parse(JSON.parse(row.metadata)).firstTouch).toEqual({
    source: 'hirlevel',
    campaign: 'december',
    landingPath: FORM_PAGES.join.path,
  })
  expect(row).toMatchObject({ utm_source: 'hirlevel', utm_campaign: 'december' })
})

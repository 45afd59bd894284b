import { expect, test } from 'vitest'
import { FIRST_TOUCH_ADDRESS_MAX_LENGTH, FIRST_TOUCH_TAG_MAX_LENGTH } from '../../shared/first-touch'
import { firstTouchFieldValue, firstTouchFromFieldValue, firstTouchOfPageLoad } from '../../shared/first-touch-reading'
import { FirstTouchInputSchema } from '../../shared/schemas/first-touch'

const SITE = 'https://patikachat.hu'

test('an ad click keeps its utm tags, click ids and landing path; other parameters and the fragment are left out', () => {
  expect(
    firstTouchOfPageLoad(
      `${SITE}/register?utm_source=google&utm_medium=cpc&utm_campaign=tavasz&utm_term=patika+chatbot&utm_content=a&gclid=Cj0&fbclid=IwAR&_ga=2.1&kezdes=x#urlap`,
      '',
    ),
  ).toEqual({
    source: 'google',
    medium: 'cpc',
    campaign: 'tavasz',
    term: 'patika chatbot',
    content: 'a',
    gclid: 'Cj0',
    fbclid: 'IwAR',
    landingPath: '/register',
  })
})

test('another site as referrer is kept as its origin; a page of this site without tags of its own is the landing', () => {
  expect(firstTouchOfPageLoad(`${SITE}/blog`, 'https://mail.example.com/inbox/12345?user=anna@pelda.hu')).toEqual({
    referrer: 'https://mail.example.com',
    landingPath: '/blog',
  })
  expect(firstTouchOfPageLoad(`${SITE}/register`, `${SITE}/?utm_source=hirlevel&utm_campaign=dec`)).toEqual({
    source: 'hirlevel',
    campaign: 'dec',
    landingPath: '/',
  })
  // Tags in the page's own address are its landing's, whichever page of this site linked to it.
  expect(firstTouchOfPageLoad(`${SITE}/register?utm_source=x`, `${SITE}/blog?utm_source=y`)).toEqual({
    source: 'x',
    landingPath: '/register',
  })
})

test('a visit from nowhere has no first touch: a typed address, an app, a page of this site without tags', () => {
  expect(firstTouchOfPageLoad(`${SITE}/register?kezdes=x`, '')).toEqual({})
  expect(firstTouchOfPageLoad(`${SITE}/register`, `${SITE}/blog`)).toEqual({})
  expect(firstTouchOfPageLoad(`${SITE}/`, 'android-app://com.google.android.gm/')).toEqual({})
  expect(firstTouchOfPageLoad(`${SITE}/`, 'not an address')).toEqual({})
  expect(firstTouchOfPageLoad('not an address', 'https://www.google.com/')).toEqual({})
})

test('values are cleaned and cut as the server’s schema takes them, so a real visit is never refused', () => {
  const touch = firstTouchOfPageLoad(
    `${SITE}/${'p'.repeat(400)}?utm_campaign=${'k'.repeat(300)}&utm_source=%20goo%00gle%E2%80%AE%20&utm_medium=`,
    `https://${'a'.repeat(400)}.example.com/`,
  )
  expect(touch.campaign).toHaveLength(FIRST_TOUCH_TAG_MAX_LENGTH)
  expect(touch.source).toBe('google')
  expect(touch).not.toHaveProperty('medium')
  expect(touch.landingPath).toHaveLength(FIRST_TOUCH_ADDRESS_MAX_LENGTH)
  expect(touch.referrer).toHaveLength(FIRST_TOUCH_ADDRESS_MAX_LENGTH)
  expect(FirstTouchInputSchema.parse(touch)).toEqual(touch)
})

test('the hidden field carries the first touch and reads it back, dropping keys it does not know', () => {
  const touch = { source: 'google', campaign: 'tavasz & nyár', referrer: 'https://www.google.com', landingPath: '/' }
  expect(firstTouchFromFieldValue(firstTouchFieldValue(touch))).toEqual(touch)
  expect(firstTouchFieldValue({})).toBe('')
  expect(firstTouchFromFieldValue(`campaign=${'k'.repeat(300)}&visitorId=abc&source=`)).toEqual({
    campaign: 'k'.repeat(FIRST_TOUCH_TAG_MAX_LENGTH),
  })
})

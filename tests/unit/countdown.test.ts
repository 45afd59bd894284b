import { expect, test } from 'vitest'
import {
  countdownParts,
  formatMediaTime,
  formatOfferCountdown,
  formatWaitingCountdown,
  OFFER_COUNTDOWN_MS,
  waitingCountdownUnits,
} from '../../shared/funnel/countdown'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

test('the waiting countdown hides days at zero and shows them above', () => {
  expect(waitingCountdownUnits(2 * HOUR + 5 * MINUTE + 9 * SECOND)).toEqual([
    { unit: 'hours', value: '02' },
    { unit: 'minutes', value: '05' },
    { unit: 'seconds', value: '09' },
  ])
  expect(waitingCountdownUnits(3 * DAY + 4 * HOUR)).toEqual([
    { unit: 'days', value: '3' },
    { unit: 'hours', value: '04' },
    { unit: 'minutes', value: '00' },
    { unit: 'seconds', value: '00' },
  ])
  expect(waitingCountdownUnits(DAY - SECOND).map((part) => part.unit)).toEqual(['hours', 'minutes', 'seconds'])
})

test('as one line the waiting countdown reads h:mm:ss, with the days in front only when there are some', () => {
  expect(formatWaitingCountdown(9 * MINUTE + 59 * SECOND)).toBe('0:09:59')
  expect(formatWaitingCountdown(23 * HOUR + 59 * MINUTE + 59 * SECOND)).toBe('23:59:59')
  expect(formatWaitingCountdown(DAY + HOUR + 2 * SECOND)).toBe('1 nap 1:00:02')
})

test('a part of a second still counts as a second, and a time already past is zero', () => {
  expect(countdownParts(400)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 })
  expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
  expect(countdownParts(-5 * MINUTE)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
})

test('the offer countdown is mm:ss from 15:00 down to 00:00 and never below', () => {
  expect(formatOfferCountdown(OFFER_COUNTDOWN_MS)).toBe('15:00')
  expect(formatOfferCountdown(OFFER_COUNTDOWN_MS - SECOND)).toBe('14:59')
  expect(formatOfferCountdown(65 * SECOND)).toBe('01:05')
  expect(formatOfferCountdown(SECOND)).toBe('00:01')
  expect(formatOfferCountdown(0)).toBe('00:00')
  expect(formatOfferCountdown(-HOUR)).toBe('00:00')
})

test('a video position is m:ss, and an unknown length reads 0:00', () => {
  expect(formatMediaTime(0)).toBe('0:00')
  expect(formatMediaTime(7.9)).toBe('0:07')
  expect(formatMediaTime(247)).toBe('4:07')
  expect(formatMediaTime(3690)).toBe('61:30')
  expect(formatMediaTime(Number.NaN)).toBe('0:00')
  expect(formatMediaTime(Number.POSITIVE_INFINITY)).toBe('0:00')
})

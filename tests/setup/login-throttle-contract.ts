import { expect, test } from 'vitest'
import type { LoginReservation, LoginThrottle, ThrottleLimits } from '../../server/auth/login-throttle'

export const CONTRACT_LIMITS: ThrottleLimits = {
  windowMs: 1000,
  maxFailuresPerIp: 4,
  maxFailuresPerAccountAndIp: 2,
  maxEntries: 100,
}

export function granted(reservation: LoginReservation) {
  if (!reservation.granted) throw new Error(`refused for ${reservation.retryAfterMs} ms`)
  return reservation
}

export const retryAfter = (reservation: LoginReservation) => (reservation.granted ? 0 : reservation.retryAfterMs)

/** What every login throttle does, whichever holds the windows (this process's memory or Redis), on a moved clock. */
export function loginThrottleContract(
  makeThrottle: (limits: ThrottleLimits, now: () => number) => LoginThrottle,
): void {
  function makeThrottleAt() {
    const clock = { now: 0 }
    return { throttle: makeThrottle(CONTRACT_LIMITS, () => clock.now), clock }
  }

  test('an attempt counts as soon as it is reserved, before anyone knows whether it failed', async () => {
    const { throttle } = makeThrottleAt()
    expect((await throttle.reserve('ip-1', 'admin@example.com')).granted).toBe(true)
    expect((await throttle.reserve('ip-1', 'admin@example.com')).granted).toBe(true)

    expect(await throttle.reserve('ip-1', 'admin@example.com')).toEqual({ granted: false, retryAfterMs: 1000 })
  })

  test('an account locked from an IP stays locked there until its window ends, whatever the letter case', async () => {
    const { throttle, clock } = makeThrottleAt()
    await throttle.reserve('ip-1', 'Admin@Example.com')
    await throttle.reserve('ip-1', ' admin@example.com')

    clock.now = 600
    expect(retryAfter(await throttle.reserve('ip-1', 'admin@example.com'))).toBe(400)
    clock.now = 1000
    expect((await throttle.reserve('ip-1', 'admin@example.com')).granted).toBe(true)
  })

  test('a refused attempt neither counts nor stretches the window', async () => {
    const { throttle, clock } = makeThrottleAt()
    await throttle.reserve('ip-1', 'a@x.hu')
    await throttle.reserve('ip-1', 'a@x.hu')
    for (let attempt = 0; attempt < 10; attempt += 1) await throttle.reserve('ip-1', 'a@x.hu')

    expect((await throttle.reserve('ip-1', 'b@x.hu')).granted).toBe(true)
    expect((await throttle.reserve('ip-1', 'b@x.hu')).granted).toBe(true)
    clock.now = 1000
    expect((await throttle.reserve('ip-1', 'a@x.hu')).granted).toBe(true)
  })

  test('an attacker exhausting an account from one IP does not lock the account on another IP', async () => {
    const { throttle } = makeThrottleAt()
    await throttle.reserve('ip-a', 'admin@example.com')
    await throttle.reserve('ip-a', 'admin@example.com')
    expect((await throttle.reserve('ip-a', 'admin@example.com')).granted).toBe(false)

    expect((await throttle.reserve('ip-b', 'admin@example.com')).granted).toBe(true)
  })

  test('an IP locks after its limit whatever account it tries, and other IPs are unaffected', async () => {
    const { throttle } = makeThrottleAt()
    for (const email of ['a@x.hu', 'b@x.hu', 'c@x.hu', 'd@x.hu']) granted(await throttle.reserve('ip-1', email))

    expect(retryAfter(await throttle.reserve('ip-1', 'e@x.hu'))).toBe(1000)
    expect((await throttle.reserve('ip-2', 'e@x.hu')).granted).toBe(true)
  })

  test('a success releases its own reservation and forgives the earlier failures of that account from that IP', async () => {
    const { throttle } = makeThrottleAt()
    await throttle.reserve('ip-1', 'a@x.hu')
    await granted(await throttle.reserve('ip-1', 'a@x.hu')).succeeded()

    expect((await throttle.reserve('ip-1', 'a@x.hu')).granted).toBe(true)
    expect((await throttle.reserve('ip-1', 'a@x.hu')).granted).toBe(true)
    expect((await throttle.reserve('ip-1', 'a@x.hu')).granted).toBe(false)
  })

  test('a success does not forgive the IP its failures on other accounts', async () => {
    const { throttle } = makeThrottleAt()
    for (const email of ['a@x.hu', 'b@x.hu', 'c@x.hu']) await throttle.reserve('ip-1', email)
    await granted(await throttle.reserve('ip-1', 'own@x.hu')).succeeded()

    expect((await throttle.reserve('ip-1', 'd@x.hu')).granted).toBe(true)
    expect((await throttle.reserve('ip-1', 'e@x.hu')).granted).toBe(false)
  })

  test('a success settled twice releases its attempt once', async () => {
    const { throttle } = makeThrottleAt()
    await throttle.reserve('ip-1', 'a@x.hu')
    const success = granted(await throttle.reserve('ip-1', 'own@x.hu'))
    await success.succeeded()
    await success.succeeded()

    for (const email of ['b@x.hu', 'c@x.hu', 'd@x.hu']) granted(await throttle.reserve('ip-1', email))
    expect((await throttle.reserve('ip-1', 'e@x.hu')).granted).toBe(false)
  })

  test('a success settled after its window ended leaves the next window alone', async () => {
    const { throttle, clock } = makeThrottleAt()
    const late = granted(await throttle.reserve('ip-1', 'a@x.hu'))
    clock.now = 1000
    await throttle.reserve('ip-1', 'b@x.hu')
    await late.succeeded()

    for (const email of ['c@x.hu', 'd@x.hu', 'e@x.hu']) granted(await throttle.reserve('ip-1', email))
    expect((await throttle.reserve('ip-1', 'f@x.hu')).granted).toBe(false)
  })

  test('attempts arriving together take exactly the places left', async () => {
    const { throttle } = makeThrottleAt()
    const answers = await Promise.all(Array.from({ length: 10 }, () => throttle.reserve('ip-1', 'a@x.hu')))
    expect(answers.filter((answer) => answer.granted)).toHaveLength(2)
  })
}

/** Spec section 9: the offer runs out 15 minutes after the visitor first sees it; every countdown ticks each second. */
export const OFFER_COUNTDOWN_MS = 15 * 60 * 1000
export const COUNTDOWN_TICK_MS = 1000

export interface CountdownParts {
  days: number
  hours: number
  minutes: number
  seconds: number
}

/** Whole seconds left, split; a time already past is all zeros. Rounded up, so 0.4 s left still shows 1 second. */
export function countdownParts(remainingMs: number): CountdownParts {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000))
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  }
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** The waiting page's units: days only when above 0, then hours, minutes and seconds. */
export function waitingCountdownUnits(remainingMs: number): Array<{ unit: keyof CountdownParts; value: string }> {
  const parts = countdownParts(remainingMs)
  return [
    ...(parts.days > 0 ? [{ unit: 'days' as const, value: String(parts.days) }] : []),
    { unit: 'hours', value: twoDigits(parts.hours) },
    { unit: 'minutes', value: twoDigits(parts.minutes) },
    { unit: 'seconds', value: twoDigits(parts.seconds) },
  ]
}

/** h:mm:ss below a day, `N nap h:mm:ss` above: the waiting countdown as one line of text (title, screen readers). */
export function formatWaitingCountdown(remainingMs: number): string {
  const { days, hours, minutes, seconds } = countdownParts(remainingMs)
  const clock = `${hours}:${twoDigits(minutes)}:${twoDigits(seconds)}`
  return days > 0 ? `${days} nap ${clock}` : clock
}

/** The offer's mm:ss (15:00 … 00:00); minutes never exceed the offer's 15. */
export function formatOfferCountdown(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000))
  return `${twoDigits(Math.floor(totalSeconds / 60))}:${twoDigits(totalSeconds % 60)}`
}

/** A video position as m:ss (0:00, 4:07, 61:30); unknown or negative lengths read 0:00. */
export function formatMediaTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  return `${Math.floor(whole / 60)}:${twoDigits(whole % 60)}`
}

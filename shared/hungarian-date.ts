const MONTHS = [
  'január',
  'február',
  'március',
  'április',
  'május',
  'június',
  'július',
  'augusztus',
  'szeptember',
  'október',
  'november',
  'december',
] as const

/**
 * A YYYY-MM-DD date the Hungarian way ("2025. március 11."). Done by hand rather than with Intl, so the server
 * and every browser produce the same text and hydration never differs. Anything else comes back unchanged.
 */
export function formatHungarianDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined
  if (!match || !month) return date
  return `${match[1]}. ${month} ${Number(match[3])}.`
}

/** A YYYY-MM month the Hungarian way ("2025. március"); anything else comes back unchanged. */
export function formatHungarianMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month)
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined
  if (!match || !name) return month
  return `${match[1]}. ${name}`
}

/** The days of the week in Hungarian, lower case as written mid-sentence, Monday first (ISO weekday 1). */
export const HUNGARIAN_WEEKDAYS = ['hétfő', 'kedd', 'szerda', 'csütörtök', 'péntek', 'szombat', 'vasárnap'] as const

/** The ISO weekday (Monday 1 … Sunday 7) of a YYYY-MM-DD day, whatever the device's zone. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay()
  return weekday === 0 ? 7 : weekday
}

/** A YYYY-MM-DD day as "kedd, december 1." (no year); anything else comes back unchanged. */
export function formatHungarianWeekdayAndDay(day: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(day)
  const month = match ? MONTHS[Number(match[1]) - 1] : undefined
  if (!match || !month) return day
  return `${HUNGARIAN_WEEKDAYS[isoWeekday(day) - 1]}, ${month} ${Number(match[2])}.`
}

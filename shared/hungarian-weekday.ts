import { formatHungarianDate } from './hungarian-date'

// Days of the week for the webinar's sessions. A module of its own rather than part of hungarian-date.ts, which every
// page loads: only the registration form and the server need these.

/** The days of the week in Hungarian, lower case as written mid-sentence, Monday first (ISO weekday 1). */
export const HUNGARIAN_WEEKDAYS = ['hétfő', 'kedd', 'szerda', 'csütörtök', 'péntek', 'szombat', 'vasárnap'] as const

/** The ISO weekday (Monday 1 … Sunday 7) of a YYYY-MM-DD day, whatever the device's zone. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay()
  return weekday === 0 ? 7 : weekday
}

/** A YYYY-MM-DD day as "kedd, december 1." (no year); anything else comes back unchanged. */
export function formatHungarianWeekdayAndDay(day: string): string {
  const date = formatHungarianDate(day)
  if (date === day) return day
  return `${HUNGARIAN_WEEKDAYS[isoWeekday(day) - 1]}, ${date.replace(/^\d{4}\. /, '')}`
}

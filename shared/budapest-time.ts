// Hungarian wall-clock time, whatever zone the server or the visitor's device is set to.

export const BUDAPEST_TIME_ZONE = 'Europe/Budapest'

const budapestParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUDAPEST_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/** A moment's wall clock in Budapest, each field zero-padded (`2026`, `11`, `25`, `18`, `10`, `00`). */
export interface WallClock {
  year: string
  month: string
  day: string
  hour: string
  minute: string
  second: string
}

export function budapestWallClock(moment: Date): WallClock {
  const part = Object.fromEntries(budapestParts.formatToParts(moment).map(({ type, value }) => [type, value]))
  return {
    year: part.year!,
    month: part.month!,
    day: part.day!,
    hour: part.hour!,
    minute: part.minute!,
    second: part.second!,
  }
}

/** `20261125T181000`: the wall-clock time in Budapest, as DTSTART;TZID=Europe/Budapest wants it. */
export function budapestLocalStamp(moment: Date): string {
  const { year, month, day, hour, minute, second } = budapestWallClock(moment)
  return `${year}${month}${day}T${hour}${minute}${second}`
}

/** `2026-11-25`: the Budapest day a moment falls on. */
export function budapestDay(moment: Date): string {
  const { year, month, day } = budapestWallClock(moment)
  return `${year}-${month}-${day}`
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** The zone's offset from UTC at a moment, in milliseconds: its Budapest wall clock read as UTC, minus the moment. */
function budapestOffsetAt(moment: number): number {
  const clock = budapestWallClock(new Date(moment))
  const wall = Date.UTC(
    Number(clock.year),
    Number(clock.month) - 1,
    Number(clock.day),
    Number(clock.hour),
    Number(clock.minute),
    Number(clock.second),
  )
  return wall - moment
}

/**
 * The UTC instant of a Budapest wall-clock time, given as that time read as UTC. The offset is the one in force at
 * that wall-clock time (CEST from the spring change's 03:00, CET from the autumn change's second 02:00), found by
 * guessing with the offset at the UTC reading and correcting once. A time the spring change skips (02:00–02:59)
 * comes out an hour later; one the autumn change repeats (02:00–02:59) is read as its second, CET, occurrence, as
 * calendar parsers read it.
 */
function budapestWallToInstant(wallAsUtc: number): number {
  const guess = wallAsUtc - budapestOffsetAt(wallAsUtc)
  return wallAsUtc - budapestOffsetAt(guess)
}

/** The UTC instant (ISO) at which the Budapest day YYYY-MM-DD begins; CET or CEST as that day has it. */
export function budapestDayStart(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(budapestWallToInstant(Date.UTC(year, month - 1, date))).toISOString()
}

/** `2026-11-25T18:10` (as a date-time input shows it) for an ISO instant, in Budapest time. */
export function budapestDateTimeInput(iso: string): string {
  const { hour, minute } = budapestWallClock(new Date(iso))
  return `${budapestDay(new Date(iso))}T${hour}:${minute}`
}

/**
 * The ISO instant of a Budapest wall-clock time `YYYY-MM-DDTHH:mm`, with the offset in force at that time of that
 * day: 18:00 on the day the clocks change is 18:00 in the new offset.
 */
export function budapestDateTimeToIso(local: string): string {
  const [day, time = '00:00'] = local.split('T') as [string, string?]
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  return new Date(budapestWallToInstant(Date.UTC(year, month - 1, date, hours, minutes))).toISOString()
}

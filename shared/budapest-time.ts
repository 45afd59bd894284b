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

/** `20261125T181000`: the wall-clock time in Budapest, as DTSTART;TZID=Europe/Budapest wants it. */
export function budapestLocalStamp(moment: Date): string {
  const part = Object.fromEntries(budapestParts.formatToParts(moment).map(({ type, value }) => [type, value]))
  return `${part.year}${part.month}${part.day}T${part.hour}${part.minute}${part.second}`
}

/** The UTC instant (ISO) at which the Budapest day YYYY-MM-DD begins; CET or CEST as that day has it. */
export function budapestDayStart(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const midnightAsUtc = Date.UTC(year, month - 1, date)
  // The zone's offset at a moment: its wall clock read as UTC, minus the moment.
  const offsetAt = (moment: number) => {
    const stamp = budapestLocalStamp(new Date(moment))
    const wall = Date.UTC(
      Number(stamp.slice(0, 4)),
      Number(stamp.slice(4, 6)) - 1,
      Number(stamp.slice(6, 8)),
      Number(stamp.slice(9, 11)),
      Number(stamp.slice(11, 13)),
      Number(stamp.slice(13, 15)),
    )
    return wall - moment
  }
  const guess = midnightAsUtc - offsetAt(midnightAsUtc)
  return new Date(midnightAsUtc - offsetAt(guess)).toISOString()
}

/** `2026-11-25T18:10` (as a date-time input shows it) for an ISO instant, in Budapest time. */
export function budapestDateTimeInput(iso: string): string {
  const stamp = budapestLocalStamp(new Date(iso))
  return `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}`
}

/** The ISO instant of a Budapest wall-clock time `YYYY-MM-DDTHH:mm` (the day's offset; a DST night's 2-3 a.m. is off by an hour). */
export function budapestDateTimeToIso(local: string): string {
  const [day, time = '00:00'] = local.split('T') as [string, string?]
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  return new Date(Date.parse(budapestDayStart(day)) + (hours * 60 + minutes) * 60_000).toISOString()
}

/** The stored form of a moment: an ISO-8601 UTC string, which sorts the same as the time it names. */
export function toIsoTime(moment: Date = new Date()): string {
  return moment.toISOString()
}

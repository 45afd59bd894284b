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

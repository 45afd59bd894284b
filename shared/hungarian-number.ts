/** The thousands separator and the space before a unit: a no-break space, so "1 234 567 Ft" never wraps apart. */
export const NUMBER_SPACE = '\u00a0'

/**
 * A whole number the Hungarian way: groups of three digits separated by a no-break space ("1 234 567"). Done by hand
 * rather than with Intl, so the server and every browser produce the same text and hydration never differs.
 */
export function formatHungarianNumber(value: number): string {
  const rounded = Math.round(value)
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, NUMBER_SPACE)
  return rounded < 0 ? `−${digits}` : digits
}

/** An amount in forints: "192 500 Ft". */
export function formatForint(amount: number): string {
  return `${formatHungarianNumber(amount)}${NUMBER_SPACE}Ft`
}

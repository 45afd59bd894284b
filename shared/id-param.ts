/**
 * A row id written in an address (a path segment or a query parameter): digits only, no leading zero, no sign,
 * space, fraction, exponent or hex, and a safe integer; null for anything else. One spelling per id, so a link
 * cannot be varied (`04`, `4.0`, `4e0`, `0x4`) into another cache key or log line that still works.
 */
export function idFromParam(param: string | null | undefined): number | null {
  if (!param || !/^[1-9]\d{0,15}$/.test(param)) return null
  const id = Number(param)
  return Number.isSafeInteger(id) ? id : null
}

// CSV as Hungarian Excel opens it: UTF-8 with a byte-order mark (or accents break), `;` between cells (the comma is
// the decimal separator there), CRLF line ends. Cells that a spreadsheet would read as a formula are defused
// (OWASP, CSV injection): a leading = + - @ tab or carriage return gets an apostrophe in front.

export const CSV_BOM = '\uFEFF'
export const CSV_SEPARATOR = ';'
export const CSV_LINE_END = '\r\n'

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[;"\r\n]|^\s|\s$/

export function csvCell(value: string | number | null | undefined): string {
  const text = value == null ? '' : String(value)
  const defused = FORMULA_START.test(text) ? `'${text}` : text
  return NEEDS_QUOTES.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused
}

export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return cells.map(csvCell).join(CSV_SEPARATOR) + CSV_LINE_END
}

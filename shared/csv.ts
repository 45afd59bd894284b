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

/**
 * Reads CSV text into rows of cells: the site's own `;` files and the `,` files other tools write (the first line
 * decides: a `;` outside quotes there means `;`). Quoted cells may hold separators, doubled quotes and line breaks;
 * a byte-order mark is dropped. Each row carries the file line it starts on, so an error can name it.
 */
export function readCsvRows(text: string): { line: number; cells: string[] }[] {
  const source = text.startsWith(CSV_BOM) ? text.slice(1) : text
  const separator = firstLineUsesSemicolons(source) ? ';' : ','
  const rows: { line: number; cells: string[] }[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let rowLine = 1
  const endRow = () => {
    cells.push(cell)
    if (cells.length > 1 || cells[0]!.trim() !== '') rows.push({ line: rowLine, cells })
    cells = []
    cell = ''
  }
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!
    if (char === '\n') line += 1
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"'
        index += 1
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"' && cell.trim() === '') {
      quoted = true
      cell = ''
    } else if (char === separator) {
      cells.push(cell)
      cell = ''
    } else if (char === '\n') {
      endRow()
      rowLine = line
    } else if (char !== '\r') cell += char
  }
  if (cell !== '' || cells.length > 0) endRow()
  return rows
}

function firstLineUsesSemicolons(text: string): boolean {
  let quoted = false
  for (const char of text) {
    if (char === '"') quoted = !quoted
    else if (!quoted && char === '\n') return false
    else if (!quoted && char === ';') return true
  }
  return false
}

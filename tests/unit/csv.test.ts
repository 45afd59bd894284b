import { expect, test } from 'vitest'
import { CSV_SEPARATOR, csvCell, csvLine } from '../../shared/csv'

test('cells a spreadsheet would run as a formula get an apostrophe in front', () => {
  expect(csvCell("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0")
  expect(csvCell('+36 1 234 5678')).toBe("'+36 1 234 5678")
  expect(csvCell('-2+3')).toBe("'-2+3")
  expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
  expect(csvCell('\t=1')).toBe("'\t=1")
  expect(csvCell('\r=1')).toBe(`"'\r=1"`)
  expect(csvCell('Kovács Anna')).toBe('Kovács Anna')
  expect(csvCell('anna=bea@pelda.hu')).toBe('anna=bea@pelda.hu')
})

test('quotes, separators and line breaks inside a cell are quoted, quotes doubled', () => {
  expect(CSV_SEPARATOR).toBe(';')
  expect(csvCell('Azt mondta: "holnap"')).toBe('"Azt mondta: ""holnap"""')
  expect(csvCell('első sor\nmásodik sor')).toBe('"első sor\nmásodik sor"')
  expect(csvCell('a;b')).toBe('"a;b"')
  expect(csvCell(' szóköz ')).toBe('" szóköz "')
  expect(csvCell(null)).toBe('')
  expect(csvCell(42)).toBe('42')
})

test('a line joins its cells with ; and ends with CRLF', () => {
  expect(csvLine(['Név', 'E-mail', null, '=1'])).toBe("Név;E-mail;;'=1\r\n")
})

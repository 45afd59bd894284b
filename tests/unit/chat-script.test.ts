import { expect, test } from 'vitest'
import { readCsvRows } from '../../shared/csv'
import {
  ChatScriptMessages,
  formatChatScript,
  readChatScriptCsv,
  readChatScriptText,
} from '../../shared/webinar/chat-script'

const chatLines = (reading: ReturnType<typeof readChatScriptText>) => reading.entries.map((entry) => entry.chatLine)

test('the textarea reads one "mm:ss; name; text" a line, blank lines skipped, later semicolons kept in the text', () => {
  const reading = readChatScriptText(
    '00:05; Anna; Sziasztok!\n\n 12:30 ;Béla;  Kérdés; és még egy  \n75:00; Csilla; Vége',
  )
  expect(reading.errors).toEqual([])
  expect(chatLines(reading)).toEqual([
    { at: 5, name: 'Anna', text: 'Sziasztok!' },
    { at: 750, name: 'Béla', text: 'Kérdés; és még egy' },
    { at: 4500, name: 'Csilla', text: 'Vége' },
  ])
  expect(reading.entries.map((entry) => entry.line)).toEqual([1, 3, 4])
  expect(readChatScriptText(formatChatScript(chatLines(reading))).entries.map((entry) => entry.chatLine)).toEqual(
    chatLines(reading),
  )
})

test('a line that cannot be read is named, and still yields an entry the config schema refuses', () => {
  const reading = readChatScriptText('00:05; Anna; Szia\n5 perc; Béla; Hello\nCsak szöveg')
  expect(reading.errors).toEqual([
    ChatScriptMessages.time(2),
    ChatScriptMessages.lineShape(3),
    ChatScriptMessages.time(3),
  ])
  expect(reading.entries[1]!.chatLine.at).toBeNaN()
  expect(reading.entries[2]!.chatLine).toMatchObject({ name: '', text: '' })
})

test('a CSV file reads with or without its header, comma or semicolon separated, quoted cells kept whole', () => {
  const withHeader = readChatScriptCsv(
    '\uFEFFtime,name,text\r\n00:10,Anna,"Jó napot, mindenkinek!"\r\n01:00,Béla,"Azt mondta: ""igen"""\r\n',
  )
  expect(withHeader.errors).toEqual([])
  expect(chatLines(withHeader)).toEqual([
    { at: 10, name: 'Anna', text: 'Jó napot, mindenkinek!' },
    { at: 60, name: 'Béla', text: 'Azt mondta: "igen"' },
  ])
  expect(withHeader.entries.map((entry) => entry.line)).toEqual([2, 3])
  const semicolons = readChatScriptCsv('00:10;Anna;Első\n"00:20";Béla;"két\nsor"\n')
  expect(chatLines(semicolons)).toEqual([
    { at: 10, name: 'Anna', text: 'Első' },
    { at: 20, name: 'Béla', text: 'két\nsor' },
  ])
})

test('a CSV row without three columns or with a bad time is named by its line in the file', () => {
  const reading = readChatScriptCsv('time,name,text\n00:10,Anna\n\nxx,Béla,Szia\n')
  expect(reading.errors).toEqual([ChatScriptMessages.csvColumns(2), ChatScriptMessages.time(4)])
  expect(reading.entries).toHaveLength(2)
})

test('the CSV reader keeps empty cells and skips empty rows', () => {
  expect(readCsvRows('a;;c\n\n;\n')).toEqual([
    { line: 1, cells: ['a', '', 'c'] },
    { line: 3, cells: ['', ''] },
  ])
})

import { readCsvRows } from '../csv'
import { formatTimelineTime, parseTimelineTime, type ChatLine } from './room'

// The scripted chat as the admin writes it: one line a message, "mm:ss; name; text", typed or imported from a CSV
// file (time,name,text, with or without that header). A line that cannot be read still yields an entry, with NaN as
// its time or an empty name or text, so the config's schema refuses the save while the editor names the line.

export const ChatScriptMessages = {
  lineShape: (line: number) => `Line ${line}: write it as "mm:ss; name; text"`,
  time: (line: number) => `Line ${line}: the time must be mm:ss, such as 12:30`,
  csvColumns: (line: number) => `Line ${line}: expected three columns, time, name and text`,
  csvUnreadable: 'The CSV file could not be read; save it as UTF-8 text and try again',
} as const

export interface ChatScriptEntry {
  /** The line of the text or the CSV file the entry comes from. */
  line: number
  chatLine: ChatLine
}
export interface ChatScriptReading {
  entries: ChatScriptEntry[]
  /** One message per line that could not be read, naming the line. */
  errors: string[]
}

function entryOf(line: number, [time = '', name = '', text = '']: string[], errors: string[]): ChatScriptEntry {
  const at = parseTimelineTime(time)
  if (at === null) errors.push(ChatScriptMessages.time(line))
  return { line, chatLine: { at: at ?? Number.NaN, name: name.trim(), text: text.trim() } }
}

/** Reads the textarea's text; blank lines are skipped, a `;` after the second one belongs to the text. */
export function readChatScriptText(text: string): ChatScriptReading {
  const errors: string[] = []
  const entries: ChatScriptEntry[] = []
  text.split('\n').forEach((row, index) => {
    if (row.trim() === '') return
    const [time = '', name, ...words] = row.split(';')
    if (name === undefined || words.length === 0) errors.push(ChatScriptMessages.lineShape(index + 1))
    entries.push(entryOf(index + 1, [time, name ?? '', words.join(';')], errors))
  })
  return { entries, errors }
}

/** Reads a CSV file's text (time,name,text); a first row whose first cell says "time" is the header. */
export function readChatScriptCsv(text: string): ChatScriptReading {
  const errors: string[] = []
  const rows = readCsvRows(text)
  const body = rows[0]?.cells[0]?.trim().toLowerCase() === 'time' ? rows.slice(1) : rows
  const entries = body.map(({ line, cells }) => {
    if (cells.length !== 3) errors.push(ChatScriptMessages.csvColumns(line))
    return entryOf(line, cells, errors)
  })
  return { entries, errors }
}

/** The chat as the textarea shows it, one "mm:ss; name; text" a line. */
export function formatChatScript(lines: readonly ChatLine[]): string {
  return lines
    .map((line) => `${Number.isNaN(line.at) ? '' : formatTimelineTime(line.at)}; ${line.name}; ${line.text}`)
    .join('\n')
}

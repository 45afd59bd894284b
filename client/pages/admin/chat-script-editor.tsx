import { Field, Stack, Text } from '@chakra-ui/react'
import { fieldSlotRecipe } from '@chakra-ui/react/theme/recipes/field'
import { useState } from 'react'
import {
  ChatScriptMessages,
  formatChatScript,
  readChatScriptCsv,
  readChatScriptText,
  type ChatScriptReading,
} from '../../../shared/webinar/chat-script'
import type { ChatLine } from '../../../shared/webinar/room'
import { AdminField, AdminInput, AdminTextarea } from './admin-ui'
import type { FieldErrors } from './config-editor-parts'

/** A chat script of 300 lines of 500 characters fits with room to spare. */
const CSV_MAX_BYTES = 512 * 1024
const linesOf = (reading: ChatScriptReading) => reading.entries.map((entry) => entry.chatLine)
const sameLines = (a: readonly ChatLine[], b: readonly ChatLine[]) => JSON.stringify(a) === JSON.stringify(b)

/**
 * "Scripted chat": one "mm:ss; name; text" a line, typed, pasted or imported from a CSV file (time,name,text). The
 * text stays as typed; the lines that cannot be read, and those the save refused, are named by their line.
 */
export function ChatScriptEditor({
  chatScript,
  errors,
  onChange,
}: {
  chatScript: ChatLine[]
  errors: FieldErrors
  onChange: (chatScript: ChatLine[]) => void
}) {
  const [text, setText] = useState(() => formatChatScript(chatScript))
  const reading = readChatScriptText(text)
  const [importError, setImportError] = useState<string[]>([])
  // A script set from outside (a restored version, a reset) replaces the text; the check on the text keeps a line
  // that cannot round-trip (a name with a ";" saved some other way) from setting it again and again.
  if (!sameLines(linesOf(reading), chatScript) && formatChatScript(chatScript) !== text) {
    setText(formatChatScript(chatScript))
  }

  const saveErrors = reading.entries.flatMap((entry, index) =>
    (['at', 'name', 'text'] as const).flatMap((field) => {
      const message = errors[`chatScript.${index}.${field}`]
      return message && !(field === 'at' && Number.isNaN(entry.chatLine.at)) ? [`Line ${entry.line}: ${message}`] : []
    }),
  )
  const messages = [...reading.errors, ...saveErrors, ...(errors.chatScript ? [errors.chatScript] : [])]

  const change = (next: string) => {
    setText(next)
    onChange(linesOf(readChatScriptText(next)))
  }
  const importCsv = async (input: HTMLInputElement) => {
    const file = input.files?.[0]
    input.value = ''
    if (!file) return
    const csv = file.size <= CSV_MAX_BYTES ? await file.text().catch(() => null) : null
    if (csv === null) return setImportError([ChatScriptMessages.csvUnreadable])
    const imported = readChatScriptCsv(csv)
    setImportError(imported.errors)
    if (imported.errors.length === 0) change(formatChatScript(linesOf(imported)))
  }

  return (
    <Stack as="fieldset" gap="3">
      <Text as="legend" fontWeight="medium" mb="2">
        Scripted chat
      </Text>
      <Field.Root recipe={fieldSlotRecipe} invalid={messages.length > 0}>
        <Field.Label>Chat lines</Field.Label>
        <AdminTextarea
          value={text}
          fontFamily="mono"
          placeholder="02:15; Anna; Jó napot mindenkinek!"
          onChange={(event) => change(event.target.value)}
        />
        {messages.length === 0 ? (
          <Field.HelperText>
            One message a line, as &quot;mm:ss; name; text&quot;; shown in the live session as the video passes its
            time, not in the replay.
          </Field.HelperText>
        ) : (
          <Field.ErrorText as="div" display="block">
            {messages.map((message, index) => (
              <Text key={index}>{message}</Text>
            ))}
          </Field.ErrorText>
        )}
      </Field.Root>
      <AdminField
        label="Import CSV"
        error={importError.length > 0 ? importError.join(' ') : undefined}
        helper="Columns time, name and text, with or without a header row; replaces the lines above."
      >
        <AdminInput type="file" accept=".csv,text/csv" p="1" onChange={(event) => void importCsv(event.target)} />
      </AdminField>
    </Stack>
  )
}

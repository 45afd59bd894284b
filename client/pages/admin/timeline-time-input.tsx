import { useState } from 'react'
import { formatTimelineTime, parseTimelineTime } from '../../../shared/webinar/room'
import { AdminInput } from './admin-ui'

/** What a typed text means: seconds, null when empty and allowed to be, NaN (the schema names it) otherwise. */
function secondsOf(text: string, optional: boolean): number | null {
  if (optional && text.trim() === '') return null
  return parseTimelineTime(text) ?? Number.NaN
}

const sameSeconds = (a: number | null, b: number | null) => Object.is(a, b)

/**
 * An "mm:ss" input over seconds. The text the admin types stays as typed while it cannot be read (the value is then
 * NaN, which the config's schema refuses with its message); a value set from outside (read from the video, a restored
 * version) replaces it.
 */
export function TimelineTimeInput({
  value,
  optional = false,
  onChange,
}: {
  value: number | null
  optional?: boolean
  onChange: (seconds: number | null) => void
}) {
  const shown = (seconds: number | null) =>
    seconds === null || Number.isNaN(seconds) ? '' : formatTimelineTime(seconds)
  const [text, setText] = useState(() => shown(value))
  const [valueOfText, setValueOfText] = useState(value)
  if (!sameSeconds(valueOfText, value)) {
    setText(shown(value))
    setValueOfText(value)
  }
  return (
    <AdminInput
      value={text}
      inputMode="numeric"
      placeholder="mm:ss"
      onChange={(event) => {
        const seconds = secondsOf(event.target.value, optional)
        setText(event.target.value)
        setValueOfText(seconds)
        onChange(seconds)
      }}
    />
  )
}

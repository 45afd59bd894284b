import { z } from 'zod'
import {
  hasWebAddress,
  isCleanMarkup,
  isCleanMultiLine,
  isCleanName,
  isCleanSingleLine,
  TextMessages,
  unifyLineBreaks,
} from '../text-rules'

export { isCleanSingleLine, TextMessages }

/**
 * A one-line text field (names, titles, e-mail addresses): no control or bidirectional-override characters and no
 * lone surrogates, trimmed and normalised to NFC. Callers add their own required/length rules after it.
 */
export function singleLineText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isCleanSingleLine, TextMessages.invalidCharacters).trim().normalize('NFC')
}

/**
 * A person's name: a one-line text field that also refuses line and paragraph separators, format characters and web
 * addresses (shared/text-rules.ts), required and at most `max` characters after trimming.
 */
export function personName(max: number, messages: { required: string; tooLong: string }) {
  return (
    singleLineText({ error: messages.required })
      // A bidirectional override is a format character too: one message for it, the one-line check's.
      .refine((name) => isCleanName(name) || !isCleanSingleLine(name), TextMessages.invalidCharacters)
      .min(1, messages.required)
      .max(max, messages.tooLong)
      .refine((name) => !hasWebAddress(name), TextMessages.webAddressInName)
  )
}

/** A multi-line text field (messages, notes): like `singleLineText`, but line breaks stay (as \n). */
export function multiLineText(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .overwrite(unifyLineBreaks)
    .refine(isCleanMultiLine, TextMessages.invalidCharacters)
    .trim()
    .normalize('NFC')
}

/**
 * HTML as the blog editor writes it: any text, tabs and line breaks, but no other control character and no lone
 * surrogate (MariaDB would keep a replacement character for it, SQLite the broken text).
 */
export function markupText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isCleanMarkup, TextMessages.invalidCharacters)
}

import { z } from 'zod'

export const TextMessages = {
  invalidCharacters: 'Kérjük, csak szöveget adjon meg: a mező nem tartalmazhat vezérlő- vagy irányváltó karaktert.',
} as const

/** C0 and C1 control characters (tab and line breaks included), DEL, and the bidirectional embeddings, overrides and isolates. */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u
/** The same, but a line break (\n) is allowed; \r\n and \r arrive here already turned into \n. */
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u
/** The C0 controls but tab and line breaks, and DEL: HTML an editor writes has none of them. */
const MARKUP_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/u
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

const isClean = (forbidden: RegExp) => (value: string) => !forbidden.test(value) && !LONE_SURROGATE.test(value)

/** Whether a value could be a one-line text field: for values with rules of their own, such as addresses. */
export const isCleanSingleLine = isClean(SINGLE_LINE_FORBIDDEN)

/**
 * A one-line text field (names, titles, e-mail addresses): no control or bidirectional-override characters and no
 * lone surrogates, trimmed and normalised to NFC. Callers add their own required/length rules after it.
 */
export function singleLineText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isCleanSingleLine, TextMessages.invalidCharacters).trim().normalize('NFC')
}

/** A multi-line text field (messages, notes): like `singleLineText`, but line breaks stay (as \n). */
export function multiLineText(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .refine(isClean(MULTI_LINE_FORBIDDEN), TextMessages.invalidCharacters)
    .trim()
    .normalize('NFC')
}

/**
 * HTML as the blog editor writes it: any text, tabs and line breaks, but no other control character and no lone
 * surrogate (MariaDB would keep a replacement character for it, SQLite the broken text).
 */
export function markupText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isClean(MARKUP_FORBIDDEN), TextMessages.invalidCharacters)
}

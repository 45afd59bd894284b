// What a clean text field is, without zod: the browser checks the public forms with these, and the zod schemas of
// shared/schemas/text.ts build on the same rules, so the two cannot drift apart.

export const TextMessages = {
  invalidCharacters: 'Kérjük, csak szöveget adjon meg: a mező nem tartalmazhat vezérlő- vagy irányváltó karaktert.',
  webAddressInName: 'Kérjük, a nevét webcím nélkül adja meg.',
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
/** Whether a value (its line breaks already \n) could be a multi-line text field. */
export const isCleanMultiLine = isClean(MULTI_LINE_FORBIDDEN)
/** Whether a value could be HTML as the blog editor writes it. */
export const isCleanMarkup = isClean(MARKUP_FORBIDDEN)

// A name is written into e-mails the site sends to whatever address was typed beside it, so it must not be able to
// carry a message of its own: no line or paragraph separator (U+2028, U+2029), no invisible format character (Cf:
// zero-width characters, bidirectional marks, tag characters), and no web address.
const NAME_FORBIDDEN = /[\u2028\u2029\p{Cf}]/u
/** A scheme (`http://`), `www.`, or a host name (`evil.example`, `bit.ly/x`); `Dr.Kovács`, `Mr.Smith` are no host names. */
const WEB_ADDRESS =
  /[a-z][a-z\d+.-]*:\/\/|(?<![\p{L}\p{N}])www\.|(?<![\p{L}\p{N}.-])[a-z\d-]{3,}(?:\.[a-z\d-]+)*\.[a-z]{2,63}(?![\p{L}\p{N}-])/iu

/** Whether a one-line value (checked with isCleanSingleLine too) has none of the characters a name must not have. */
export const isCleanName = (value: string) => !NAME_FORBIDDEN.test(value)
/** Whether a name holds something a mail program would show as a link. */
export const hasWebAddress = (value: string) => WEB_ADDRESS.test(value)

/** A multi-line field's line breaks, whatever the browser or system sent, as \n. */
export const unifyLineBreaks = (value: string) => value.replace(/\r\n?/g, '\n')

/** What a text field keeps of what was typed: trimmed, in Unicode's composed form (NFC). */
export const tidyText = (value: string) => value.trim().normalize('NFC')

/**
 * An e-mail address as the forms accept it: zod's own pattern for `z.email()` (zod 4), named here so the browser's
 * check and the server's schema use the same one.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/

import { randomBytes } from 'node:crypto'
import { FORM_NAMES, type FormName } from '../../shared/schemas/forms'

/**
 * What each answer writes into a page that was rendered (and cached) without it: its own CSP nonces, a fresh
 * token for each public form on the page, and the forms' first touch (where this visitor came from, for a post made
 * without script: server/render/request-first-touch.ts). The renderer puts a placeholder where each goes; the placeholders are
 * random for each process, so no content (a title, an image URL an admin typed) can contain one and have an answer's
 * nonce or token written into it.
 */
export type PageSlot =
  { kind: 'script-nonce' } | { kind: 'style-nonce' } | { kind: 'first-touch' } | { kind: 'form-token'; form: FormName }

const PROCESS_SECRET = randomBytes(16).toString('hex')

export const SCRIPT_NONCE_SLOT = `${PROCESS_SECRET}-s`
export const STYLE_NONCE_SLOT = `${PROCESS_SECRET}-y`
export const FIRST_TOUCH_SLOT = `${PROCESS_SECRET}-t`
export const formTokenSlot = (form: FormName): string => `${PROCESS_SECRET}-f-${form}`

const SLOT_PATTERN = new RegExp(`${PROCESS_SECRET}-(s|y|t|f-(?:${FORM_NAMES.join('|')}))`, 'g')

function slotOf(name: string): PageSlot {
  if (name === 's') return { kind: 'script-nonce' }
  if (name === 'y') return { kind: 'style-nonce' }
  if (name === 't') return { kind: 'first-touch' }
  return { kind: 'form-token', form: name.slice('f-'.length) as FormName }
}

/** A page's text cut at its placeholders: `texts[i]`, then `slots[i]`, and the last text. */
export function splitAtSlots(html: string): { texts: string[]; slots: PageSlot[] } {
  const texts: string[] = []
  const slots: PageSlot[] = []
  let from = 0
  for (const match of html.matchAll(SLOT_PATTERN)) {
    texts.push(html.slice(from, match.index))
    slots.push(slotOf(match[1]!))
    from = match.index + match[0].length
  }
  texts.push(html.slice(from))
  return { texts, slots }
}

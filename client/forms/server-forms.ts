import { createContext, useContext } from 'react'
import type { PostedForm } from '../../shared/posted-form'
import type { FormName } from '../../shared/schemas/forms'

/** What the server gives the public forms along with the page. */
export interface ServerForms {
  /** A plain post the server refused: that form starts with the visitor's values, the field errors and a notice. */
  posted: PostedForm | null
  /**
   * Server render only: the placeholder each answer replaces with a fresh token for the form, so a cached page still
   * gives every visitor a token of their own. In the browser the form reads that token back from the page.
   */
  tokenSlot: ((form: FormName) => string) | null
  /**
   * Server render only: the placeholder each answer replaces with where its visitor came from, for a post made
   * without script (shared/first-touch-reading.ts); in the browser the form reads it back from the page.
   */
  firstTouchSlot?: string
}

export const NO_SERVER_FORMS: ServerForms = { posted: null, tokenSlot: null }

export const ServerFormsContext = createContext<ServerForms>(NO_SERVER_FORMS)

export function useServerForms(): ServerForms {
  return useContext(ServerFormsContext)
}

/** The attribute that names a public form's element, where the browser finds the token the server wrote into it. */
export const PUBLIC_FORM_ATTRIBUTE = 'data-public-form'
export const FORM_TOKEN_FIELD = 'formToken'

/** A hidden field's value the server wrote into the page's form (empty when the form was not in the server's HTML). */
export function hiddenValueInPage(form: FormName, name: string): string {
  if (typeof document === 'undefined') return ''
  const field = document.querySelector<HTMLInputElement>(
    `form[${PUBLIC_FORM_ATTRIBUTE}="${form}"] input[name="${name}"]`,
  )
  return field?.value ?? ''
}

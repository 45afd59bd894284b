import type { PostedForm } from './posted-form'
import type { PublicSettings } from './public-settings'

export const APP_STATE_ELEMENT_ID = 'app-state'

/**
 * What the server hands the browser with the page, in a JSON script element. The dehydrated query state is TanStack
 * Query's `DehydratedState`, which the client names; here it is opaque.
 */
export interface AppState<DehydratedState = unknown> {
  dehydratedState: DehydratedState
  settings: PublicSettings
  /** Only on a page shown again after a plain (script-less) post was refused: that form's values and errors. */
  postedForm?: PostedForm
}

/** The performance mark the browser sets just before hydrating the server-rendered page. */
export const HYDRATION_START_MARK = 'patikachat:hydration-start'

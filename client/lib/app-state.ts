import type { DehydratedState } from '@tanstack/react-query'
import type { PublicSettings } from '../../shared/public-settings'

export const APP_STATE_ELEMENT_ID = 'app-state'

/** What the server hands the browser with the page, in a JSON script element. */
export interface AppState {
  dehydratedState: DehydratedState
  settings: PublicSettings
}

import { useEffect, useState, type ComponentType } from 'react'

// The site layout's light half of cookie consent: it loads the consent code (its own chunk) right after hydration,
// and the footer's 'Süti beállítások' opens the settings through it. The card is rendered in the browser only, so the
// cached server HTML stays the same for every visitor.

const OPEN_SETTINGS_EVENT = 'consent-settings-open'

/**
 * The height the cookie card takes at the bottom of the window while it shows (unset otherwise): the page's last
 * block adds it below itself, in its own colour, so the end of the page can be scrolled out from under the card. That
 * block carries CONSENT_CARD_SPACE_MARK, the only elements the card's height is given to.
 */
export const CONSENT_CARD_SPACE = 'var(--consent-card-space, 0px)'
export const CONSENT_CARD_SPACE_ATTRIBUTE = 'data-consent-card-space'
export const CONSENT_CARD_SPACE_MARK = { [CONSENT_CARD_SPACE_ATTRIBUTE]: '' }
let settingsRequested = false

/** Opens the consent settings dialog (the footer link), loading the consent code first if it is not here yet. */
export function openConsentSettings(): void {
  settingsRequested = true
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT))
}

/** Calls back on each request to open the settings, including one made before the consent code arrived. */
export function onConsentSettingsRequest(open: () => void): () => void {
  const take = () => {
    if (!settingsRequested) return
    settingsRequested = false
    open()
  }
  take()
  window.addEventListener(OPEN_SETTINGS_EVENT, take)
  return () => window.removeEventListener(OPEN_SETTINGS_EVENT, take)
}

export function ConsentHost() {
  const [Manager, setManager] = useState<ComponentType | null>(null)
  useEffect(() => {
    let mounted = true
    const load = () => {
      import('./consent-manager').then(
        ({ ConsentManager }) => {
          if (mounted) setManager(() => ConsentManager)
        },
        (error: unknown) => console.warn('The cookie consent could not load yet', error),
      )
    }
    load()
    window.addEventListener(OPEN_SETTINGS_EVENT, load)
    return () => {
      mounted = false
      window.removeEventListener(OPEN_SETTINGS_EVENT, load)
    }
  }, [])
  return Manager ? <Manager /> : null
}

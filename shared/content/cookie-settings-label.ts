/**
 * The footer's link that opens the cookie settings. It is on every page, so it lives apart from the card's texts
 * (./cookie-consent.ts), which load with the card.
 */
export const COOKIE_SETTINGS_LABEL = 'Süti beállítások'

// The privacy policy's section on browser storage and cookies, by its anchor: the cookie card links there, so it
// takes this small module rather than the policy's whole text.

/** The section on browser storage and cookies; the page ends it with the cookie settings button. */
export const PRIVACY_POLICY_STORAGE_SECTION_ID = 'bongeszo-tarolo'

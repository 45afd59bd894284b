/**
 * The address and referrer of the page this visit started on, noted as the entry script starts, before any
 * client-side navigation: where the visitor first came from (client/forms/visit-first-touch.ts reads it). Kept in
 * memory only, never in browser storage, so it needs no consent and ends with the visit.
 */
export const FIRST_PAGE_LOAD: { address: string; referrer: string } | null =
  typeof window === 'undefined' ? null : { address: window.location.href, referrer: document.referrer }

// What the route table needs of the pages a registrant's e-mails link to, alone: everything else about them
// (./personal-link.ts) stays in the pages' own chunk.

/** The one route of both pages, the personal link `/w` and the unsubscribe page `/w/leiratkozas`. */
export const REGISTRANT_LINKS_ROUTE = '/w/:action?'

/** The unsubscribe link's query (`?r={registration}&t={token}`). */
export const UNSUBSCRIBE_PARAMS = {
  registration: 'r',
  token: 't',
  /**
   * After the page's button: `igen` (unsubscribed) or `vissza` (subscribed again), with the link kept so the page can
   * undo it; `hiba` (not a valid link) without it.
   */
  done: 'kesz',
  /** The button's field: `feliratkozas` subscribes again; absent (or the one-click POST), it unsubscribes. */
  action: 'muvelet',
} as const

/** The value of UNSUBSCRIBE_PARAMS.action that undoes an unsubscribe. */
export const RESUBSCRIBE_ACTION = 'feliratkozas'

// What the route table needs of the pages a registrant's e-mails link to, alone: everything else about them
// (./personal-link.ts) stays in the pages' own chunk.

/** The one route of both pages, the personal link `/w` and the unsubscribe page `/w/leiratkozas`. */
export const REGISTRANT_LINKS_ROUTE = '/w/:action?'

/** The unsubscribe link's query (`?r={registration}&t={token}`). */
export const UNSUBSCRIBE_PARAMS = {
  registration: 'r',
  token: 't',
  /** After the page's button: `igen` (unsubscribed) or `hiba` (not a valid link); the token is gone by then. */
  done: 'kesz',
} as const

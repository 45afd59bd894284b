// The registrant's own links beyond the personal one: confirming a change a form asked for, and asking for the
// personal link again. No zod: the pages import them.

import { PERSONAL_LINK_PATH } from './personal-link'

/** The page the "already registered" e-mail links to (`?t={token}`), and its POST that applies the change. */
export const CHANGE_CONFIRM_ACTION = 'modositas'
export const CHANGE_CONFIRM_PATH = `${PERSONAL_LINK_PATH}/${CHANGE_CONFIRM_ACTION}`

/** The query of the pages under /w that a plain form post answers with a 303: `?kesz={outcome}`. */
export const OUTCOME_PARAM = 'kesz'

export const CHANGE_CONFIRM_OUTCOMES = { applied: 'igen', invalid: 'hiba', expired: 'lejart' } as const
export type ChangeConfirmOutcome = keyof typeof CHANGE_CONFIRM_OUTCOMES

export const LINK_REQUEST_OUTCOMES = { sent: 'elkuldve', invalid: 'hibas', tooMany: 'sok' } as const
export type LinkRequestOutcome = keyof typeof LINK_REQUEST_OUTCOMES

/** The field of the "send my personal link again" form. */
export const LINK_REQUEST_EMAIL_FIELD = 'email'

/**
 * Per address, the e-mails forms and links may cause in any 24 hours: confirmations, "already registered" notices
 * and personal links sent again, together (docs/decisions.md). The first confirmation of a new registration always goes.
 */
export const ADDRESS_MAILS_PER_DAY = 3

/** Per client IP, "send my personal link again" requests (like the forms' allowance, a little looser). */
export const LINK_REQUEST_RATE_LIMIT = { maxRequests: 5, windowMs: 10 * 60_000 } as const

export const RegistrantNoticeMessages = {
  changeIntro:
    'Ezzel a gombbal érvényesíti, amit a regisztrációs űrlapon kért, és az e-mailben leírtunk: az új időpontot, illetve a hozzájárulást a további levelekhez.',
  changeButton: 'Kérem a módosítást',
  changeApplied: 'Kész: a regisztrációját módosítottuk. Az új visszaigazolást elküldtük e-mailben.',
  changeInvalid: 'Ez a módosító link nem érvényes, vagy már nem használható.',
  changeExpired:
    'Ez a módosítás már nem érvényesíthető: a kért időpont elmúlt. Regisztráljon újra a következő alkalomra.',
  linkRequestIntro:
    'Elveszett a webinárium személyes linkje? Adja meg az e-mail-címet, amellyel regisztrált, és újra elküldjük rá.',
  linkRequestButton: 'Küldje el a személyes linkemet',
  linkRequestSent:
    'Ha ezzel a címmel él regisztráció a webináriumra, néhány percen belül megérkezik rá a személyes link. Nézze meg a levélszemét mappát is.',
  linkRequestInvalid: 'Kérjük, adjon meg egy érvényes e-mail-címet.',
  linkRequestTooMany: 'Túl sok kérés érkezett erről a hálózatról. Kérjük, próbálja újra néhány perc múlva.',
  alreadyUnsubscribed: 'Ezzel a linkkel már leiratkozott: erről a regisztrációról nem küldünk levelet.',
  resubscribe: 'Mégis kérem a leveleket',
  resubscribed: 'Újra feliratkozott: a webinárium emlékeztetőit ismét elküldjük.',
} as const

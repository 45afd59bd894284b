// The webinar form's marketing consent (issue 23; Grt. 6. §: advertising by e-mail only with the recipient's prior,
// explicit consent). Zod-free, so the form shows the text and the server stores the version the visitor saw.

/** The consent's wording as the form shows it: what the registrant will get, from whom, and how to withdraw. */
export const MARKETING_CONSENT_TEXT =
  'Kérem, hogy a PatikaChat e-mailben elküldje nekem a webinárium felvételét, és emlékeztessen a webináriumon bemutatott ajánlatra. Hozzájárulásomat bármikor visszavonhatom az e-mailekben található leiratkozási linkkel.'

/** The wording's version, stored with each consent: a changed text gets a new date. */
export const MARKETING_CONSENT_VERSION = '2026-11-26'

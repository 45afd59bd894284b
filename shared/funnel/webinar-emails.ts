// The funnel's e-mails: which kinds there are, their built-in texts, and when each is due. No zod: the admin's
// e-mail editor imports the kinds and defaults, and the server plans with the same functions.

/** The e-mails a webinar registrant may get, in the order they go out. Stored in the outbox, so never renamed. */
export const WEBINAR_EMAIL_KINDS = [
  'confirmation',
  'reminder_24h',
  'reminder_1h',
  'reminder_15m',
  'starting',
  'replay',
  'offer_reminder',
] as const
export type WebinarEmailKind = (typeof WEBINAR_EMAIL_KINDS)[number]

/** Every e-mail whose subject and opening paragraph the admin edits: the registrant's ones and the team's lead alert. */
export const EMAIL_KINDS = [...WEBINAR_EMAIL_KINDS, 'lead_notification'] as const
export type EmailKind = (typeof EMAIL_KINDS)[number]

export interface EmailTexts {
  subject: string
  /** The first paragraph; the rest of the message (time, links, buttons) is laid out by the site. */
  opening: string
}

/** Placeholders the admin may write in a subject or opening; each e-mail fills them for its registrant. */
export const EMAIL_PLACEHOLDERS = {
  name: '{nev}',
  start: '{kezdes}',
} as const

const KNOWN_PLACEHOLDERS: ReadonlySet<string> = new Set(Object.values(EMAIL_PLACEHOLDERS))

/** The `{…}` a text holds that is none of EMAIL_PLACEHOLDERS: each would reach the reader with its braces. */
export function unknownPlaceholders(text: string): string[] {
  const found = text.match(/\{[^{}\n]*\}/g) ?? []
  return [...new Set(found.filter((placeholder) => !KNOWN_PLACEHOLDERS.has(placeholder)))]
}

export const DEFAULT_EMAIL_TEXTS: Record<EmailKind, EmailTexts> = {
  confirmation: {
    subject: 'Helye biztosítva: PatikaChat webinárium, {kezdes}',
    opening:
      'Kedves {nev}! Köszönjük a regisztrációt. Az alábbi személyes linken bármelyik eszközéről csatlakozhat, a naptárába pedig egy kattintással felveheti az időpontot.',
  },
  reminder_24h: {
    subject: 'Holnap kezdünk: PatikaChat webinárium, {kezdes}',
    opening:
      'Kedves {nev}! Holnap ilyenkor már azt mutatjuk meg, hogyan válaszol egy AI asszisztens a betegek kérdéseire éjjel-nappal.',
  },
  reminder_1h: {
    subject: 'Egy óra múlva kezdünk',
    opening:
      'Kedves {nev}! Egy óra múlva kezdődik a webinárium. Készítsen ki egy jegyzetfüzetet, és csatlakozzon a személyes linkjén.',
  },
  reminder_15m: {
    subject: '15 perc múlva kezdünk',
    opening: 'Kedves {nev}! Negyedóra múlva indul a webinárium. Érdemes már most megnyitni a személyes linkjét.',
  },
  starting: {
    subject: 'Most kezdünk!',
    opening: 'Kedves {nev}! A webinárium most kezdődik. Kattintson a gombra, és már nézheti is.',
  },
  replay: {
    subject: 'Lemaradt? Itt a webinárium felvétele',
    opening:
      'Kedves {nev}! Úgy látjuk, nem jutott a webinárium végére. A felvételt még néhány napig megnézheti a személyes linkjén, amikor Önnek kényelmes.',
  },
  offer_reminder: {
    subject: 'Az ajánlata még néhány percig él',
    opening:
      'Kedves {nev}! Köszönjük, hogy végignézte a webináriumot. A résztvevőknek szóló ajánlat már csak rövid ideig érvényes.',
  },
  lead_notification: {
    subject: 'Új érdeklődő: {nev}',
    opening: 'Új jelentkezés érkezett a weboldalon. Az adatai alább, a bejegyzés az adminban is megnyitható.',
  },
}

/** What the admin's editor calls each kind. */
export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  confirmation: 'Visszaigazolás (azonnal)',
  reminder_24h: 'Emlékeztető 24 órával előtte',
  reminder_1h: 'Emlékeztető 1 órával előtte',
  reminder_15m: 'Emlékeztető 15 perccel előtte',
  starting: '„Most kezdünk” a kezdéskor',
  replay: 'Felvétel azoknak, akik nem nézték végig',
  offer_reminder: 'Ajánlat-emlékeztető azoknak, akik végignézték',
  lead_notification: 'Értesítés a csapatnak minden új érdeklődőről',
}

export const EMAIL_TEXT_LIMITS = { subject: 200, opening: 2000 } as const

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

/** How long before the start each reminder goes. */
export const REMINDER_LEADS_MS = {
  reminder_24h: 24 * HOUR_MS,
  reminder_1h: HOUR_MS,
  reminder_15m: 15 * MINUTE_MS,
} as const

/**
 * A just-in-time registrant gets "Most kezdünk" when the start is at least this far off (the usual ten minutes, or a
 * night start moved to the morning); one closer is still on the waiting page the confirmation sent them to.
 */
export const JUST_IN_TIME_STARTING_MIN_LEAD_MS = 10 * MINUTE_MS

/** The replay e-mail goes this long after the start, when anyone who stayed to the end has finished the video. */
export const REPLAY_EMAIL_DELAY_MS = 2 * HOUR_MS
/** The offer reminder goes this long after the offer was first seen, while its 15 minutes still run. */
export const OFFER_REMINDER_DELAY_MS = 5 * MINUTE_MS

/** The e-mails that need the registrant's marketing consent (Grt. 6 §): the follow-ups after the webinar. */
export const CONSENT_GATED_KINDS: ReadonlySet<WebinarEmailKind> = new Set(['replay', 'offer_reminder'])

export interface PlannedEmail {
  kind: WebinarEmailKind
  /** ISO instant. */
  dueAt: string
}

export interface AttendeeSchedule {
  /** ISO start of the registrant's session. */
  webinarTime: string
  /** The just-in-time session: the confirmation and "starting", no reminders before the start. */
  justInTime: boolean
  marketingConsent: boolean
}

/**
 * What a (re)registration at `now` plans: the confirmation at once; each reminder and "starting" only while its
 * moment is still ahead, and for a just-in-time session no reminder and "starting" only when its start is ten minutes
 * or more away; the replay e-mail after the start only with the
 * marketing consent. The offer reminder is planned later, when the offer is first seen (offerReminderDue).
 */
export function planWebinarEmails(attendee: AttendeeSchedule, now: number): PlannedEmail[] {
  const start = Date.parse(attendee.webinarTime)
  const at = (moment: number) => new Date(moment).toISOString()
  const planned: PlannedEmail[] = [{ kind: 'confirmation', dueAt: at(now) }]
  if (!attendee.justInTime) {
    for (const [kind, lead] of Object.entries(REMINDER_LEADS_MS) as Array<[WebinarEmailKind, number]>) {
      if (start - lead > now) planned.push({ kind, dueAt: at(start - lead) })
    }
  }
  if (attendee.justInTime ? start - now >= JUST_IN_TIME_STARTING_MIN_LEAD_MS : start > now) {
    planned.push({ kind: 'starting', dueAt: at(start) })
  }
  if (attendee.marketingConsent) planned.push({ kind: 'replay', dueAt: at(start + REPLAY_EMAIL_DELAY_MS) })
  return planned
}

/** When the offer reminder of someone who first saw the offer at `offerViewedAt` is due. */
export const offerReminderDue = (offerViewedAt: string) =>
  new Date(Date.parse(offerViewedAt) + OFFER_REMINDER_DELAY_MS).toISOString()

/**
 * The last moment a due e-mail still makes sense: a reminder that comes after the next one would have, or after the
 * start, says something false ("starts in 1 hour"), so a site that was down sends the later one instead.
 */
export function stillTimely(
  kind: WebinarEmailKind,
  context: { webinarTime: string; replayEndsAt: string; offerEndsAt?: string | null },
  now: number,
): boolean {
  const start = Date.parse(context.webinarTime)
  switch (kind) {
    case 'confirmation':
      return now < Date.parse(context.replayEndsAt)
    case 'reminder_24h':
      return now < start - REMINDER_LEADS_MS.reminder_1h
    case 'reminder_1h':
      return now < start - REMINDER_LEADS_MS.reminder_15m
    case 'reminder_15m':
      return now < start
    case 'starting':
      return now < start + 30 * MINUTE_MS
    case 'replay':
      return now < Date.parse(context.replayEndsAt)
    case 'offer_reminder':
      return context.offerEndsAt != null && now < Date.parse(context.offerEndsAt)
  }
}

const PLACEHOLDER_PATTERN = new RegExp(
  Object.values(EMAIL_PLACEHOLDERS)
    .map((placeholder) => placeholder.replace(/[{}]/g, '\\$&'))
    .join('|'),
  'g',
)

/**
 * Fills the placeholders in one pass over the admin's text, each value taken as plain text: a name is never read as a
 * replacement pattern (`$&`) nor searched again for a placeholder (`{kezdes}`). A name or time the text does not ask
 * for is simply not used.
 */
export function fillEmailText(text: string, values: { name: string; start: string }): string {
  return text.replace(PLACEHOLDER_PATTERN, (placeholder) =>
    placeholder === EMAIL_PLACEHOLDERS.name ? values.name : values.start,
  )
}

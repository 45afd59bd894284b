import { greetingName } from '../../shared/funnel/greeting-name'
import {
  formatBudapestDateTime,
  googleCalendarUrl,
  registrationIcsIdentity,
  webinarEvent,
  webinarIcs,
  webinarIcsHref,
} from '../../shared/funnel/webinar-calendar'
import { fillEmailText, type EmailTexts, type WebinarEmailKind } from '../../shared/funnel/webinar-emails'
import { PERSONAL_LINK_PATH, PERSONAL_OFFER_PATH, UNSUBSCRIBE_PATH } from '../../shared/funnel/personal-link'
import type { WebinarConfig } from '../../shared/schemas/funnel-configs'
import { renderEmail, type EmailContent } from './email-layout'
import type { OutgoingMail } from './mailer'

/** What a registrant's e-mail is written from. */
export interface WebinarEmailContext {
  kind: WebinarEmailKind
  texts: EmailTexts
  fullName: string
  email: string
  registrationId: number
  /** The registration's submission id: the reminders' .ics link names the registration by it. */
  submissionId: string | null
  /** The webinar the e-mail is about, as the admin's Webinar Content names it. */
  webinar: Pick<WebinarConfig, 'title' | 'presenter'>
  /** Where a reply goes: the team's CONTACT_EMAIL, not the sender's noreply. */
  replyTo: string
  webinarTime: string
  calendarSequence: number
  /** The registrant's personal link's token and the unsubscribe link's. */
  linkToken: string
  unsubscribeToken: string
  siteUrl: string
  /** When the replay closes (the replay e-mail says until when). */
  replayEndsAt: string
  /** When the offer runs out, for the offer reminder. */
  offerEndsAt?: string | null
  now: number
}

export const personalLinkUrl = (siteUrl: string, token: string) => `${siteUrl}${PERSONAL_LINK_PATH}#${token}`
/** The personal link that opens the offer, with the deadline the server knows, in any browser. */
export const personalOfferUrl = (siteUrl: string, token: string) => `${siteUrl}${PERSONAL_OFFER_PATH}#${token}`
export const unsubscribeUrl = (siteUrl: string, registrationId: number, token: string) =>
  `${siteUrl}${UNSUBSCRIBE_PATH}?r=${registrationId}&t=${token}`

const BUTTONS: Record<WebinarEmailKind, string> = {
  confirmation: 'Személyes linkem a webináriumhoz',
  reminder_24h: 'Személyes linkem a webináriumhoz',
  reminder_1h: 'Személyes linkem a webináriumhoz',
  reminder_15m: 'Csatlakozom',
  starting: 'Csatlakozom most',
  replay: 'Megnézem a felvételt',
  offer_reminder: 'Vissza az ajánlathoz',
}

/** The e-mails that help the registrant put the session in a calendar: the confirmation and the reminders. */
const WITH_CALENDAR_LINKS: ReadonlySet<WebinarEmailKind> = new Set([
  'confirmation',
  'reminder_24h',
  'reminder_1h',
  'reminder_15m',
])

/**
 * A registrant's e-mail: the admin's subject (its heading too) and opening, then the webinar (title, presenter,
 * start), the personal link and what the kind adds (the calendar links of the confirmation and the reminders, the
 * confirmation's calendar file). Every one carries the one-click unsubscribe of RFC 8058 in its headers and a visible
 * link, and answers to the team's CONTACT_EMAIL.
 */
export function webinarEmail(context: WebinarEmailContext): OutgoingMail {
  const { kind, siteUrl, webinar } = context
  const values = { name: greetingName(context.fullName), start: formatBudapestDateTime(context.webinarTime) }
  const link = personalLinkUrl(siteUrl, context.linkToken)
  const unsubscribe = unsubscribeUrl(siteUrl, context.registrationId, context.unsubscribeToken)
  const event = webinarEvent(context.webinarTime, siteUrl)
  const identity = registrationIcsIdentity(context.registrationId, context.calendarSequence)
  const presenter = [webinar.presenter.name, webinar.presenter.title].filter(Boolean).join(', ')
  const details: Array<[string, string]> = [
    ['Webinárium', webinar.title],
    ...(presenter ? [['Előadó', presenter] as [string, string]] : []),
    kind === 'offer_reminder' && context.offerEndsAt
      ? ['Az ajánlat érvényes', `${formatBudapestDateTime(context.offerEndsAt)}-ig`]
      : ['Kezdés', `${values.start} (budapesti idő)`],
  ]
  if (kind === 'replay') details.push(['A felvétel elérhető', `${formatBudapestDateTime(context.replayEndsAt)}-ig`])
  const subject = fillEmailText(context.texts.subject, values)
  const calendarLinks = WITH_CALENDAR_LINKS.has(kind)
    ? [
        { label: 'Felveszem a Google Naptárba', href: googleCalendarUrl(event) },
        {
          label: 'Naptárfájl (.ics) Outlookhoz, Apple Naptárhoz',
          href: `${siteUrl}${webinarIcsHref(context.webinarTime, context.submissionId ?? undefined)}`,
        },
      ]
    : undefined
  const content: EmailContent = {
    preheader:
      kind === 'confirmation' ? `Kezdés: ${values.start}. Személyes link és naptárbejegyzés a levélben.` : subject,
    heading: subject,
    paragraphs: [fillEmailText(context.texts.opening, values)],
    details,
    button: {
      label: BUTTONS[kind],
      href: kind === 'offer_reminder' ? personalOfferUrl(siteUrl, context.linkToken) : link,
    },
    links: calendarLinks,
    footer: [
      'Ezt a levelet azért kapja, mert regisztrált a PatikaChat webináriumára.',
      'A személyes link csak Önnek szól: ne továbbítsa.',
    ],
    unsubscribe: { label: 'Leiratkozás a webinárium leveleiről', href: unsubscribe },
  }
  const { html, text } = renderEmail(content)
  return {
    to: context.email,
    replyTo: context.replyTo,
    subject,
    html,
    text,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    attachments:
      kind === 'confirmation'
        ? [
            {
              filename: 'webinarium.ics',
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              content: webinarIcs(event, new Date(context.now), new URL(siteUrl).hostname, identity),
            },
          ]
        : undefined,
  }
}

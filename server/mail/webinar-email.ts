import { greetingName } from '../../shared/funnel/greeting-name'
import {
  formatBudapestDateTime,
  googleCalendarUrl,
  webinarEvent,
  webinarIcs,
} from '../../shared/funnel/webinar-calendar'
import { fillEmailText, type EmailTexts, type WebinarEmailKind } from '../../shared/funnel/webinar-emails'
import { PERSONAL_LINK_PATH, UNSUBSCRIBE_PATH } from '../../shared/funnel/personal-link'
import { renderEmail, type EmailContent } from './email-layout'
import type { OutgoingMail } from './mailer'

/** What a registrant's e-mail is written from. */
export interface WebinarEmailContext {
  kind: WebinarEmailKind
  texts: EmailTexts
  fullName: string
  email: string
  registrationId: number
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

/**
 * A registrant's e-mail: the admin's subject (its heading too) and opening, then the session, the personal link and what the kind
 * adds (the confirmation's calendar file and Google link). Every one carries the one-click unsubscribe of RFC 8058
 * in its headers and a visible link.
 */
export function webinarEmail(context: WebinarEmailContext): OutgoingMail {
  const { kind, siteUrl } = context
  const values = { name: greetingName(context.fullName), start: formatBudapestDateTime(context.webinarTime) }
  const link = personalLinkUrl(siteUrl, context.linkToken)
  const unsubscribe = unsubscribeUrl(siteUrl, context.registrationId, context.unsubscribeToken)
  const event = { ...webinarEvent(context.webinarTime, siteUrl), url: link }
  const details: Array<[string, string]> = [['Kezdés', `${values.start} (budapesti idő)`]]
  if (kind === 'replay') details.push(['A felvétel elérhető', `${formatBudapestDateTime(context.replayEndsAt)}-ig`])
  if (kind === 'offer_reminder' && context.offerEndsAt) {
    details.splice(0, 1, ['Az ajánlat érvényes', `${formatBudapestDateTime(context.offerEndsAt)}-ig`])
  }
  const subject = fillEmailText(context.texts.subject, values)
  const content: EmailContent = {
    preheader:
      kind === 'confirmation' ? `Kezdés: ${values.start}. Személyes link és naptárbejegyzés a levélben.` : subject,
    heading: subject,
    paragraphs: [fillEmailText(context.texts.opening, values)],
    details,
    button: { label: BUTTONS[kind], href: kind === 'offer_reminder' ? `${siteUrl}/offer` : link },
    links:
      kind === 'confirmation' ? [{ label: 'Felveszem a Google Naptárba', href: googleCalendarUrl(event) }] : undefined,
    footer: [
      'Ezt a levelet azért kapja, mert regisztrált a PatikaChat webináriumára.',
      'A személyes link csak Önnek szól: ne továbbítsa.',
    ],
    unsubscribe: { label: 'Leiratkozás a webinárium leveleiről', href: unsubscribe },
  }
  const { html, text } = renderEmail(content)
  return {
    to: context.email,
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
              content: webinarIcs(event, new Date(context.now), new URL(siteUrl).hostname, {
                uid: `webinar-registration-${context.registrationId}`,
                sequence: context.calendarSequence,
              }),
            },
          ]
        : undefined,
  }
}

import { ADMIN_QUESTION_PARAM } from '../../shared/admin-params'
import { greetingName } from '../../shared/funnel/greeting-name'
import { formatBudapestDateTime } from '../../shared/funnel/webinar-calendar'
import { formatTimelineTime } from '../../shared/webinar/room'
import { renderEmail } from './email-layout'
import { adminRegistrationUrl } from './lead-notification-email'
import type { OutgoingMail } from './mailer'

export const QUESTION_ASKED_SUBJECT_PREFIX = 'Új kérdés a webináriumról'
export const QUESTION_ANSWERED_SUBJECT = 'Válasz a kérdésére: PatikaChat webinárium'

/** The question as both e-mails name it. */
export interface QuestionForEmail {
  id: number
  text: string
  askedAt: string
  /** Seconds into the video. */
  position: number
  webinarTime: string | null
}

/** The admin's registration with its Questions section brought to this question. */
export const adminQuestionUrl = (siteUrl: string, registrationId: number, questionId: number) =>
  `${adminRegistrationUrl(siteUrl, registrationId)}&${ADMIN_QUESTION_PARAM}=${questionId}`

/**
 * The team's alert of a question from the room, to every address of LEAD_NOTIFY_EMAIL: who asked (the name and the
 * address, as the lead alert shows them), the session, where in the video, the question, and the admin's link.
 */
export function questionAskedEmail(
  question: QuestionForEmail,
  context: { to: string[]; registrationId: number; fullName: string; email: string; siteUrl: string },
): OutgoingMail {
  const position = formatTimelineTime(question.position)
  const { html, text } = renderEmail({
    preheader: `${context.fullName} kérdése a videó ${position} pontján`,
    heading: 'Új kérdés a webináriumról',
    paragraphs: [
      'Egy regisztrált néző kérdést küldött a webinárium közben. A választ az adminban írhatja meg: onnan e-mailben megy a kérdezőnek.',
    ],
    details: [
      ['Kérdés', question.text],
      ['Név', context.fullName],
      ['E-mail', context.email],
      ['Alkalom', question.webinarTime ? `${formatBudapestDateTime(question.webinarTime)} (budapesti idő)` : '—'],
      ['A videóban', position],
      ['Beérkezett', `${formatBudapestDateTime(question.askedAt)} (budapesti idő)`],
    ],
    button: {
      label: 'Megválaszolom az adminban',
      href: adminQuestionUrl(context.siteUrl, context.registrationId, question.id),
    },
    footer: ['Ezt az értesítést a PatikaChat weboldal küldte a LEAD_NOTIFY_EMAIL címre.'],
  })
  return { to: context.to, subject: `${QUESTION_ASKED_SUBJECT_PREFIX}: ${context.fullName}`, html, text }
}

/**
 * The team's answer to the registrant: a service message (no marketing consent asked, no unsubscribe), quoting their
 * question, with their personal link back to the webinar when they have one. Replies reach the team's CONTACT_EMAIL.
 */
export function questionAnsweredEmail(
  question: QuestionForEmail & { answer: string },
  context: { fullName: string; email: string; personalLink: string | null; replyTo: string },
): OutgoingMail {
  const { html, text } = renderEmail({
    preheader: 'A PatikaChat csapata válaszolt a webinárium közben feltett kérdésére.',
    heading: 'Válasz a kérdésére',
    paragraphs: [
      `Kedves ${greetingName(context.fullName)}! Köszönjük a kérdését, amelyet a webinárium közben küldött. A válaszunkat alább olvashatja.`,
    ],
    details: [
      ['Az Ön kérdése', question.text],
      ['Válaszunk', question.answer],
    ],
    button: context.personalLink ? { label: 'Vissza a webináriumhoz', href: context.personalLink } : undefined,
    footer: [
      'Ezt a levelet azért kapja, mert kérdést küldött a PatikaChat webináriumán.',
      ...(context.personalLink ? ['A személyes link csak Önnek szól: ne továbbítsa.'] : []),
    ],
  })
  return { to: context.email, replyTo: context.replyTo, subject: QUESTION_ANSWERED_SUBJECT, html, text }
}

import { ADMIN_PATH, ADMIN_REGISTRATION_PARAM, ADMIN_TAB_PARAM } from '../../shared/admin-params'
import { formatBudapestDateTime } from '../../shared/funnel/webinar-calendar'
import { fillEmailText, type EmailTexts } from '../../shared/funnel/webinar-emails'
import { POSITION_LABELS } from '../../shared/positions'
import { REGISTRATION_SOURCES } from '../../shared/schemas/forms'
import type { Registration } from '../../shared/schemas/registration'
import { renderEmail } from './email-layout'
import type { OutgoingMail } from './mailer'

/** Which form a lead came through, as the team calls it. */
const SOURCE_NAMES: Record<string, string> = {
  [REGISTRATION_SOURCES.webinar]: 'Webinárium regisztráció (/register)',
  [REGISTRATION_SOURCES.demo]: 'Demó hozzáférés (/demo)',
  [REGISTRATION_SOURCES.join]: 'Okos Patika csatlakozás (/okos-patika)',
  [REGISTRATION_SOURCES.training]: 'AI képzés érdeklődés (/ai-kepzesek)',
}

export const adminRegistrationUrl = (siteUrl: string, registrationId: number) =>
  `${siteUrl}${ADMIN_PATH}?${ADMIN_TAB_PARAM}=registrations&${ADMIN_REGISTRATION_PARAM}=${registrationId}`

/** The lead's fields as the team reads them: only what the form asked, nothing the server added for itself. */
function leadDetails(registration: Registration): Array<[string, string]> {
  const { metadata } = registration
  const rows: Array<[string, string | null | undefined]> = [
    ['Név', registration.fullName],
    ['E-mail', registration.email],
    ['Forrás', SOURCE_NAMES[registration.source] ?? registration.source],
    ['Beérkezett', `${formatBudapestDateTime(registration.registrationDate)} (budapesti idő)`],
    ['Gyógyszertár / rendelő', metadata.pharmacyName],
    ['Munkakör', metadata.position && POSITION_LABELS[metadata.position]],
    ['Cég', metadata.company],
    ['Üzenet', metadata.message],
    ['Webinárium kezdése', metadata.webinarTime && formatBudapestDateTime(metadata.webinarTime)],
    // The campaign the lead first came from, named as in the admin's CSV export.
    ['UTM forrás', metadata.firstTouch?.source],
    ['UTM médium', metadata.firstTouch?.medium],
    ['UTM kampány', metadata.firstTouch?.campaign],
  ]
  if (registration.source === REGISTRATION_SOURCES.webinar) {
    rows.push(['Marketing hozzájárulás', metadata.marketingConsent ? 'igen' : 'nem'])
  }
  return rows.flatMap(([label, value]) => (value ? [[label, value] as [string, string]] : []))
}

/** The team's alert of a new lead (spec: the form "notifies"), to every address of LEAD_NOTIFY_EMAIL. */
export function leadNotificationEmail(
  registration: Registration,
  context: { to: string[]; texts: EmailTexts; siteUrl: string },
): OutgoingMail {
  const values = { name: registration.fullName, start: '' }
  const { html, text } = renderEmail({
    preheader: `${registration.fullName}: ${SOURCE_NAMES[registration.source] ?? registration.source}`,
    heading: 'Új érdeklődő',
    paragraphs: [fillEmailText(context.texts.opening, values)],
    details: leadDetails(registration),
    button: { label: 'Megnyitás az adminban', href: adminRegistrationUrl(context.siteUrl, registration.id) },
    footer: ['Ezt az értesítést a PatikaChat weboldal küldte a LEAD_NOTIFY_EMAIL címre.'],
  })
  return {
    to: context.to,
    replyTo: registration.email,
    subject: fillEmailText(context.texts.subject, values),
    html,
    text,
  }
}

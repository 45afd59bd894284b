import { CHANGE_CONFIRM_PATH } from '../../shared/funnel/registrant-notices'
import { greetingName } from '../../shared/funnel/greeting-name'
import { formatBudapestDateTime } from '../../shared/funnel/webinar-calendar'
import { renderEmail } from './email-layout'
import type { OutgoingMail } from './mailer'
import { personalLinkUrl } from './webinar-email'

export const ALREADY_REGISTERED_SUBJECT = 'Ön már regisztrált a PatikaChat webináriumra'
export const PERSONAL_LINK_SUBJECT = 'Személyes linkje a PatikaChat webináriumhoz'

const PERSONAL_LINK_BUTTON = 'Személyes linkem a webináriumhoz'
const PERSONAL_LINK_FOOTER = 'A személyes link csak Önnek szól: ne továbbítsa.'

export interface NoticeRecipient {
  fullName: string
  email: string
  webinarTime: string
  /** The personal link's token. */
  linkToken: string
  unsubscribed: boolean
  siteUrl: string
  /** The team's CONTACT_EMAIL, so a reply reaches a person. */
  replyTo: string
}

/** What a form asked of the registration that its owner may apply, as the e-mail lists it. */
export interface OfferedChange {
  webinarTime: string | null
  marketingConsent: boolean
  /** The confirmation link's token. */
  token: string
}

/**
 * Instead of a second confirmation: the registration stands as it was; if the form asked for something else (another
 * session, the marketing consent), one button applies it. Sent to the stored address only, so only its owner can.
 */
export function alreadyRegisteredEmail(to: NoticeRecipient, change: OfferedChange | null): OutgoingMail {
  const name = greetingName(to.fullName)
  const current = formatBudapestDateTime(to.webinarTime)
  const link = personalLinkUrl(to.siteUrl, to.linkToken)
  const details: Array<[string, string]> = [['Az Ön időpontja', `${current} (budapesti idő)`]]
  const asked: string[] = []
  if (change?.webinarTime) {
    const requested = formatBudapestDateTime(change.webinarTime)
    details.push(['Kért új időpont', `${requested} (budapesti idő)`])
    asked.push(`áthelyezzük a ${requested} kezdetű alkalomra`)
  }
  if (change?.marketingConsent) asked.push('a webinárium után is küldjünk Önnek leveleket (felvétel, ajánlat)')
  const paragraphs = [
    `Kedves ${name}! Ezzel az e-mail-címmel most újra jelentkeztek a PatikaChat webináriumára. Ön már regisztrált, és a regisztrációja nem változott.`,
    ...(asked.length > 0
      ? [`Ha Ön jelentkezett, és azt szeretné, hogy ${asked.join(', és ')}, kattintson az alábbi gombra.`]
      : ['Nincs teendője: a személyes linkjén a megszokott módon csatlakozhat.']),
    ...(to.unsubscribed
      ? ['Korábban leiratkozott a webinárium leveleiről; ezt a leiratkozást ez a jelentkezés nem változtatta meg.']
      : []),
    'Ha nem Ön jelentkezett, nincs teendője: hagyja figyelmen kívül ezt a levelet.',
  ]
  const { html, text } = renderEmail({
    preheader: `Regisztrációja megvan: ${current}.`,
    heading: 'Ön már regisztrált',
    paragraphs,
    details,
    button:
      change && asked.length > 0
        ? { label: 'Kérem a módosítást', href: `${to.siteUrl}${CHANGE_CONFIRM_PATH}?t=${change.token}` }
        : { label: PERSONAL_LINK_BUTTON, href: link },
    links: change && asked.length > 0 ? [{ label: PERSONAL_LINK_BUTTON, href: link }] : undefined,
    footer: [
      'Ezt a levelet azért kapja, mert a PatikaChat webinárium regisztrációs űrlapján ezt a címet adták meg.',
      PERSONAL_LINK_FOOTER,
    ],
  })
  return { to: to.email, replyTo: to.replyTo, subject: ALREADY_REGISTERED_SUBJECT, html, text }
}

/** The personal link again, asked for on /w: to the stored address only. */
export function personalLinkAgainEmail(to: NoticeRecipient): OutgoingMail {
  const { html, text } = renderEmail({
    preheader: 'A webinárium személyes linkje, ahogy kérte.',
    heading: 'Személyes linkje',
    paragraphs: [
      `Kedves ${greetingName(to.fullName)}! Kérésére újra elküldjük a személyes linkjét: ezen bármelyik eszközéről csatlakozhat a webináriumhoz.`,
      'Ha nem Ön kérte, nincs teendője: hagyja figyelmen kívül ezt a levelet.',
    ],
    details: [['Kezdés', `${formatBudapestDateTime(to.webinarTime)} (budapesti idő)`]],
    button: { label: PERSONAL_LINK_BUTTON, href: personalLinkUrl(to.siteUrl, to.linkToken) },
    footer: [
      'Ezt a levelet azért kapja, mert a weboldalon ehhez a címhez kérték a webinárium személyes linkjét.',
      PERSONAL_LINK_FOOTER,
    ],
  })
  return { to: to.email, replyTo: to.replyTo, subject: PERSONAL_LINK_SUBJECT, html, text }
}

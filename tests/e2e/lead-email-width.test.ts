import { expect, test } from 'vitest'
import { leadNotificationEmail } from '../../server/mail/lead-notification-email'
import { webinarEmail } from '../../server/mail/webinar-email'
import { DEFAULT_WEBINAR_CONFIG } from '../../shared/funnel/config-defaults'
import { DEFAULT_EMAIL_TEXTS } from '../../shared/funnel/webinar-emails'
import { setUpBrowser } from './support/browser'

// The site's e-mails as a phone's mail app shows them: their HTML in Chromium at 390 px, measured for sideways scroll.

const kit = setUpBrowser()
const SITE = 'https://patikachat.hu'
const PHONE = { width: 390, height: 844 }

/** How wide the rendered e-mail is: the document's scroll width, which exceeds the viewport when anything sticks out. */
async function renderedWidth(html: string): Promise<number> {
  const page = await kit.newPage({ viewport: PHONE })
  await page.setContent(html)
  return page.evaluate(() => document.documentElement.scrollWidth)
}

test("the team's lead e-mail, with every field and the campaign, fits a 390 px screen", async () => {
  const mail = leadNotificationEmail(
    {
      id: 123456,
      submissionId: null,
      fullName: 'Dr. Nagyné Kovács-Szentgyörgyi Erzsébet Anna',
      email: 'nagyne.kovacs-szentgyorgyi.erzsebet@gyogyszertar-peldaul.hu',
      registrationDate: '2026-11-28T10:00:00.000Z',
      source: 'webinar',
      status: 'new',
      notes: null,
      metadata: {
        webinarTime: '2026-12-01T17:00:00.000Z',
        marketingConsent: { version: '2026-11-26', givenAt: '2026-11-28T10:00:00.000Z' },
        firstTouch: { source: 'facebook', medium: 'paid-social', campaign: 'patika-tel-2026-november-retargeting' },
      },
      updatedAt: null,
    },
    { to: ['team@patikachat.hu'], texts: DEFAULT_EMAIL_TEXTS.lead_notification, siteUrl: SITE },
  )
  expect(mail.text).toContain('UTM kampány: patika-tel-2026-november-retargeting')
  expect(await renderedWidth(mail.html)).toBeLessThanOrEqual(PHONE.width)
})

test("a registrant's confirmation fits a 390 px screen", async () => {
  const mail = webinarEmail({
    kind: 'confirmation',
    texts: DEFAULT_EMAIL_TEXTS.confirmation,
    fullName: 'Dr. Nagyné Kovács-Szentgyörgyi Erzsébet Anna',
    email: 'nagyne.kovacs@gyogyszertar-peldaul.hu',
    registrationId: 123456,
    submissionId: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
    webinar: DEFAULT_WEBINAR_CONFIG,
    replyTo: 'info@patikachat.hu',
    webinarTime: '2026-12-01T17:00:00.000Z',
    calendarSequence: 0,
    linkToken: 'a'.repeat(43),
    unsubscribeToken: 'b'.repeat(43),
    siteUrl: SITE,
    replayEndsAt: '2026-12-04T17:00:00.000Z',
    now: Date.parse('2026-11-28T10:00:00.000Z'),
  })
  expect(await renderedWidth(mail.html)).toBeLessThanOrEqual(PHONE.width)
})

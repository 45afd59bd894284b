import { z } from 'zod'
import {
  EMAIL_KINDS,
  EMAIL_PLACEHOLDERS,
  EMAIL_TEXT_LIMITS,
  unknownPlaceholders,
  type WebinarEmailKind,
} from '../funnel/webinar-emails'
import { FunnelConfigMessages } from './funnel-configs'
import { multiLineText, singleLineText } from './text'

export const EmailKindSchema = z.enum(EMAIL_KINDS)

function refuseUnknownPlaceholders(text: string, context: z.RefinementCtx): void {
  const unknown = unknownPlaceholders(text)
  if (unknown.length > 0) context.addIssue({ code: 'custom', message: AdminEmailMessages.unknownPlaceholders(unknown) })
}

/** One e-mail kind's editable texts, as the admin's editor saves them (or sends as a test). */
export const EmailTextsInputSchema = z.object({
  kind: EmailKindSchema,
  subject: singleLineText({ error: FunnelConfigMessages.required })
    .min(1, FunnelConfigMessages.required)
    .max(EMAIL_TEXT_LIMITS.subject, FunnelConfigMessages.tooLong(EMAIL_TEXT_LIMITS.subject))
    .superRefine(refuseUnknownPlaceholders),
  opening: multiLineText({ error: FunnelConfigMessages.required })
    .min(1, FunnelConfigMessages.required)
    .max(EMAIL_TEXT_LIMITS.opening, FunnelConfigMessages.tooLong(EMAIL_TEXT_LIMITS.opening))
    .superRefine(refuseUnknownPlaceholders),
})
export type EmailTextsInput = z.infer<typeof EmailTextsInputSchema>

export const RegistrationEmailsInputSchema = z.object({ id: z.number().int().positive() })

/** The admin's messages of the e-mail editor and a registration's e-mails. */
export const AdminEmailMessages = {
  saved: 'E-mail texts saved successfully',
  saveFailed: 'Failed to save e-mail texts',
  unknownPlaceholders: (unknown: string[]) =>
    `Unknown placeholder${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}: only ${EMAIL_PLACEHOLDERS.name} (the registrant's name) and ${EMAIL_PLACEHOLDERS.start} (their session's start) are filled in`,
  testQueued: (to: string) => `Test e-mail sent to ${to}`,
  testFailed: 'Failed to send the test e-mail',
  resendQueued: 'Confirmation e-mail queued',
  resendFailed: 'Failed to queue the confirmation e-mail',
  notWebinar: 'Only webinar registrations get a confirmation e-mail',
  unsubscribed: 'This registrant has unsubscribed: the confirmation will not be sent.',
  noMailServer:
    'No mail server is configured (SMTP_URL): e-mails are written as .eml files under data/mail/ on the server instead of being sent.',
} as const

/** One outbox row of a registration, as the admin lists it. */
export interface RegistrationEmail {
  id: number
  /** The outbox kind: `webinar-email`, `lead-notification`. */
  kind: string
  /** Which of the registrant's e-mails a `webinar-email` row is; null for other kinds. */
  emailKind: WebinarEmailKind | null
  dueAt: string
  state: string
  attempts: number
  lastError: string | null
  finishedAt: string | null
}

/** How the outbox is doing, for the Registrations tab. */
export interface OutboxStatus {
  waiting: number
  failedLastDay: number
  nextDueAt: string | null
  transport: { kind: 'smtp'; host: string } | { kind: 'files'; directory: string }
}

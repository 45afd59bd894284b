import { z } from 'zod'
import { DEFAULT_POSITION, POSITIONS } from '../positions'
import { FORM_NAMES, type FormName } from '../form-pages'
import { FormMessages } from '../form-messages'
import {
  COMPANY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FORM_TOKEN_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  PHARMACY_NAME_MAX_LENGTH,
  TRAP_MAX_LENGTH,
  WEBINAR_SESSION_MAX_LENGTH,
} from '../form-limits'
import { EMAIL_PATTERN } from '../text-rules'
import { FirstTouchInputSchema } from './first-touch'
import { multiLineText, personName, singleLineText } from './text'

// The positions and their labels live in shared/positions.ts (no zod, for the demo page); one definition.
export { FORM_TOKEN_TTL_MS } from '../form-token-lifetime'
export { DEFAULT_POSITION, POSITION_LABELS, POSITIONS, type Position } from '../positions'

export { FORM_NAMES, FormMessages, type FormName }
export const FormNameSchema = z.enum(FORM_NAMES)

// The field lengths and bot rules live in shared/form-limits.ts (no zod, for the browser's form code).
export * from '../form-limits'

export const REGISTRATION_SOURCES = {
  webinar: 'webinar',
  demo: 'demo',
  join: 'contact',
  training: 'ai-training-contact',
} as const satisfies Record<FormName, string>

/** The `form-name` the form-capture webhook receives. */
export const WEBHOOK_FORM_NAMES = {
  webinar: 'webinar-registration',
  demo: 'demo-access',
} as const

/** The rejection reasons of the bot guard, exactly as the server logs them. */
export const FORM_REJECTION_REASONS = [
  'Honeypot field filled',
  'Submission too fast',
  'Rate limit exceeded',
  'Submission id conflict',
] as const
export type FormRejectionReason = (typeof FORM_REJECTION_REASONS)[number]

const requiredText = (max: number) =>
  singleLineText({ error: FormMessages.required }).min(1, FormMessages.required).max(max, FormMessages.tooLong(max))

const fullNameField = personName(FULL_NAME_MAX_LENGTH, {
  required: FormMessages.required,
  tooLong: FormMessages.tooLong(FULL_NAME_MAX_LENGTH),
})

const optionalText = (text: typeof singleLineText, max: number) =>
  text()
    .max(max, FormMessages.tooLong(max))
    .nullish()
    .transform((value) => value || null)

const emailField = requiredText(EMAIL_MAX_LENGTH).pipe(
  z.email({ pattern: EMAIL_PATTERN, error: FormMessages.invalidEmail }),
)
/** An e-mail address as every form takes it (also the /w form that sends the personal link again). */
export const EmailFieldSchema = emailField

export const PositionSchema = z.enum(POSITIONS)

export const WebinarFieldsSchema = z.object({
  fullName: fullNameField,
  email: emailField,
  /** The chosen session (shared/funnel/webinar-sessions.ts); empty: the default session, the first offered. */
  session: z.string().max(WEBINAR_SESSION_MAX_LENGTH, FormMessages.sessionUnavailable).default(''),
  /** The optional, unticked-by-default consent to the follow-up e-mails (shared/marketing-consent.ts). */
  marketingConsent: z.boolean().default(false),
})

export const DemoFieldsSchema = z.object({
  fullName: fullNameField,
  email: emailField,
  pharmacyName: requiredText(PHARMACY_NAME_MAX_LENGTH),
  position: PositionSchema.default(DEFAULT_POSITION),
  privacyAccepted: z
    .boolean({ error: FormMessages.privacyRequired })
    .refine((accepted) => accepted, FormMessages.privacyRequired),
})

export const JoinFieldsSchema = z.object({
  fullName: fullNameField,
  pharmacyName: requiredText(PHARMACY_NAME_MAX_LENGTH),
  email: emailField,
})

export const TrainingFieldsSchema = z.object({
  fullName: fullNameField,
  email: emailField,
  company: optionalText(singleLineText, COMPANY_MAX_LENGTH),
  message: optionalText(multiLineText, MESSAGE_MAX_LENGTH),
})

/** What the visitor fills in, per form: validated in the browser before sending and again on the server. */
export const FORM_FIELDS_SCHEMAS = {
  webinar: WebinarFieldsSchema,
  demo: DemoFieldsSchema,
  join: JoinFieldsSchema,
  training: TrainingFieldsSchema,
} as const satisfies Record<FormName, z.ZodObject>

export type FormFieldValues = { [F in FormName]: z.input<(typeof FORM_FIELDS_SCHEMAS)[F]> }
export type FormFields = { [F in FormName]: z.output<(typeof FORM_FIELDS_SCHEMAS)[F]> }

/** The client-made id of a submission (idempotency key), kept in lower case so every database compares it alike. */
export const SubmissionIdSchema = z.uuid().toLowerCase()

/**
 * Sent with every submission: the client-made id (idempotency), the signed token issued at render, and where the
 * visitor first came from in this visit (shared/first-touch-reading.ts), when the page knew.
 */
const guardFields = {
  submissionId: SubmissionIdSchema,
  formToken: z.string().max(FORM_TOKEN_MAX_LENGTH).default(''),
  firstTouch: FirstTouchInputSchema.optional(),
}
const trapField = z.string().max(TRAP_MAX_LENGTH).default('')

export const WebinarInputSchema = WebinarFieldsSchema.extend({ ...guardFields, company: trapField })
export const DemoInputSchema = DemoFieldsSchema.extend({ ...guardFields, referralCode: trapField })
export const JoinInputSchema = JoinFieldsSchema.extend({ ...guardFields, referralCode: trapField })
export const TrainingInputSchema = TrainingFieldsSchema.extend({ ...guardFields, referralCode: trapField })

/** Each form's procedure input: the fields, the guard's fields and the trap. */
export const FORM_INPUT_SCHEMAS = {
  webinar: WebinarInputSchema,
  demo: DemoInputSchema,
  join: JoinInputSchema,
  training: TrainingInputSchema,
} as const satisfies Record<FormName, z.ZodObject>
export type ParsedFormInputs = { [F in FormName]: z.output<(typeof FORM_INPUT_SCHEMAS)[F]> }

export type WebinarInput = z.input<typeof WebinarInputSchema>
export type DemoInput = z.input<typeof DemoInputSchema>
export type JoinInput = z.input<typeof JoinInputSchema>
export type TrainingInput = z.input<typeof TrainingInputSchema>
export type FormInputs = { webinar: WebinarInput; demo: DemoInput; join: JoinInput; training: TrainingInput }

/**
 * What a form procedure answers, for the first save and for an identical resend alike: nothing of the stored row
 * beyond what the submitter sent, except the server's time of saving and the webinar's start (the waiting page
 * counts down to it).
 */
export interface FormReceipt {
  submissionId: string
  registrationDate: string
  /** The webinar form only: when this registrant's webinar starts, as the server computed and stored it. */
  webinarTime?: string
}

export const FormTokenRequestSchema = z.object({ form: FormNameSchema })
export interface IssuedFormToken {
  token: string
  minDelayMs: number
  ttlMs: number
}

/** One queued submission of form F: the form's own fields schema, so the queue reads back exactly what it took. */
function queuedSubmissionSchema<F extends FormName>(form: F) {
  return z.object({
    form: z.literal(form),
    submissionId: SubmissionIdSchema,
    queuedAt: z.iso.datetime(),
    fields: FORM_FIELDS_SCHEMAS[form],
  })
}
type QueuedSubmissionSchemaOf<F> = F extends FormName ? ReturnType<typeof queuedSubmissionSchema<F>> : never
type QueuedSubmissionSchemas<Names extends readonly FormName[]> = {
  [I in keyof Names]: QueuedSubmissionSchemaOf<Names[I]>
}

/**
 * A submission the server could not be reached for, kept in browser storage (`formSubmissions`) until sent; one
 * member per entry of `FORM_NAMES`, built from `FORM_FIELDS_SCHEMAS`, so a new form is queued and read alike.
 */
export const QueuedFormSubmissionSchema = z.discriminatedUnion(
  'form',
  // `map` keeps the tuple's length and order, which TypeScript cannot see through it.
  FORM_NAMES.map(queuedSubmissionSchema) as unknown as QueuedSubmissionSchemas<typeof FORM_NAMES>,
)
export type QueuedFormSubmission = z.infer<typeof QueuedFormSubmissionSchema>

/** Spec section 3, "Demo access record": kept in the browser under `pharmacyDemoAccess`. */
export const PharmacyDemoAccessSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  pharmacyName: z.string(),
  position: PositionSchema,
  accessDate: z.iso.datetime(),
})
export type PharmacyDemoAccess = z.infer<typeof PharmacyDemoAccessSchema>

/** Spec section 3: kept under `webinarRegistration`; the webinar time comes from the server, host from the register config. */
export const WebinarRegistrationRecordSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  registrationDate: z.iso.datetime(),
  webinarTime: z.iso.datetime().nullable().optional(),
  hostName: z.string().nullable().optional(),
  hostTitle: z.string().nullable().optional(),
  /** The registration's submission id: the reference the funnel's progress events name it by. */
  submissionId: SubmissionIdSchema.optional(),
})
export type WebinarRegistrationRecord = z.infer<typeof WebinarRegistrationRecordSchema>

import { expect, test } from 'vitest'
import { z } from 'zod'
import { LoginInputSchema } from '../../shared/schemas/admin'
import {
  DemoFieldsSchema,
  FORM_FIELDS_SCHEMAS,
  FORM_NAMES,
  FORM_RULES,
  FormMessages,
  JoinFieldsSchema,
  QueuedFormSubmissionSchema,
  TrainingFieldsSchema,
  WebinarInputSchema,
} from '../../shared/schemas/forms'
import { TextMessages } from '../../shared/schemas/text'

test('fields are trimmed and the demo position defaults to pharmacist', () => {
  expect(
    DemoFieldsSchema.parse({
      fullName: ' Kiss Réka ',
      email: ' reka@pelda.hu ',
      pharmacyName: 'Patika',
      privacyAccepted: true,
    }),
  ).toEqual({
    fullName: 'Kiss Réka',
    email: 'reka@pelda.hu',
    pharmacyName: 'Patika',
    position: 'pharmacist',
    privacyAccepted: true,
  })
})

test('missing fields, a refused privacy notice and a bad e-mail give the spec messages', () => {
  const result = DemoFieldsSchema.safeParse({
    fullName: '',
    email: 'nem-email',
    pharmacyName: ' ',
    privacyAccepted: false,
  })
  expect(result.success).toBe(false)
  expect(z.flattenError(result.error!).fieldErrors).toEqual({
    fullName: [FormMessages.required],
    email: [FormMessages.invalidEmail],
    pharmacyName: [FormMessages.required],
    privacyAccepted: [FormMessages.privacyRequired],
  })
})

test('optional training fields become null when blank, and their parsed form parses again', () => {
  const parsed = TrainingFieldsSchema.parse({ fullName: 'Tóth Gábor', email: 'g@ceg.hu', company: '  ', message: '' })
  expect(parsed).toMatchObject({ company: null, message: null })
  expect(TrainingFieldsSchema.parse(parsed)).toEqual(parsed)
})

test('the webinar trap is the company field and the guard fields default to empty', () => {
  expect(FORM_RULES.webinar.trapField).toBe('company')
  const parsed = WebinarInputSchema.parse({
    fullName: 'Kovács Anna',
    email: 'anna@pelda.hu',
    submissionId: '0b8e9f0e-52f6-4f0e-9d7c-6f3c2a8f1e11',
  })
  expect(parsed).toMatchObject({ company: '', formToken: '' })
})

test('a queued submission round-trips through its storage schema', () => {
  const queued = {
    form: 'training' as const,
    submissionId: '0b8e9f0e-52f6-4f0e-9d7c-6f3c2a8f1e11',
    queuedAt: '2025-03-01T10:00:00.000Z',
    fields: { fullName: 'Tóth Gábor', email: 'g@ceg.hu', company: '', message: 'Helló' },
  }
  const parsed = QueuedFormSubmissionSchema.parse(JSON.parse(JSON.stringify(queued)))
  expect(QueuedFormSubmissionSchema.parse(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed)
})

const validFields = {
  webinar: { fullName: 'Kovács Anna', email: 'anna@pelda.hu' },
  demo: { fullName: 'Kiss Réka', email: 'reka@pelda.hu', pharmacyName: 'Patika', privacyAccepted: true },
  join: { fullName: 'Szabó Éva', pharmacyName: 'Szent Anna', email: 'eva@rendelo.hu' },
  training: { fullName: 'Tóth Gábor', email: 'g@ceg.hu', company: 'Gyógyír Kft.', message: 'Helló' },
} as const

const singleLineFields = [
  ['webinar', 'fullName'],
  ['webinar', 'email'],
  ['demo', 'fullName'],
  ['demo', 'email'],
  ['demo', 'pharmacyName'],
  ['join', 'fullName'],
  ['join', 'pharmacyName'],
  ['join', 'email'],
  ['training', 'fullName'],
  ['training', 'email'],
  ['training', 'company'],
] as const

test.each(singleLineFields)('the %s form refuses a NUL, a line break or a bidi override in %s', (form, field) => {
  for (const bad of ['Kiss\u0000Anna', 'Kiss\nAnna', 'Kiss\u202Eanna']) {
    const result = FORM_FIELDS_SCHEMAS[form].safeParse({ ...validFields[form], [field]: bad })
    expect(result.success).toBe(false)
    expect(z.flattenError(result.error as z.ZodError<Record<string, unknown>>).fieldErrors).toMatchObject({
      [field]: expect.arrayContaining([TextMessages.invalidCharacters]) as unknown,
    })
  }
})

test('names are normalised to NFC, and the required and too-long messages stay', () => {
  const parsed = JoinFieldsSchema.parse({ ...validFields.join, fullName: ' Szo\u030Bke Ildiko\u0301 ' })
  expect(parsed.fullName).toBe('Szőke Ildikó')
  const result = JoinFieldsSchema.safeParse({ fullName: '  ', pharmacyName: 'P'.repeat(161) })
  expect(z.flattenError(result.error!).fieldErrors).toEqual({
    fullName: [FormMessages.required],
    pharmacyName: [FormMessages.tooLong(160)],
    email: [FormMessages.required],
  })
})

test('the training message keeps its line breaks but refuses control and bidi characters', () => {
  const parsed = TrainingFieldsSchema.parse({ ...validFields.training, message: 'Első sor\r\nMásodik sor' })
  expect(parsed.message).toBe('Első sor\nMásodik sor')
  for (const bad of ['sor\u0000', 'sor\tbeljebb', 'sor\u2066']) {
    const result = TrainingFieldsSchema.safeParse({ ...validFields.training, message: bad })
    expect(z.flattenError(result.error!).fieldErrors).toEqual({ message: [TextMessages.invalidCharacters] })
  }
})

test('the admin login e-mail refuses control and bidi characters', () => {
  const result = LoginInputSchema.safeParse({ email: 'admin@pelda.hu\u202E', password: 'x' })
  expect(result.success).toBe(false)
  expect(z.flattenError(result.error!).fieldErrors.email).toContain(TextMessages.invalidCharacters)
  expect(LoginInputSchema.parse({ email: ' admin@pelda.hu ', password: 'x' }).email).toBe('admin@pelda.hu')
})

test('a submission id is kept in lower case, so a resend in other case is the same submission', () => {
  const parsed = WebinarInputSchema.parse({
    ...validFields.webinar,
    submissionId: '0B8E9F0E-52F6-4F0E-9D7C-6F3C2A8F1E11',
  })
  expect(parsed.submissionId).toBe('0b8e9f0e-52f6-4f0e-9d7c-6f3c2a8f1e11')
})

test('the queue takes an entry of every form, with the fields that form parsed, and refuses a mismatched pair', () => {
  for (const form of FORM_NAMES) {
    const fields = FORM_FIELDS_SCHEMAS[form].parse(validFields[form])
    const entry = {
      form,
      submissionId: '0b8e9f0e-52f6-4f0e-9d7c-6f3c2a8f1e11',
      queuedAt: '2025-03-01T10:00:00.000Z',
      fields,
    }
    expect(QueuedFormSubmissionSchema.parse(JSON.parse(JSON.stringify(entry)))).toEqual(entry)
  }
  const mismatched = {
    form: 'demo',
    submissionId: '0b8e9f0e-52f6-4f0e-9d7c-6f3c2a8f1e11',
    queuedAt: '2025-03-01T10:00:00.000Z',
    fields: validFields.webinar,
  }
  expect(QueuedFormSubmissionSchema.safeParse(mismatched).success).toBe(false)
})

test('every form refuses a name that carries a message: separators, format characters, a web address', () => {
  const nameErrors = (fullName: string) =>
    FORM_NAMES.map((form) => {
      const parsed = FORM_FIELDS_SCHEMAS[form].shape.fullName.safeParse(fullName)
      return parsed.success ? null : parsed.error.issues[0]!.message
    })
  const everyForm = (message: string) => FORM_NAMES.map(() => message)
  expect(nameErrors('Bob\u2028\u2028Fontos: http://evil.example/login')).toEqual(
    everyForm(TextMessages.invalidCharacters),
  )
  expect(nameErrors('Kiss\u200DRéka')).toEqual(everyForm(TextMessages.invalidCharacters))
  expect(nameErrors('Bob Fontos: evil.example/login')).toEqual(everyForm(TextMessages.webAddressInName))
  expect(nameErrors('Dr.Kovács Anna')).toEqual(FORM_NAMES.map(() => null))
})

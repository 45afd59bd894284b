import { expect, test } from 'vitest'
import { z } from 'zod'
import {
  DemoFieldsSchema,
  FORM_RULES,
  FormMessages,
  QueuedFormSubmissionSchema,
  TrainingFieldsSchema,
  WebinarInputSchema,
} from '../../shared/schemas/forms'

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

import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { checkFormFields } from '../../shared/form-field-check'
import { FORM_FIELDS_SCHEMAS, FormMessages, type FormFieldValues, type FormName } from '../../shared/schemas/forms'
import { TextMessages } from '../../shared/schemas/text'

/** What the server's schema answers: the parsed fields, or each field's first message (as the forms show them). */
function serverAnswer<F extends FormName>(form: F, values: FormFieldValues[F]) {
  const parsed = FORM_FIELDS_SCHEMAS[form].safeParse(values)
  if (parsed.success) return { ok: true, fields: parsed.data }
  const { fieldErrors } = z.flattenError(parsed.error as z.ZodError<Record<string, unknown>>)
  return {
    ok: false,
    fieldErrors: Object.fromEntries(
      Object.entries(fieldErrors as Record<string, string[]>).map(([name, problems]) => [name, problems[0]]),
    ),
  }
}

// Text values that reach each rule's edges: empty, blank, padded, decomposed accents, control and direction
// characters, a lone surrogate, line breaks, addresses good and bad, and values at and past each length limit.
const TEXTS = [
  '',
  '   ',
  ' Kiss Réka ',
  'Kiss Re\u0301ka',
  'Kiss\u0007Réka',
  'Kiss\u202EReka',
  'Kiss \uD800 Réka',
  'első sor\r\nmásodik sor',
  'első sor\rmásodik\tsor',
  'reka@pelda.hu',
  ' reka@pelda.hu ',
  'nem-email',
  'reka@pelda',
  '.reka@pelda.hu',
  'réka@pelda.hu',
  "o'brien+hirek@mail.pelda.hu",
  'a'.repeat(120),
  'a'.repeat(121),
  'a'.repeat(160),
  'a'.repeat(161),
  `${'a'.repeat(243)}@pelda.hu`,
  `${'a'.repeat(246)}@pelda.hu`,
  'a'.repeat(2000),
  ` ${'a'.repeat(2000)} `,
  'a'.repeat(2001),
  'Bob\u2028\u2028Fontos: http://evil.example/login',
  'Kiss\u2029Réka',
  'Kiss\u200BRéka',
  'Kiss\u200EReka',
  'Kiss\u{E0041}Réka',
  ' \uFEFFKiss Réka',
  'Kiss Réka www.pelda.hu',
  'Kiss Réka evil.example',
  'Kiss Réka bit.ly/x',
  'Dr.Kovács Anna',
  'Mr.Smith',
  `${'a'.repeat(110)} evil.example`,
]

const cases: { [F in FormName]: FormFieldValues[F][] } = {
  webinar: TEXTS.flatMap((text) => [
    { fullName: text, email: 'reka@pelda.hu' },
    { fullName: 'Kiss Réka', email: text, session: text.slice(0, 50), marketingConsent: true },
  ]),
  demo: TEXTS.flatMap((text) => [
    { fullName: text, email: text, pharmacyName: 'Patika', privacyAccepted: true },
    { fullName: 'Kiss Réka', email: 'reka@pelda.hu', pharmacyName: text, position: 'owner', privacyAccepted: false },
  ]),
  join: TEXTS.map((text) => ({ fullName: 'Kiss Réka', pharmacyName: text, email: text })),
  training: TEXTS.flatMap((text) => [
    { fullName: text, email: 'reka@pelda.hu', company: text, message: text },
    { fullName: 'Kiss Réka', email: 'reka@pelda.hu', company: null, message: undefined },
    { fullName: 'Kiss Réka', email: 'reka@pelda.hu', company: '', message: text },
  ]),
}

describe.each(Object.keys(cases) as FormName[])('the browser checks the %s form as the server does', (form) => {
  test.each(cases[form].map((values) => [JSON.stringify(values).slice(0, 90), values] as const))(
    '%s',
    (_label, values) => {
      expect(checkFormFields(form, values)).toEqual(serverAnswer(form, values))
    },
  )
})

test('a name refuses separators, format characters and web addresses; a title before it is no address', () => {
  const nameOf = (fullName: string) => checkFormFields('webinar', { fullName, email: 'reka@pelda.hu' })
  const refusedWith = (message: string) => ({ ok: false, fieldErrors: { fullName: message } })
  expect(nameOf('Bob\u2028\u2028Fontos: http://evil.example/login')).toEqual(
    refusedWith(TextMessages.invalidCharacters),
  )
  for (const name of ['Kiss\u2029Réka', 'Kiss\u200BRéka', 'Kiss\u200EReka', 'Kiss\u{E0041}Réka', 'Kiss\u00ADRéka']) {
    expect(nameOf(name)).toEqual(refusedWith(TextMessages.invalidCharacters))
  }
  for (const name of [
    'Bob http://evil.example',
    'Bob www.pelda.hu',
    'Bob evil.example',
    'Bob bit.ly/x',
    'Bob HTTPS://X',
  ]) {
    expect(nameOf(name)).toEqual(refusedWith(TextMessages.webAddressInName))
  }
  for (const name of ['Dr.Kovács Anna', 'Mr.Smith', 'Kovács J. Anna', "O'Brien-Nagy Éva", 'Kiss Réka']) {
    expect(nameOf(name).ok).toBe(true)
  }
})

test('the texts the visitor sees are the spec catalogue’s', () => {
  expect(
    checkFormFields('demo', {
      fullName: ' ',
      email: 'nem-email',
      pharmacyName: 'Patika\u0007',
      privacyAccepted: false,
    }),
  ).toEqual({
    ok: false,
    fieldErrors: {
      fullName: FormMessages.required,
      email: FormMessages.invalidEmail,
      pharmacyName: TextMessages.invalidCharacters,
      privacyAccepted: FormMessages.privacyRequired,
    },
  })
})

import { Link, Stack } from '@chakra-ui/react'
import {
  DEFAULT_POSITION,
  EMAIL_MAX_LENGTH,
  FORM_RULES,
  FULL_NAME_MAX_LENGTH,
  FormMessages,
  PHARMACY_NAME_MAX_LENGTH,
  POSITIONS,
  POSITION_LABELS,
  type PharmacyDemoAccess,
} from '../../shared/schemas/forms'
import { writeStored } from '../lib/storage'
import { CheckboxField, SelectField, SubmitButton, TextField, TrapField } from './form-fields'
import { usePublicForm } from './use-public-form'

const POSITION_OPTIONS = POSITIONS.map((position) => ({ value: position, label: POSITION_LABELS[position] }))

/** Demo access (spec sections 2 and 4): saved with source `demo`; the access is kept in the browser afterwards. */
export function DemoAccessForm() {
  const form = usePublicForm({
    form: 'demo',
    initialValues: { fullName: '', email: '', pharmacyName: '', position: DEFAULT_POSITION, privacyAccepted: false },
    messages: { success: FormMessages.registrationSuccess, failure: FormMessages.registrationFailure },
    onAccepted: (fields) => {
      const access: PharmacyDemoAccess = {
        fullName: fields.fullName,
        email: fields.email,
        pharmacyName: fields.pharmacyName,
        position: fields.position,
        accessDate: new Date().toISOString(),
      }
      writeStored('pharmacyDemoAccess', access)
    },
  })

  return (
    <form
      onSubmit={form.handleSubmit}
      noValidate
      aria-label="Demó hozzáférés igénylése"
      style={{ position: 'relative' }}
    >
      <Stack gap="4">
        <TextField
          label="Teljes név"
          name="fullName"
          required
          autoComplete="name"
          placeholder="Például: Dr. Nagy Péter"
          maxLength={FULL_NAME_MAX_LENGTH}
          value={form.values.fullName}
          onChange={(value) => form.setValue('fullName', value)}
          error={form.errors.fullName}
        />
        <TextField
          label="E-mail-cím"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="pelda@gyogyszertar.hu"
          maxLength={EMAIL_MAX_LENGTH}
          value={form.values.email}
          onChange={(value) => form.setValue('email', value)}
          error={form.errors.email}
        />
        <TextField
          label="Gyógyszertár neve"
          name="pharmacyName"
          required
          autoComplete="organization"
          placeholder="Például: Napfény Patika"
          maxLength={PHARMACY_NAME_MAX_LENGTH}
          value={form.values.pharmacyName}
          onChange={(value) => form.setValue('pharmacyName', value)}
          error={form.errors.pharmacyName}
        />
        <SelectField
          label="Beosztás"
          name="position"
          options={POSITION_OPTIONS}
          value={form.values.position ?? DEFAULT_POSITION}
          onChange={(value) => form.setValue('position', value)}
          error={form.errors.position}
        />
        <CheckboxField
          name="privacyAccepted"
          required
          checked={form.values.privacyAccepted}
          onChange={(checked) => form.setValue('privacyAccepted', checked)}
          error={form.errors.privacyAccepted}
        >
          Elolvastam és elfogadom az{' '}
          <Link href="/adatvedelem" target="_blank" rel="noopener" color="brand.fg" textDecoration="underline">
            adatvédelmi tájékoztatót
          </Link>
          .
        </CheckboxField>
        <TrapField name={FORM_RULES.demo.trapField} {...form.trap} />
        <SubmitButton submitting={form.submitting} loadingText="Küldés...">
          Demó megnyitása
        </SubmitButton>
      </Stack>
    </form>
  )
}

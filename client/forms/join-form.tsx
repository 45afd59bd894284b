import { Stack } from '@chakra-ui/react'
import {
  EMAIL_MAX_LENGTH,
  FORM_RULES,
  FULL_NAME_MAX_LENGTH,
  FormMessages,
  PHARMACY_NAME_MAX_LENGTH,
} from '../../shared/schemas/forms'
import { SubmitButton, TextField, TrapField } from './form-fields'
import { usePublicForm } from './use-public-form'

/** Joining the marketing collective (spec sections 4 and 7): saved with source `contact`; fields kept on failure. */
export function JoinForm() {
  const form = usePublicForm({
    form: 'join',
    initialValues: { fullName: '', pharmacyName: '', email: '' },
    messages: { success: FormMessages.contactSuccess, failure: FormMessages.registrationFailure },
  })

  return (
    <form
      onSubmit={form.handleSubmit}
      noValidate
      aria-label="Csatlakozás az Okos Patika közösséghez"
      style={{ position: 'relative' }}
    >
      <Stack gap="4">
        <TextField
          label="Név"
          name="fullName"
          required
          autoComplete="name"
          placeholder="Például: Szabó Éva"
          maxLength={FULL_NAME_MAX_LENGTH}
          value={form.values.fullName}
          onChange={(value) => form.setValue('fullName', value)}
          error={form.errors.fullName}
        />
        <TextField
          label="Gyógyszertár vagy rendelő neve"
          name="pharmacyName"
          required
          autoComplete="organization"
          placeholder="Például: Szent Anna Gyógyszertár"
          maxLength={PHARMACY_NAME_MAX_LENGTH}
          value={form.values.pharmacyName}
          onChange={(value) => form.setValue('pharmacyName', value)}
          error={form.errors.pharmacyName}
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
        <TrapField name={FORM_RULES.join.trapField} {...form.trap} />
        <SubmitButton submitting={form.submitting} loadingText="Feldolgozás...">
          Csatlakozom
        </SubmitButton>
      </Stack>
    </form>
  )
}

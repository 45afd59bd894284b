import { Stack } from '@chakra-ui/react'
import { useLocation } from 'wouter'
import { EMAIL_MAX_LENGTH, FORM_RULES, FULL_NAME_MAX_LENGTH, FormMessages } from '../../shared/schemas/forms'
import { writeStored } from '../lib/storage'
import { SubmitButton, TextField, TrapField } from './form-fields'
import { usePublicForm } from './use-public-form'

export interface WebinarRegistrationFormProps {
  /** The button text; the register page passes its configured call to action. */
  submitLabel?: string
  /** From the register configuration when one is set; stored with the registration for the waiting page. */
  webinarTime?: string | null
  hostName?: string | null
  hostTitle?: string | null
}

/** Webinar registration (spec sections 4 and 7): saved with source `webinar`, then on to the waiting page. */
export function WebinarRegistrationForm({
  submitLabel = 'Helyet foglalok',
  webinarTime = null,
  hostName = null,
  hostTitle = null,
}: WebinarRegistrationFormProps) {
  const [, navigate] = useLocation()
  const form = usePublicForm({
    form: 'webinar',
    initialValues: { fullName: '', email: '' },
    messages: { success: FormMessages.registrationSuccess, failure: FormMessages.registrationFailure },
    onAccepted: (fields, outcome) => {
      writeStored('webinarRegistration', {
        fullName: fields.fullName,
        email: fields.email,
        registrationDate: outcome.queued ? new Date().toISOString() : outcome.registration.registrationDate,
        webinarTime,
        hostName,
        hostTitle,
      })
      navigate('/waiting')
    },
  })

  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label="Webinárium regisztráció" style={{ position: 'relative' }}>
      <Stack gap="4">
        <TextField
          label="Teljes név"
          name="fullName"
          required
          autoComplete="name"
          placeholder="Például: Kovács Anna"
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
        <TrapField name={FORM_RULES.webinar.trapField} {...form.trap} />
        <SubmitButton submitting={form.submitting} loadingText="Regisztráció...">
          {submitLabel}
        </SubmitButton>
      </Stack>
    </form>
  )
}

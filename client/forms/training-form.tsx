import { Stack } from '@chakra-ui/react'
import {
  COMPANY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FORM_RULES,
  FULL_NAME_MAX_LENGTH,
  FormMessages,
  MESSAGE_MAX_LENGTH,
} from '../../shared/schemas/forms'
import { SubmitButton, TextField, TrapField } from './form-fields'
import { usePublicForm } from './use-public-form'

/** AI training enquiry (spec sections 4 and 7): saved with source `ai-training-contact`; the timer restarts after. */
export function TrainingForm() {
  const form = usePublicForm({
    form: 'training',
    initialValues: { fullName: '', email: '', company: '', message: '' },
    messages: { success: FormMessages.contactSuccess, failure: FormMessages.messageFailure },
  })

  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label="Képzési érdeklődés" style={{ position: 'relative' }}>
      <Stack gap="4">
        <TextField
          label="Név"
          name="fullName"
          required
          autoComplete="name"
          placeholder="Például: Tóth Gábor"
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
          placeholder="pelda@ceg.hu"
          maxLength={EMAIL_MAX_LENGTH}
          value={form.values.email}
          onChange={(value) => form.setValue('email', value)}
          error={form.errors.email}
        />
        <TextField
          label="Cég"
          name="company"
          autoComplete="organization"
          placeholder="Nem kötelező"
          maxLength={COMPANY_MAX_LENGTH}
          value={form.values.company ?? ''}
          onChange={(value) => form.setValue('company', value)}
          error={form.errors.company}
        />
        <TextField
          label="Üzenet"
          name="message"
          multiline
          placeholder="Hány munkatársnak, milyen témában szeretne képzést? (nem kötelező)"
          maxLength={MESSAGE_MAX_LENGTH}
          value={form.values.message ?? ''}
          onChange={(value) => form.setValue('message', value)}
          error={form.errors.message}
        />
        <TrapField name={FORM_RULES.training.trapField} {...form.trap} />
        <SubmitButton submitting={form.submitting} loadingText="Küldés...">
          Üzenet küldése
        </SubmitButton>
      </Stack>
    </form>
  )
}

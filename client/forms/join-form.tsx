import { FormMessages, PHARMACY_NAME_MAX_LENGTH } from '../../shared/schemas/forms'
import { EmailField, FullNameField, PublicFormFrame, TextField } from './form-fields'
import { usePublicForm } from './use-public-form'

/** Joining the marketing collective (spec sections 4 and 7): saved with source `contact`; fields kept on failure. */
export function JoinForm() {
  const form = usePublicForm({
    form: 'join',
    initialValues: { fullName: '', pharmacyName: '', email: '' },
    messages: { success: FormMessages.contactSuccess, failure: FormMessages.registrationFailure },
  })

  return (
    <PublicFormFrame
      form={form}
      label="Csatlakozás az Okos Patika közösséghez"
      submitLabel="Csatlakozom"
      loadingText="Feldolgozás..."
    >
      <FullNameField label="Név" placeholder="Például: Szabó Éva" {...form.field('fullName')} />
      <TextField
        label="Gyógyszertár vagy rendelő neve"
        required
        autoComplete="organization"
        placeholder="Például: Szent Anna Gyógyszertár"
        maxLength={PHARMACY_NAME_MAX_LENGTH}
        {...form.field('pharmacyName')}
      />
      <EmailField placeholder="pelda@gyogyszertar.hu" {...form.field('email')} />
    </PublicFormFrame>
  )
}

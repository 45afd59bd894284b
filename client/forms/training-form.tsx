import { COMPANY_MAX_LENGTH, MESSAGE_MAX_LENGTH } from '../../shared/form-limits'
import { withData } from '../lib/data-provider'
import { EmailField, FullNameField, PublicFormFrame, TextField } from './form-fields'
import { MessageField } from './message-field'
import { usePublicForm } from './use-public-form'

/** AI training enquiry (spec sections 4 and 7): saved with source `ai-training-contact`; the timer restarts after. */
export const TrainingForm = withData(function TrainingForm() {
  const form = usePublicForm({
    form: 'training',
    initialValues: { fullName: '', email: '', company: '', message: '' },
  })
  const company = form.field('company')
  const message = form.field('message')

  return (
    <PublicFormFrame form={form} label="Képzési érdeklődés" submitLabel="Üzenet küldése" loadingText="Küldés...">
      <FullNameField label="Név" placeholder="Például: Tóth Gábor" {...form.field('fullName')} />
      <EmailField placeholder="pelda@ceg.hu" {...form.field('email')} />
      <TextField
        label="Cég"
        autoComplete="organization"
        placeholder="Nem kötelező"
        maxLength={COMPANY_MAX_LENGTH}
        {...company}
        value={company.value ?? ''}
      />
      <MessageField
        label="Üzenet"
        placeholder="Hány munkatársnak, milyen témában szeretne képzést? (nem kötelező)"
        maxLength={MESSAGE_MAX_LENGTH}
        {...message}
        value={message.value ?? ''}
      />
    </PublicFormFrame>
  )
})

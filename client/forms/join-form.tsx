import { withData } from '../lib/data-provider'
import { EmailField, FullNameField, PharmacyNameField, PublicFormFrame } from './form-fields'
import { usePublicForm } from './use-public-form'

/** Joining the marketing collective (spec sections 4 and 7): saved with source `contact`; fields kept on failure. */
export const JoinForm = withData(function JoinForm() {
  const form = usePublicForm({
    form: 'join',
    initialValues: { fullName: '', pharmacyName: '', email: '' },
  })

  return (
    <PublicFormFrame
      form={form}
      label="Csatlakozás az Okos Patika közösséghez"
      submitLabel="Csatlakozom"
      loadingText="Feldolgozás..."
    >
      <FullNameField label="Név" placeholder="Például: Szabó Éva" {...form.field('fullName')} />
      <PharmacyNameField
        label="Gyógyszertár vagy rendelő neve"
        placeholder="Például: Szent Anna Gyógyszertár"
        {...form.field('pharmacyName')}
      />
      <EmailField placeholder="pelda@gyogyszertar.hu" {...form.field('email')} />
    </PublicFormFrame>
  )
})

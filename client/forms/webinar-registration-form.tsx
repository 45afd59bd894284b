import { useLocation } from 'wouter'
import { FormMessages } from '../../shared/schemas/forms'
import { writeStored } from '../lib/storage'
import { EmailField, FullNameField, PublicFormFrame } from './form-fields'
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
    <PublicFormFrame
      form={form}
      label="Webinárium regisztráció"
      submitLabel={submitLabel}
      loadingText="Regisztráció..."
    >
      <FullNameField placeholder="Például: Kovács Anna" {...form.field('fullName')} />
      <EmailField placeholder="pelda@gyogyszertar.hu" {...form.field('email')} />
    </PublicFormFrame>
  )
}

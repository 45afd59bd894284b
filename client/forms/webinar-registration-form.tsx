import { useLocation } from 'wouter'
import { configTextLang } from '../../shared/funnel/config-defaults'
import { webinarTimeFor } from '../../shared/funnel/webinar-time'
import { writeStored } from '../lib/storage'
import { EmailField, FullNameField, PublicFormFrame } from './form-fields'
import { usePublicForm } from './use-public-form'

export interface WebinarRegistrationFormProps {
  /** The button text; the register page passes its configured call to action. */
  submitLabel?: string
  /** The register config's fixed webinar date (null: evergreen), for a registration queued while the server is away. */
  webinarDate?: string | null
  hostName?: string | null
  hostTitle?: string | null
}

/** Webinar registration (spec sections 4 and 7): saved with source `webinar`, then on to the waiting page. */
export function WebinarRegistrationForm({
  submitLabel = 'Helyet foglalok',
  webinarDate = null,
  hostName = null,
  hostTitle = null,
}: WebinarRegistrationFormProps) {
  const [, navigate] = useLocation()
  const form = usePublicForm({
    form: 'webinar',
    initialValues: { fullName: '', email: '' },
    onAccepted: (fields, outcome) => {
      // The server's webinar time when it answered; a queued registration gets the same rule applied here.
      const registrationDate = outcome.queued ? new Date().toISOString() : outcome.registration.registrationDate
      writeStored('webinarRegistration', {
        fullName: fields.fullName,
        email: fields.email,
        registrationDate,
        webinarTime:
          (!outcome.queued && outcome.registration.webinarTime) ||
          webinarTimeFor(webinarDate, new Date(registrationDate)),
        hostName,
        hostTitle,
        submissionId: outcome.queued ? outcome.submissionId : outcome.registration.submissionId,
      })
      navigate('/waiting')
    },
  })

  return (
    <PublicFormFrame
      form={form}
      label="Webinárium regisztráció"
      submitLabel={<span lang={configTextLang(submitLabel)}>{submitLabel}</span>}
      loadingText="Regisztráció..."
    >
      <FullNameField placeholder="Például: Kovács Anna" {...form.field('fullName')} />
      <EmailField placeholder="pelda@gyogyszertar.hu" {...form.field('email')} />
    </PublicFormFrame>
  )
}

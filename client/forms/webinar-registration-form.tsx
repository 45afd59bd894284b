import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { configTextLang } from '../../shared/funnel/config-defaults'
import { sessionStartFor } from '../../shared/funnel/webinar-sessions'
import { MARKETING_CONSENT_TEXT } from '../../shared/marketing-consent'
import type { RegisterConfig } from '../../shared/schemas/funnel-configs'
import { withData } from '../lib/data-provider'
import { writeStored } from '../lib/storage'
import { EmailField, FullNameField, PublicFormFrame } from './form-fields'
import { CheckboxField, SessionChoiceField } from './native-choice-fields'
import { useOfferedSessions } from './use-offered-sessions'
import { usePublicForm } from './use-public-form'

export interface WebinarRegistrationFormProps {
  /** The button text; the register page passes its configured call to action. */
  submitLabel?: string
  /** The register config: the sessions to offer, and the host the stored registration names. */
  config: Pick<RegisterConfig, 'schedule' | 'hostName' | 'hostTitle'>
}

/** Webinar registration (spec sections 4 and 7): saved with source `webinar`, then on to the waiting page. */
export const WebinarRegistrationForm = withData(function WebinarRegistrationForm({
  submitLabel = 'Helyet foglalok',
  config,
}: WebinarRegistrationFormProps) {
  const [, navigate] = useLocation()
  const { sessions, listedAt } = useOfferedSessions(config)
  const form = usePublicForm({
    form: 'webinar',
    initialValues: { fullName: '', email: '', session: sessions[0]?.value ?? '', marketingConsent: false },
    onAccepted: (fields, registration) => {
      writeStored('webinarRegistration', {
        fullName: fields.fullName,
        email: fields.email,
        registrationDate: registration.registrationDate,
        // The server's webinar time; an answer without one gets the same rule applied here, for the chosen session.
        webinarTime:
          registration.webinarTime ||
          sessionStartFor(config, fields.session, new Date(registration.registrationDate)) ||
          sessionStartFor(config, '', new Date(registration.registrationDate)),
        hostName: config.hostName,
        hostTitle: config.hostTitle,
        submissionId: registration.submissionId,
      })
      navigate('/waiting')
    },
  })

  // A chosen session that is no longer listed (it came within its lead while the page was open) gives way to the
  // first one listed. Not as the form appears: a session the server refused stays chosen beside its error.
  const session = form.field('session')
  const offered = sessions.map((listed) => listed.value).join(' ')
  const listedBefore = useRef(offered)
  useEffect(() => {
    if (listedBefore.current === offered) return
    listedBefore.current = offered
    if (!sessions.some((listed) => listed.value === session.value)) session.onChange(sessions[0]?.value ?? '')
    // Only when the list changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offered])

  const consent = form.field('marketingConsent')
  return (
    <PublicFormFrame
      form={form}
      label="Webinárium regisztráció"
      submitLabel={<span lang={configTextLang(submitLabel)}>{submitLabel}</span>}
      loadingText="Regisztráció..."
    >
      <FullNameField placeholder="Például: Kovács Anna" {...form.field('fullName')} />
      <EmailField placeholder="pelda@gyogyszertar.hu" {...form.field('email')} />
      <SessionChoiceField
        name={session.name}
        sessions={sessions}
        listedAt={listedAt}
        value={session.value ?? ''}
        onChange={session.onChange}
        error={session.error}
      />
      <CheckboxField
        name={consent.name}
        checked={consent.value === true}
        onChange={consent.onChange}
        error={consent.error}
      >
        {MARKETING_CONSENT_TEXT}
      </CheckboxField>
    </PublicFormFrame>
  )
})

import { randomUUID } from 'node:crypto'
import type { ValidatedSession } from '../../server/auth/session'
import type { DbHandle } from '../../server/db/client'
import { envWith } from '../../server/env'
import { createAppServices } from '../../server/services/app-services'
import { FORM_RULES, type FormInputs, type FormName } from '../../shared/schemas/forms'
import { testCaller } from './context'

/** Each form's fields as a visitor fills them in, without the guard's fields. */
export const FILLED_FORMS = {
  webinar: { fullName: 'Kovács Anna', email: 'anna@pelda.hu', company: '' },
  demo: {
    fullName: 'Dr. Nagy Péter',
    email: 'peter@napfenypatika.hu',
    pharmacyName: 'Napfény Patika',
    privacyAccepted: true,
    referralCode: '',
  },
  join: { fullName: 'Szabó Éva', pharmacyName: 'Szent Anna Rendelő', email: 'eva@rendelo.hu', referralCode: '' },
  training: { fullName: 'Tóth Gábor', email: 'gabor@ceg.hu', company: 'Gyógyír Kft.', referralCode: '' },
} satisfies { [F in FormName]: Omit<FormInputs[F], 'submissionId' | 'formToken'> }

/**
 * Public form submissions as a visitor's browser makes them (a token, the form's minimum wait on a clock the test
 * moves, then the send), and callers of the admin procedures over the same services: signed in as an admin, as a
 * signed-in user without the admin role, and signed out.
 */
export function formSubmitter(db: DbHandle, start: number) {
  let now = start
  const services = createAppServices(envWith({ NODE_ENV: 'test' }), db, { now: () => now })
  const { caller } = testCaller(db, { services })
  const sessionAs = (role: string): ValidatedSession => ({
    session: { id: 's', expiresAt: now + 3_600_000 },
    user: { id: 1, email: 'admin@example.com', role },
  })
  return {
    /** Sends form F with the filled-in fields and `extra` (a first touch, a submission id); answers its receipt. */
    async submit<F extends FormName>(form: F, extra: Partial<FormInputs[F]> = {}) {
      const { token } = await caller.forms.token({ form })
      now += FORM_RULES[form].minDelayMs
      const input = { ...FILLED_FORMS[form], submissionId: randomUUID(), formToken: token, ...extra } as FormInputs[F]
      const send = caller.forms[form] as (input: FormInputs[F]) => ReturnType<typeof caller.forms.webinar>
      return send(input)
    },
    advance: (ms: number) => {
      now += ms
    },
    admin: testCaller(db, { services, session: sessionAs('admin') }).caller.admin,
    viewer: testCaller(db, { services, session: sessionAs('viewer') }).caller.admin,
    anonymous: caller.admin,
  }
}

import { expect, test } from 'vitest'
import { loginErrorMessage } from '../../client/pages/admin/login-error-message'
import { AdminMessages } from '../../shared/schemas/admin'
import { fakeServerClient, trpcError, type FakeAnswer } from '../setup/fake-browser'

/** The error the browser's client makes of the server's answer to a login. */
async function loginFailure(answer: FakeAnswer): Promise<unknown> {
  const { client } = fakeServerClient(() => answer)
  return client.admin.login.mutate({ email: 'admin@pelda.hu', password: 'a-long-password' }).then(
    () => {
      throw new Error('expected the login to fail')
    },
    (error: unknown) => error,
  )
}

test('a login refused because a service the server needs is down shows the server’s Hungarian message', async () => {
  const failure = await loginFailure(trpcError('SERVICE_UNAVAILABLE', 503))
  expect(loginErrorMessage(failure)).toBe('Kérjük, próbálja újra később.')
})

test('wrong credentials and a server error keep their own texts', async () => {
  expect(loginErrorMessage(await loginFailure(trpcError('UNAUTHORIZED', 401)))).toBe(AdminMessages.invalidCredentials)
  expect(loginErrorMessage(await loginFailure(trpcError('INTERNAL_SERVER_ERROR', 500)))).toBe(AdminMessages.loginFailed)
})

test('a disabled account is named as such; any other refusal keeps the spec’s access-denied text', async () => {
  const disabled = await loginFailure(trpcError('FORBIDDEN', 403, AdminMessages.accountDisabled))
  expect(loginErrorMessage(disabled)).toBe(AdminMessages.accountDisabled)
  const notAdmin = await loginFailure(trpcError('FORBIDDEN', 403, AdminMessages.accessDenied))
  expect(loginErrorMessage(notAdmin)).toBe(AdminMessages.accessDenied)
})

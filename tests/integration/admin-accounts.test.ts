import { expect, test } from 'vitest'
import { SET_PASSWORD_PARAM, setPasswordToken } from '../../shared/set-password-link'
import { AdminMessages } from '../../shared/schemas/admin'
import { AdminAccountMessages, PASSWORD_LINK_LIFETIME_MS } from '../../shared/schemas/admin-accounts'
import { passwordTokenHash } from '../../server/auth/password-link'
import { SESSION_TOUCH_INTERVAL_MS, validateSessionToken, type ValidatedSession } from '../../server/auth/session'
import type { DbHandle } from '../../server/db/client'
import { envWith } from '../../server/env'
import { deleteExpiredPasswordTokens } from '../../server/repositories/password-token.repository'
import { updateSessionActivity } from '../../server/repositories/session.repository'
import { createAppServices } from '../../server/services/app-services'
import { createUser, signedInSession } from '../factories'
import { testCaller } from '../setup/context'
import { refusal } from '../setup/refusal'
import { describeEachDialect } from '../setup/test-db'

const NOW = Date.parse('2026-11-26T09:00:00.000Z')
const SITE = 'https://patikachat.example'

type Caller = ReturnType<typeof testCaller>['caller']

/** Every procedure an admin alone may call, with an input it would accept. */
const ADMIN_ONLY_CALLS: Record<string, (caller: Caller) => Promise<unknown>> = {
  'admins.list': (caller) => caller.admin.admins.list(),
  'admins.invite': (caller) => caller.admin.admins.invite({ email: 'new-admin@example.com' }),
  'admins.disable': (caller) => caller.admin.admins.disable({ userId: 1 }),
  'admins.enable': (caller) => caller.admin.admins.enable({ userId: 1 }),
  'account.changePassword': (caller) =>
    caller.admin.account.changePassword({ currentPassword: 'whatever-it-is', newPassword: 'a-new-long-password' }),
  'account.sessions': (caller) => caller.admin.account.sessions(),
  'account.endSession': (caller) => caller.admin.account.endSession({ sessionId: 'a'.repeat(64) }),
  'account.endOtherSessions': (caller) => caller.admin.account.endOtherSessions(),
}

const tokenOf = (url: string) => setPasswordToken(new URL(url).hash)!

describeEachDialect('admin accounts', (getDb) => {
  /** Callers sharing one app's services, whose clock the test moves. */
  const site = () => {
    const clock = { now: NOW }
    const services = createAppServices(envWith({ NODE_ENV: 'test', PUBLIC_SITE_URL: SITE }), getDb(), {
      now: () => clock.now,
    })
    return {
      clock,
      as: (session: ValidatedSession | null) => testCaller(getDb(), { services, session }),
    }
  }

  async function signedInAdmin(db: DbHandle = getDb()) {
    const user = await createUser(db)
    const { token, session } = await signedInSession(db, user.id)
    return { user, token, session }
  }

  const login = (email: string, password: string) => testCaller(getDb()).caller.admin.login({ email, password })

  test('each admin procedure refuses the signed-out with UNAUTHORIZED and a non-admin with FORBIDDEN', async () => {
    const viewer = await createUser(getDb(), { role: 'viewer' })
    const { session: viewerSession } = await signedInSession(getDb(), viewer.id)
    const { as } = site()
    for (const [name, call] of Object.entries(ADMIN_ONLY_CALLS)) {
      expect({ name, code: (await refusal(call(as(null).caller))).code }).toEqual({ name, code: 'UNAUTHORIZED' })
      const forbidden = await refusal(call(as(viewerSession).caller))
      expect({ name, code: forbidden.code, message: forbidden.message }).toEqual({
        name,
        code: 'FORBIDDEN',
        message: AdminMessages.accessDenied,
      })
    }
    expect(
      await getDb().db.selectFrom('users').select('email').where('email', '=', 'new-admin@example.com').execute(),
    ).toEqual([])
  })

  test('an invitation makes an invited admin and a 24-hour link of which only the hash is stored', async () => {
    const { user: inviter, session } = await signedInAdmin()
    const { as } = site()

    const link = await as(session).caller.admin.admins.invite({ email: ' Uj.Admin@Example.com ' })

    expect(link.email).toBe('uj.admin@example.com')
    expect(link.url).toMatch(new RegExp(`^${SITE}/admin#${SET_PASSWORD_PARAM}=[a-z2-7]{32}$`))
    expect(link.expiresAt).toBe(new Date(NOW + PASSWORD_LINK_LIFETIME_MS).toISOString())
    const token = tokenOf(link.url)
    const stored = await getDb().db.selectFrom('password_tokens').selectAll().execute()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ token_hash: passwordTokenHash(token), created_by: inviter.id, used_at: null })
    expect(JSON.stringify(stored)).not.toContain(token)
    expect(await as(session).caller.admin.admins.list()).toEqual([
      expect.objectContaining({ id: inviter.id, status: 'active' }),
      expect.objectContaining({ email: 'uj.admin@example.com', status: 'invited', disabledAt: null }),
    ])
    // No password until the link is used: not even an empty one signs in.
    expect((await refusal(login('uj.admin@example.com', 'x'))).message).toBe(AdminMessages.invalidCredentials)
  })

  test('the link sets the password once and signs the new admin in; a second use is refused', async () => {
    const { session } = await signedInAdmin()
    const { as } = site()
    const link = await as(session).caller.admin.admins.invite({ email: 'invitee@example.com' })

    const visitor = as(null)
    const user = await visitor.caller.admin.admins.setPasswordWithLink({
      token: tokenOf(link.url),
      password: 'invitee-password-1',
    })

    expect(user).toMatchObject({ email: 'invitee@example.com', role: 'admin' })
    const signedIn = await validateSessionToken(getDb().db, visitor.cookie.token!)
    expect(signedIn?.user).toEqual(user)
    expect(await login('invitee@example.com', 'invitee-password-1')).toEqual(user)
    const [row] = await getDb().db.selectFrom('password_tokens').select('used_at').execute()
    expect(row?.used_at).toBe(new Date(NOW).toISOString())

    const again = as(null)
    const second = await refusal(
      again.caller.admin.admins.setPasswordWithLink({ token: tokenOf(link.url), password: 'someone-elses-password' }),
    )
    expect({ code: second.code, message: second.message }).toEqual({
      code: 'BAD_REQUEST',
      message: AdminAccountMessages.linkInvalid,
    })
    expect(again.cookie.token).toBeNull()
    expect(await login('invitee@example.com', 'invitee-password-1')).toEqual(user)
  })

  test('a link works until 24 hours after it was made, not at or after that moment', async () => {
    const { session } = await signedInAdmin()
    const { as, clock } = site()
    const late = await as(session).caller.admin.admins.invite({ email: 'late@example.com' })
    const timely = await as(session).caller.admin.admins.invite({ email: 'timely@example.com' })

    clock.now = NOW + PASSWORD_LINK_LIFETIME_MS - 1
    await as(null).caller.admin.admins.setPasswordWithLink({ token: tokenOf(timely.url), password: 'in-time-password' })
    clock.now = NOW + PASSWORD_LINK_LIFETIME_MS
    const refused = await refusal(
      as(null).caller.admin.admins.setPasswordWithLink({ token: tokenOf(late.url), password: 'too-late-password' }),
    )
    expect(refused.message).toBe(AdminAccountMessages.linkInvalid)
    expect((await refusal(login('late@example.com', 'too-late-password'))).code).toBe('UNAUTHORIZED')
  })

  test('the same link used twice at once sets one password and signs in once', async () => {
    const { session } = await signedInAdmin()
    const { as } = site()
    const link = await as(session).caller.admin.admins.invite({ email: 'twice@example.com' })
    const [first, second] = [as(null), as(null)]

    const outcomes = await Promise.allSettled([
      first.caller.admin.admins.setPasswordWithLink({ token: tokenOf(link.url), password: 'first-password-1' }),
      second.caller.admin.admins.setPasswordWithLink({ token: tokenOf(link.url), password: 'second-password-2' }),
    ])

    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected'])
    const winner = outcomes[0].status === 'fulfilled' ? 'first-password-1' : 'second-password-2'
    const loser = winner === 'first-password-1' ? 'second-password-2' : 'first-password-1'
    expect(await login('twice@example.com', winner)).toMatchObject({ email: 'twice@example.com' })
    expect((await refusal(login('twice@example.com', loser))).code).toBe('UNAUTHORIZED')
    const user = await getDb().db.selectFrom('users').select('id').where('email', '=', 'twice@example.com').execute()
    // The winner's session and the one the login above made: the loser got none.
    expect(
      await getDb().db.selectFrom('sessions').select('id').where('user_id', '=', user[0]!.id).execute(),
    ).toHaveLength(2)
  })

  test('inviting an invitee again replaces the link; a made-up token is refused like a used one', async () => {
    const { session } = await signedInAdmin()
    const { as } = site()
    const first = await as(session).caller.admin.admins.invite({ email: 'again@example.com' })
    const second = await as(session).caller.admin.admins.invite({ email: 'again@example.com' })

    expect(tokenOf(second.url)).not.toBe(tokenOf(first.url))
    expect(
      (
        await refusal(
          as(null).caller.admin.admins.setPasswordWithLink({ token: tokenOf(first.url), password: 'password-one' }),
        )
      ).message,
    ).toBe(AdminAccountMessages.linkInvalid)
    expect(
      (
        await refusal(
          as(null).caller.admin.admins.setPasswordWithLink({ token: 'a'.repeat(32), password: 'password-one' }),
        )
      ).message,
    ).toBe(AdminAccountMessages.linkInvalid)
    await as(null).caller.admin.admins.setPasswordWithLink({ token: tokenOf(second.url), password: 'password-two' })
    expect(await as(session).caller.admin.admins.list()).toHaveLength(2)
  })

  test('an address that already has an account is not invited', async () => {
    const { user: admin, session } = await signedInAdmin()
    const viewer = await createUser(getDb(), { role: 'viewer' })
    const disabled = await createUser(getDb())
    const { as } = site()
    await as(session).caller.admin.admins.disable({ userId: disabled.id })

    const refusedWith = async (email: string) => {
      const error = await refusal(as(session).caller.admin.admins.invite({ email }))
      return { code: error.code, message: error.message }
    }
    expect(await refusedWith(admin.email)).toEqual({ code: 'CONFLICT', message: AdminAccountMessages.alreadyAdmin })
    expect(await refusedWith(viewer.email)).toEqual({ code: 'CONFLICT', message: AdminAccountMessages.emailTaken })
    expect(await refusedWith(disabled.email)).toEqual({
      code: 'CONFLICT',
      message: AdminAccountMessages.disabledAccount,
    })
    expect((await refusal(as(session).caller.admin.admins.invite({ email: 'not-an-address' }))).code).toBe(
      'BAD_REQUEST',
    )
    expect(await getDb().db.selectFrom('password_tokens').select('token_hash').execute()).toEqual([])
  })

  test('disabling an admin ends their sessions at once; they sign in again only once enabled', async () => {
    const { session } = await signedInAdmin()
    const other = await signedInAdmin()
    const { as } = site()

    await as(session).caller.admin.admins.disable({ userId: other.user.id })

    expect(await validateSessionToken(getDb().db, other.token)).toBeNull()
    expect(await getDb().db.selectFrom('sessions').select('id').where('user_id', '=', other.user.id).execute()).toEqual(
      [],
    )
    // Told the account is disabled only after the right password: a wrong one learns nothing of the account.
    const refused = await refusal(login(other.user.email, other.user.password))
    const wrongPassword = await refusal(login(other.user.email, 'not-the-password'))
    expect({ code: refused.code, message: refused.message }).toEqual({
      code: 'FORBIDDEN',
      message: AdminMessages.accountDisabled,
    })
    expect({ code: wrongPassword.code, message: wrongPassword.message }).toEqual({
      code: 'UNAUTHORIZED',
      message: AdminMessages.invalidCredentials,
    })
    expect(await as(session).caller.admin.admins.list()).toEqual([
      expect.objectContaining({ status: 'active' }),
      expect.objectContaining({ id: other.user.id, status: 'disabled', disabledAt: new Date(NOW).toISOString() }),
    ])

    await as(session).caller.admin.admins.enable({ userId: other.user.id })
    expect(await login(other.user.email, other.user.password)).toMatchObject({ id: other.user.id })
  })

  test('a disabled invitee cannot use their link, and enabling does not revive it', async () => {
    const { session } = await signedInAdmin()
    const { as } = site()
    const link = await as(session).caller.admin.admins.invite({ email: 'revoked@example.com' })
    const [, invitee] = await as(session).caller.admin.admins.list()

    await as(session).caller.admin.admins.disable({ userId: invitee!.id })
    await as(session).caller.admin.admins.enable({ userId: invitee!.id })

    expect(
      (
        await refusal(
          as(null).caller.admin.admins.setPasswordWithLink({ token: tokenOf(link.url), password: 'revoked-password' }),
        )
      ).message,
    ).toBe(AdminAccountMessages.linkInvalid)
    expect((await as(session).caller.admin.admins.list())[1]).toMatchObject({ status: 'invited' })
  })

  test('the last active admin cannot be disabled; invitees and disabled admins do not count', async () => {
    const { user: admin, token, session } = await signedInAdmin()
    const { as } = site()
    await as(session).caller.admin.admins.invite({ email: 'pending@example.com' })
    const former = await createUser(getDb())
    await as(session).caller.admin.admins.disable({ userId: former.id })

    const refused = await refusal(as(session).caller.admin.admins.disable({ userId: admin.id }))

    expect({ code: refused.code, message: refused.message }).toEqual({
      code: 'CONFLICT',
      message: AdminAccountMessages.lastActiveAdmin,
    })
    expect(await validateSessionToken(getDb().db, token)).not.toBeNull()
    expect((await as(session).caller.admin.admins.list())[0]).toMatchObject({ id: admin.id, status: 'active' })
  })

  test('an admin may disable themselves while another is active, which signs them out', async () => {
    const { user: admin, token, session } = await signedInAdmin()
    await signedInAdmin()
    const { as } = site()

    await as(session).caller.admin.admins.disable({ userId: admin.id })

    expect(await validateSessionToken(getDb().db, token)).toBeNull()
  })

  test('two admins disabling each other at once leave one of them active', async () => {
    const first = await signedInAdmin()
    const second = await signedInAdmin()
    const { as } = site()

    const outcomes = await Promise.allSettled([
      as(first.session).caller.admin.admins.disable({ userId: second.user.id }),
      as(second.session).caller.admin.admins.disable({ userId: first.user.id }),
    ])

    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected'])
    const rejected = outcomes.find((outcome) => outcome.status === 'rejected')
    expect((rejected?.reason as Error).message).toBe(AdminAccountMessages.lastActiveAdmin)
    const statuses = (await as(first.session).caller.admin.admins.list()).map((account) => account.status)
    expect(statuses.sort()).toEqual(['active', 'disabled'])
  })

  test('disabling or enabling someone who is not an admin answers NOT_FOUND', async () => {
    const { session } = await signedInAdmin()
    const viewer = await createUser(getDb(), { role: 'viewer' })
    const { as } = site()
    for (const userId of [viewer.id, 999_999]) {
      expect((await refusal(as(session).caller.admin.admins.disable({ userId }))).code).toBe('NOT_FOUND')
      expect((await refusal(as(session).caller.admin.admins.enable({ userId }))).code).toBe('NOT_FOUND')
    }
  })

  test('a link used by a browser signed in as another admin ends that session, as its cookie is replaced', async () => {
    const { token, session } = await signedInAdmin()
    const { as } = site()
    const link = await as(session).caller.admin.admins.invite({ email: 'colleague@example.com' })

    const sameBrowser = as(session)
    await sameBrowser.caller.admin.admins.setPasswordWithLink({ token: tokenOf(link.url), password: 'colleague-pass' })

    expect(await validateSessionToken(getDb().db, token)).toBeNull()
    expect((await validateSessionToken(getDb().db, sameBrowser.cookie.token!))?.user.email).toBe(
      'colleague@example.com',
    )
  })

  test('changing the password needs the current one and ends every other session of the admin', async () => {
    const { user, session } = await signedInAdmin()
    const elsewhere = await signedInSession(getDb(), user.id)
    const colleague = await signedInAdmin()
    const { as } = site()

    const wrong = await refusal(
      as(session).caller.admin.account.changePassword({ currentPassword: 'not-it', newPassword: 'brand-new-password' }),
    )
    expect({ code: wrong.code, message: wrong.message }).toEqual({
      code: 'BAD_REQUEST',
      message: AdminAccountMessages.wrongCurrentPassword,
    })
    expect(
      (
        await refusal(
          as(session).caller.admin.account.changePassword({ currentPassword: user.password, newPassword: 'short' }),
        )
      ).code,
    ).toBe('BAD_REQUEST')
    expect(await validateSessionToken(getDb().db, elsewhere.token)).not.toBeNull()

    expect(
      await as(session).caller.admin.account.changePassword({
        currentPassword: user.password,
        newPassword: 'brand-new-password',
      }),
    ).toEqual({ endedSessions: 1 })

    expect(await validateSessionToken(getDb().db, elsewhere.token)).toBeNull()
    expect(await validateSessionToken(getDb().db, colleague.token)).not.toBeNull()
    expect(await as(session).caller.admin.account.sessions()).toEqual([
      expect.objectContaining({ id: session.session.id, current: true }),
    ])
    expect((await refusal(login(user.email, user.password))).code).toBe('UNAUTHORIZED')
    expect(await login(user.email, 'brand-new-password')).toMatchObject({ id: user.id })
  })

  test('wrong current passwords are throttled like logins', async () => {
    const { user, session } = await signedInAdmin()
    const { as } = site()
    const attempt = (currentPassword: string) =>
      refusal(as(session).caller.admin.account.changePassword({ currentPassword, newPassword: 'another-password' }))
    for (let guess = 0; guess < 5; guess += 1) expect((await attempt(`guess-${guess}`)).code).toBe('BAD_REQUEST')

    const throttled = await attempt(user.password)
    expect({ code: throttled.code, message: throttled.message }).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: AdminMessages.tooManyAttempts(15),
    })
  })

  test('an admin lists their own live sessions, marks this one, and ends one or all the others', async () => {
    const { user, session } = await signedInAdmin()
    const second = await signedInSession(getDb(), user.id)
    const third = await signedInSession(getDb(), user.id)
    const colleague = await signedInAdmin()
    const { as, clock } = site()
    clock.now = Date.now()

    const sessions = await as(session).caller.admin.account.sessions()

    expect(sessions.map((listed) => listed.id).sort()).toEqual(
      [session.session.id, second.session.session.id, third.session.session.id].sort(),
    )
    expect(sessions.filter((listed) => listed.current).map((listed) => listed.id)).toEqual([session.session.id])
    for (const listed of sessions) {
      expect(Date.parse(listed.expiresAt)).toBeGreaterThan(clock.now)
      expect(Date.parse(listed.lastSeenAt!)).toBeGreaterThanOrEqual(Date.parse(listed.createdAt))
    }

    const notTheirs = await refusal(
      as(session).caller.admin.account.endSession({ sessionId: colleague.session.session.id }),
    )
    expect({ code: notTheirs.code, message: notTheirs.message }).toEqual({
      code: 'NOT_FOUND',
      message: AdminAccountMessages.sessionNotFound,
    })
    expect(await validateSessionToken(getDb().db, colleague.token)).not.toBeNull()

    await as(session).caller.admin.account.endSession({ sessionId: second.session.session.id })
    expect(await validateSessionToken(getDb().db, second.token)).toBeNull()
    expect(await as(session).caller.admin.account.endOtherSessions()).toEqual({ ended: 1 })
    expect(await validateSessionToken(getDb().db, third.token)).toBeNull()
    expect((await as(session).caller.admin.account.sessions()).map((listed) => listed.id)).toEqual([session.session.id])
  })

  test("a session's last use is noted when the noted one is five minutes old, not on every request", async () => {
    const { token, session } = await signedInAdmin()
    const lastSeenAt = async () =>
      (await getDb().db.selectFrom('sessions').select('last_seen_at').executeTakeFirstOrThrow()).last_seen_at
    const { expiresAt } = session.session
    const recently = Date.now() - SESSION_TOUCH_INTERVAL_MS + 60_000
    await updateSessionActivity(getDb().db, session.session.id, { expiresAt, lastSeenAt: recently })

    await validateSessionToken(getDb().db, token)
    expect(Number(await lastSeenAt())).toBe(recently)

    const before = Date.now()
    await updateSessionActivity(getDb().db, session.session.id, {
      expiresAt,
      lastSeenAt: before - SESSION_TOUCH_INTERVAL_MS,
    })
    await validateSessionToken(getDb().db, token)
    expect(Number(await lastSeenAt())).toBeGreaterThanOrEqual(before)
  })

  test('ending the session in use signs this browser out', async () => {
    const { token, session } = await signedInAdmin()
    const { as } = site()
    const browser = as(session)

    await browser.caller.admin.account.endSession({ sessionId: session.session.id })

    expect(browser.cookie.cleared).toBe(true)
    expect(await validateSessionToken(getDb().db, token)).toBeNull()
  })

  test('expired links are swept; used and live ones are kept until they expire', async () => {
    const { session } = await signedInAdmin()
    const { as } = site()
    const used = await as(session).caller.admin.admins.invite({ email: 'used@example.com' })
    await as(session).caller.admin.admins.invite({ email: 'live@example.com' })
    await as(null).caller.admin.admins.setPasswordWithLink({ token: tokenOf(used.url), password: 'used-password' })

    expect(await deleteExpiredPasswordTokens(getDb().db, NOW + PASSWORD_LINK_LIFETIME_MS - 1)).toBe(0)
    expect(await deleteExpiredPasswordTokens(getDb().db, NOW + PASSWORD_LINK_LIFETIME_MS)).toBe(2)
  })
})

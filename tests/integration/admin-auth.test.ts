import { TRPCError } from '@trpc/server'
import { expect, test, vi } from 'vitest'
import { ADMIN_ROLE, AdminMessages } from '../../shared/schemas/admin'
import {
  SESSION_LIFETIME_MS,
  createSession,
  generateSessionToken,
  sessionIdFromToken,
  validateSessionToken,
} from '../../server/auth/session'
import { deleteExpiredSessions, updateSessionExpiry } from '../../server/repositories/session.repository'
import { InMemoryLoginThrottle, LOGIN_THROTTLE_LIMITS } from '../../server/auth/login-throttle'
import { loginAdmin } from '../../server/services/admin-login.service'
import { DomainError } from '../../server/services/domain-error'
import { upsertUser } from '../../server/services/user-accounts.service'
import { adminProcedure, router } from '../../server/trpc/init'
import { createUser } from '../factories'
import { testCaller } from '../setup/context'
import { describeEachDialect } from '../setup/test-db'

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    if (error instanceof TRPCError) return error.code
    throw error
  }
  return 'OK'
}

describeEachDialect('admin auth', (getDb) => {
  test('an admin signs in: a session row holds only the hash of the cookie token', async () => {
    const admin = await createUser(getDb())
    const { caller, cookie } = testCaller(getDb())

    const user = await caller.admin.login({ email: admin.email.toUpperCase(), password: admin.password })

    expect(user).toEqual({ id: admin.id, email: admin.email, role: ADMIN_ROLE })
    expect(cookie.token).toMatch(/^[a-z2-7]{32}$/)
    const rows = await getDb().db.selectFrom('sessions').select(['id', 'user_id']).execute()
    expect(rows).toEqual([{ id: sessionIdFromToken(cookie.token!), user_id: admin.id }])
    expect(rows[0]!.id).not.toContain(cookie.token)
  })

  test('a wrong password is refused with the same text as an unknown account', async () => {
    const admin = await createUser(getDb())
    const { caller, cookie } = testCaller(getDb())

    await expect(caller.admin.login({ email: admin.email, password: 'wrong-password' })).rejects.toThrow(
      'Invalid login credentials',
    )
    await expect(caller.admin.login({ email: 'nobody@example.com', password: 'whatever-it-is' })).rejects.toThrow(
      'Invalid login credentials',
    )
    expect(cookie.token).toBeNull()
  })

  test('a user whose role is not admin gets no session and the spec text', async () => {
    const viewer = await createUser(getDb(), { role: 'viewer' })
    const { caller, cookie } = testCaller(getDb())

    await expect(caller.admin.login({ email: viewer.email, password: viewer.password })).rejects.toThrow(
      'Access denied. Admin privileges required.',
    )
    expect(cookie.token).toBeNull()
    expect(await getDb().db.selectFrom('sessions').select('id').execute()).toEqual([])
  })

  test('empty or malformed login input is refused with field errors', async () => {
    const { caller } = testCaller(getDb())
    const error = await caller.admin.login({ email: '', password: '' }).catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(TRPCError)
    expect((error as TRPCError).code).toBe('BAD_REQUEST')
  })

  test('repeated failures lock the account for a while, even with the right password', async () => {
    const admin = await createUser(getDb())
    const { caller } = testCaller(getDb())
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await codeOf(caller.admin.login({ email: admin.email, password: `wrong-${attempt}` }))).toBe(
        'UNAUTHORIZED',
      )
    }
    await expect(caller.admin.login({ email: admin.email, password: admin.password })).rejects.toThrow(
      /Too many login attempts/,
    )
  })

  test('eight concurrent wrong logins for one account: five are evaluated, three are refused', async () => {
    const admin = await createUser(getDb())
    const { caller } = testCaller(getDb())

    const codes = await Promise.all(
      Array.from({ length: 8 }, (_, attempt) =>
        codeOf(caller.admin.login({ email: admin.email, password: `wrong-${attempt}` })),
      ),
    )

    expect(codes.filter((code) => code === 'UNAUTHORIZED')).toHaveLength(5)
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(3)
  })

  test('while an account is locked from an IP the right password is refused there with the wait in minutes', async () => {
    const admin = await createUser(getDb())
    const { caller, cookie } = testCaller(getDb())
    await Promise.all(
      Array.from({ length: 5 }, (_, attempt) =>
        codeOf(caller.admin.login({ email: admin.email, password: `wrong-${attempt}` })),
      ),
    )

    await expect(caller.admin.login({ email: admin.email, password: admin.password })).rejects.toThrow(
      AdminMessages.tooManyAttempts(15),
    )
    expect(cookie.token).toBeNull()
  })

  test('an account locked from one IP still lets the admin in from another', async () => {
    const admin = await createUser(getDb())
    const attacker = testCaller(getDb(), { clientIp: '198.51.100.66' })
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await codeOf(attacker.caller.admin.login({ email: admin.email, password: `wrong-${attempt}` }))
    }
    expect(await codeOf(attacker.caller.admin.login({ email: admin.email, password: admin.password }))).toBe(
      'TOO_MANY_REQUESTS',
    )

    const owner = testCaller(getDb(), { clientIp: '203.0.113.10', services: attacker.services })
    expect(await owner.caller.admin.login({ email: admin.email, password: admin.password })).toMatchObject({
      id: admin.id,
    })
    expect(owner.cookie.token).not.toBeNull()
  })

  test("a successful sign-in forgives that IP's earlier failures on the account", async () => {
    const admin = await createUser(getDb())
    const { caller } = testCaller(getDb())
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await codeOf(caller.admin.login({ email: admin.email, password: `wrong-${attempt}` }))
    }
    await caller.admin.login({ email: admin.email, password: admin.password })

    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await codeOf(caller.admin.login({ email: admin.email, password: `again-${attempt}` }))).toBe(
        'UNAUTHORIZED',
      )
    }
  })

  test('the login service takes explicit inputs and refuses with domain errors', async () => {
    const viewer = await createUser(getDb(), { role: 'viewer' })
    const cookie = { set: vi.fn(), clear: vi.fn() }
    const dependencies = {
      db: getDb().db,
      throttle: new InMemoryLoginThrottle({ ...LOGIN_THROTTLE_LIMITS, maxFailuresPerAccountAndIp: 1 }),
      log: { warn: vi.fn() },
      sessionCookie: cookie,
    }
    const attempt = (password: string) =>
      loginAdmin(dependencies, { email: viewer.email, password, clientIp: '192.0.2.1' })

    await expect(attempt(viewer.password)).rejects.toEqual(new DomainError('forbidden', AdminMessages.accessDenied))
    await expect(attempt('wrong-password')).rejects.toEqual(
      new DomainError('unauthorized', AdminMessages.invalidCredentials),
    )
    await expect(attempt(viewer.password)).rejects.toEqual(
      new DomainError('too-many-requests', AdminMessages.tooManyAttempts(15)),
    )
    expect(cookie.set).not.toHaveBeenCalled()
  })

  test('repeated failures from one IP lock that IP across accounts, not other IPs', async () => {
    const admin = await createUser(getDb())
    const first = testCaller(getDb(), { clientIp: '198.51.100.1' })
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await codeOf(first.caller.admin.login({ email: `probe${attempt}@example.com`, password: 'guess-guess' }))
    }
    expect(await codeOf(first.caller.admin.login({ email: admin.email, password: admin.password }))).toBe(
      'TOO_MANY_REQUESTS',
    )
    const other = testCaller(getDb(), { clientIp: '198.51.100.2', services: first.services })
    expect(await codeOf(other.caller.admin.login({ email: admin.email, password: admin.password }))).toBe('OK')
  })

  test('me answers the signed-in admin; logout deletes the session and clears the cookie', async () => {
    const admin = await createUser(getDb())
    const token = generateSessionToken()
    await createSession(getDb().db, token, admin.id)
    const session = await validateSessionToken(getDb().db, token)
    const { caller, cookie } = testCaller(getDb(), { session })

    expect(await caller.admin.me()).toEqual({ id: admin.id, email: admin.email, role: 'admin' })
    await caller.admin.logout()

    expect(cookie.cleared).toBe(true)
    expect(await validateSessionToken(getDb().db, token)).toBeNull()
  })

  test('adminProcedure refuses the signed-out with UNAUTHORIZED and a non-admin with FORBIDDEN', async () => {
    const probe = router({ secret: adminProcedure.query(() => 'granted') })
    const viewer = await createUser(getDb(), { role: 'viewer' })
    const admin = await createUser(getDb())
    const sessionOf = async (userId: number) => {
      const token = generateSessionToken()
      await createSession(getDb().db, token, userId)
      return validateSessionToken(getDb().db, token)
    }
    const call = async (session: Awaited<ReturnType<typeof sessionOf>>) =>
      probe.createCaller(testCaller(getDb(), { session }).ctx).secret()

    expect(await codeOf(call(null))).toBe('UNAUTHORIZED')
    expect(await codeOf(call(await sessionOf(viewer.id)))).toBe('FORBIDDEN')
    expect(await call(await sessionOf(admin.id))).toBe('granted')
  })

  test('a session past half its life slides forward; an expired one is deleted', async () => {
    const admin = await createUser(getDb())
    const token = generateSessionToken()
    const session = await createSession(getDb().db, token, admin.id)

    await updateSessionExpiry(getDb().db, session.id, Date.now() + SESSION_LIFETIME_MS / 4)
    const renewed = await validateSessionToken(getDb().db, token)
    expect(renewed!.session.expiresAt).toBeGreaterThan(Date.now() + SESSION_LIFETIME_MS - 60_000)

    await updateSessionExpiry(getDb().db, session.id, Date.now() - 1)
    expect(await validateSessionToken(getDb().db, token)).toBeNull()
    expect(await getDb().db.selectFrom('sessions').select('id').execute()).toEqual([])
  })

  test('changing a password ends every session of that user', async () => {
    const admin = await createUser(getDb())
    const token = generateSessionToken()
    await createSession(getDb().db, token, admin.id)

    expect(await upsertUser(getDb().db, { email: admin.email, password: 'a-brand-new-password', role: 'admin' })).toBe(
      'updated',
    )
    expect(await validateSessionToken(getDb().db, token)).toBeNull()
  })

  test('expired sessions are swept', async () => {
    const admin = await createUser(getDb())
    const live = await createSession(getDb().db, generateSessionToken(), admin.id)
    const stale = await createSession(getDb().db, generateSessionToken(), admin.id)
    await updateSessionExpiry(getDb().db, stale.id, Date.now() - 1000)

    expect(await deleteExpiredSessions(getDb().db, Date.now())).toBe(1)
    const remaining = await getDb().db.selectFrom('sessions').select('id').execute()
    expect(remaining.map((row) => row.id)).toEqual([live.id])
  })
})

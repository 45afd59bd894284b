import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { INVALID_JSON_MESSAGE } from '../../server/trpc/init'
import { AdminMessages } from '../../shared/schemas/admin'
import { FormMessages, FORM_TOKEN_TTL_MS, type FormName } from '../../shared/schemas/forms'
import { TextMessages } from '../../shared/schemas/text'
import { createUser } from '../factories'
import { snapshotDb } from '../setup/db-snapshot'
import {
  allProcedures,
  expectClearRefusal,
  FORBIDDEN_TEXT,
  INJECTION_TEXT,
  nestedArrays,
  nestedObjects,
  PROTOTYPE_KEYS_JSON,
  WRONG_SHAPES,
} from '../setup/hostile-inputs'
import { postProcedure, readyFormToken, testApp, type TestApp, sessionCookieFor } from '../setup/http-app'
import { describeEachDialect } from '../setup/test-db'

/** The procedures anyone may call; every other one must refuse a visitor without a session. */
const PUBLIC_PROCEDURES = new Set([
  'funnel.registerConfig',
  'funnel.webinarConfig',
  'funnel.offerConfig',
  'funnel.progress',
  'funnel.roomState',
  'funnel.momentEvent',
  'funnel.answerPoll',
  'funnel.attendance',
  'funnel.openPersonalLink',
  'funnel.unsubscribeState',
  'funnel.askQuestion',
  'funnel.roomQuestions',
  'blog.list',
  'blog.byId',
  'blog.related',
  'blog.article',
  'blog.latest',
  'blog.openPreview',
  'forms.token',
  'forms.webinar',
  'forms.demo',
  'forms.join',
  'forms.training',
  'forms.recordConsent',
  'admin.login',
  'admin.logout',
  'admin.me',
  'admin.admins.setPasswordWithLink',
])

/** A valid submission of each form but for its token, and the fields a visitor types text into. */
const FORMS: Record<FormName, { input: Record<string, unknown>; textFields: string[] }> = {
  webinar: { input: { fullName: 'Kovács Anna', email: 'anna@pelda.hu' }, textFields: ['fullName', 'email'] },
  demo: {
    input: { fullName: 'Nagy Péter', email: 'peter@pelda.hu', pharmacyName: 'Szent Anna', privacyAccepted: true },
    textFields: ['fullName', 'email', 'pharmacyName'],
  },
  join: {
    input: { fullName: 'Tóth Éva', email: 'eva@pelda.hu', pharmacyName: 'Kígyó Patika' },
    textFields: ['fullName', 'email', 'pharmacyName'],
  },
  training: {
    input: { fullName: 'Szabó Gábor', email: 'gabor@pelda.hu', company: 'Cég Kft.', message: 'Érdekel' },
    textFields: ['fullName', 'email', 'company', 'message'],
  },
}
const FORM_NAMES = Object.keys(FORMS) as FormName[]

const submission = (form: FormName, formToken: string, overrides: Record<string, unknown> = {}) => ({
  ...FORMS[form].input,
  submissionId: randomUUID(),
  formToken,
  ...overrides,
})

/** A procedure called as the site's pages call it: a query in the URL, a mutation as a JSON body. */
function callProcedure(
  app: FastifyInstance,
  { path, type }: { path: string; type: string },
  inputJson: string,
  headers: Record<string, string> = {},
) {
  return type === 'query'
    ? app.inject({ method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent(inputJson)}`, headers })
    : postProcedure(app, path, inputJson, { headers })
}

const fieldErrorsOf = (body: string) =>
  (JSON.parse(body) as { error: { data: { zodError: { fieldErrors: Record<string, string[]> } | null } } }).error.data
    .zodError?.fieldErrors ?? {}

describeEachDialect('hostile input to the tRPC procedures', (getDb) => {
  let site: TestApp
  let asAdmin: { cookie: string }

  beforeEach(async () => {
    site = await testApp({ db: getDb() })
    const admin = await createUser(getDb())
    asAdmin = { cookie: await sessionCookieFor(site.app, admin) }
  })
  afterEach(() => site.close())

  test('every procedure that takes input refuses each wrong shape with 400 and a message, changing nothing', async () => {
    const before = await snapshotDb(getDb())
    for (const procedure of allProcedures().filter((candidate) => candidate.takesInput)) {
      for (const [shape, json] of Object.entries(WRONG_SHAPES)) {
        expectClearRefusal(await callProcedure(site.app, procedure, json, asAdmin), 400, `${procedure.path}: ${shape}`)
      }
    }
    expect(await snapshotDb(getDb())).toEqual(before)
  })

  test('input that is not JSON is refused with 400 and a plain message that quotes nothing back', async () => {
    const procedures = [
      { path: 'blog.list', type: 'query' },
      { path: 'forms.webinar', type: 'mutation' },
      { path: 'blog.create', type: 'mutation' },
    ]
    for (const procedure of procedures) {
      for (const broken of ['{"fullName":', '{fullName: 1}', "{'a':1}", `"${'x'.repeat(5_000)}`]) {
        const message = expectClearRefusal(
          await callProcedure(site.app, procedure, broken, asAdmin),
          400,
          `${procedure.path}: ${broken.slice(0, 20)}`,
        )
        expect(message).toBe(INVALID_JSON_MESSAGE)
      }
    }
  })

  test('signed out, every procedure but the public ones answers 401 whatever its input', async () => {
    const adminOnly = allProcedures().filter((procedure) => !PUBLIC_PROCEDURES.has(procedure.path))
    expect(adminOnly.length).toBeGreaterThan(15)
    const before = await snapshotDb(getDb())
    for (const procedure of adminOnly) {
      for (const [shape, json] of Object.entries({ 'an empty object': '{}', ...WRONG_SHAPES })) {
        const message = expectClearRefusal(
          await callProcedure(site.app, procedure, json),
          401,
          `${procedure.path}: ${shape}`,
        )
        expect(message).toBe(AdminMessages.signInRequired)
      }
    }
    expect(await snapshotDb(getDb())).toEqual(before)
  })

  test('own __proto__ and constructor keys count for nothing: each procedure answers as for {}, no prototype changes', async () => {
    const before = await snapshotDb(getDb())
    for (const procedure of allProcedures().filter((candidate) => candidate.takesInput)) {
      const plain = await callProcedure(site.app, procedure, '{}', asAdmin)
      const polluting = await callProcedure(site.app, procedure, PROTOTYPE_KEYS_JSON, asAdmin)
      expect(polluting.statusCode, procedure.path).toBe(plain.statusCode)
      expect(polluting.statusCode, procedure.path).toBeLessThan(500)
    }
    const login = await postProcedure(site.app, 'admin.login', '{"__proto__":{"email":"a@pelda.hu","password":"x"}}')
    expectClearRefusal(login, 400, 'admin.login with credentials only in __proto__')
    expect(login.headers['set-cookie']).toBeUndefined()
    expect(({} as Record<string, unknown>).role).toBeUndefined()
    expect(await snapshotDb(getDb())).toEqual(before)
  })

  test.each(Object.entries(FORBIDDEN_TEXT))(
    'every text field of every form refuses %s with its message, saving nothing',
    async (_name, text) => {
      const before = await snapshotDb(getDb())
      for (const form of FORM_NAMES) {
        for (const field of FORMS[form].textFields) {
          const response = await postProcedure(site.app, `forms.${form}`, submission(form, '', { [field]: text }))
          expectClearRefusal(response, 400, `${form}.${field}`)
          expect(fieldErrorsOf(response.body)[field], `${form}.${field}`).toEqual([TextMessages.invalidCharacters])
        }
      }
      expect(await snapshotDb(getDb())).toEqual(before)
    },
  )

  test('missing fields, wrong types and too long values are refused field by field, saving nothing', async () => {
    const before = await snapshotDb(getDb())
    const cases: [FormName, Record<string, unknown>, Record<string, string[]>][] = [
      [
        'webinar',
        { fullName: undefined, email: undefined },
        {
          fullName: [FormMessages.required],
          email: [FormMessages.required],
        },
      ],
      [
        'demo',
        { fullName: 42, privacyAccepted: 'true' },
        {
          fullName: [FormMessages.required],
          privacyAccepted: [FormMessages.privacyRequired],
        },
      ],
      [
        'join',
        { email: ['anna@pelda.hu'], pharmacyName: { name: 'x' } },
        {
          email: [FormMessages.required],
          pharmacyName: [FormMessages.required],
        },
      ],
      [
        'training',
        { fullName: 'n'.repeat(121), message: 'm'.repeat(20_000) },
        {
          fullName: [FormMessages.tooLong(120)],
          message: [FormMessages.tooLong(2000)],
        },
      ],
      ['webinar', { fullName: 'x'.repeat(30_000) }, { fullName: [FormMessages.tooLong(120)] }],
    ]
    for (const [form, overrides, expected] of cases) {
      const response = await postProcedure(site.app, `forms.${form}`, submission(form, '', overrides))
      expectClearRefusal(response, 400, form)
      expect(fieldErrorsOf(response.body)).toEqual(expected)
    }
    const nested = await postProcedure(
      site.app,
      'forms.webinar',
      `{"fullName":${nestedObjects(2_000)},"email":${nestedArrays(10_000)},"submissionId":"${randomUUID()}"}`,
    )
    expectClearRefusal(nested, 400, 'deeply nested field values')
    expect(fieldErrorsOf(nested.body)).toEqual({ fullName: [FormMessages.required], email: [FormMessages.required] })
    const huge = await postProcedure(
      site.app,
      'forms.join',
      submission('join', '', { fullName: 'x'.repeat(1_000_000) }),
    )
    expectClearRefusal(huge, 413, 'a 1 MB name')
    expect(await snapshotDb(getDb())).toEqual(before)
  })

  test('SQL and HTML typed into free text are kept as the text typed; in an id, address or option they are refused', async () => {
    const token = await readyFormToken(site, 'join')
    const accepted = await postProcedure(
      site.app,
      'forms.join',
      submission('join', token, {
        fullName: INJECTION_TEXT['SQL statement'],
        pharmacyName: INJECTION_TEXT['HTML script'],
      }),
    )
    expect(accepted.statusCode, accepted.body).toBe(200)
    const rows = await getDb().db.selectFrom('registrations').select(['full_name', 'metadata']).execute()
    expect(rows.map((row) => row.full_name)).toEqual([INJECTION_TEXT['SQL statement']])
    expect(String(rows[0]?.metadata)).toContain(JSON.stringify(INJECTION_TEXT['HTML script']).slice(1, -1))

    const before = await snapshotDb(getDb())
    const refusals: [string, string, unknown][] = [
      ['forms.join', 'a submission id', submission('join', token, { submissionId: INJECTION_TEXT['SQL tautology'] })],
      [
        'forms.webinar',
        'an e-mail address',
        submission('webinar', token, { email: `a@b.hu${INJECTION_TEXT['SQL statement']}` }),
      ],
      ['forms.demo', 'a position', submission('demo', token, { position: INJECTION_TEXT['SQL tautology'] })],
      [
        'forms.recordConsent',
        'a consent id',
        {
          consentId: INJECTION_TEXT['SQL statement'],
          version: '1',
          analytics: true,
          marketing: true,
        },
      ],
      [
        'funnel.progress',
        'a registration reference',
        {
          registration: INJECTION_TEXT['SQL tautology'],
          step: 'waiting_viewed',
        },
      ],
      [
        'funnel.momentEvent',
        'a registration reference',
        { registration: INJECTION_TEXT['SQL tautology'], momentId: 'offer-1', event: 'shown', position: 1 },
      ],
      [
        'funnel.answerPoll',
        'a registration reference',
        { registration: INJECTION_TEXT['SQL statement'], momentId: 'poll-1', choice: 0, position: 1 },
      ],
      [
        'funnel.askQuestion',
        'a registration reference',
        { registration: INJECTION_TEXT['SQL tautology'], text: 'Mennyibe kerül?', position: 12 },
      ],
      [
        'funnel.attendance',
        'a registration reference and a page view id',
        {
          registration: INJECTION_TEXT['SQL tautology'],
          viewId: INJECTION_TEXT['SQL statement'],
          sequence: 0,
          mode: 'live',
          watched: [[0, 15]],
          position: 15,
        },
      ],
      [
        'admin.login',
        'an e-mail address',
        { email: INJECTION_TEXT['SQL tautology'], password: INJECTION_TEXT['SQL tautology'] },
      ],
    ]
    for (const [path, what, input] of refusals) {
      expectClearRefusal(await postProcedure(site.app, path, input), 400, `${path}: SQL in ${what}`)
    }
    const byId = await callProcedure(site.app, { path: 'blog.byId', type: 'query' }, '{"id":"1 OR 1=1"}')
    expectClearRefusal(byId, 400, 'blog.byId: SQL in the id')
    const unsubscribeState = await callProcedure(
      site.app,
      { path: 'funnel.unsubscribeState', type: 'query' },
      JSON.stringify({ registrationId: '1 OR 1=1', token: INJECTION_TEXT['SQL tautology'] }),
    )
    expectClearRefusal(unsubscribeState, 400, 'funnel.unsubscribeState: SQL in the id and the token')
    const roomState = await callProcedure(
      site.app,
      { path: 'funnel.roomState', type: 'query' },
      JSON.stringify({ registration: INJECTION_TEXT['SQL tautology'], webinarTime: INJECTION_TEXT['HTML script'] }),
    )
    expectClearRefusal(roomState, 400, 'funnel.roomState: SQL in the reference, markup as the start')
    const roomQuestions = await callProcedure(
      site.app,
      { path: 'funnel.roomQuestions', type: 'query' },
      JSON.stringify({ registration: INJECTION_TEXT['SQL tautology'] }),
    )
    expectClearRefusal(roomQuestions, 400, 'funnel.roomQuestions: SQL in the registration reference')
    expect(await snapshotDb(getDb())).toEqual(before)
  })

  test('a forged, backdated, expired, oversized or other form’s token is refused, saving nothing', async () => {
    const genuine = await readyFormToken(site, 'webinar')
    const [form, issuedAt, nonce, signature] = genuine.split('.')
    const tokens: [string, string, number, string][] = [
      [
        'a forged signature',
        `${form}.${issuedAt}.${nonce}.${signature?.slice(0, -4)}AAAA`,
        403,
        FormMessages.botDetected,
      ],
      [
        'a backdated issue time',
        `${form}.${(Date.parse('2025-03-01') - 60_000).toString(36)}.${nonce}.${signature}`,
        403,
        FormMessages.botDetected,
      ],
      ['the demo form’s token', await readyFormToken(site, 'demo'), 403, FormMessages.botDetected],
      ['garbage', 'not-a-token', 403, FormMessages.botDetected],
      ['no token', '', 403, FormMessages.botDetected],
      ['a token of 10 000 characters', 'x'.repeat(10_000), 400, ''],
    ]
    const before = await snapshotDb(getDb())
    for (const [what, token, status, message] of tokens) {
      const answer = expectClearRefusal(
        await postProcedure(site.app, 'forms.webinar', submission('webinar', token)),
        status,
        what,
      )
      if (message) expect(answer, what).toBe(message)
    }
    site.advance(FORM_TOKEN_TTL_MS)
    expectClearRefusal(
      await postProcedure(site.app, 'forms.webinar', submission('webinar', genuine)),
      403,
      'an expired token',
    )
    expect(await snapshotDb(getDb())).toEqual(before)
  })

  test('a replayed submission id with changed content is refused with 409, and the stored row stays as it was', async () => {
    const submissionId = randomUUID()
    const first = await postProcedure(
      site.app,
      'forms.join',
      submission('join', await readyFormToken(site, 'join'), { submissionId }),
    )
    expect(first.statusCode, first.body).toBe(200)
    const before = await snapshotDb(getDb())
    const changes: Record<string, unknown>[] = [
      { email: 'mas@pelda.hu' },
      { fullName: INJECTION_TEXT['HTML script'] },
      { submissionId: submissionId.toUpperCase(), pharmacyName: 'Másik Patika' },
    ]
    for (const change of changes) {
      const replay = await postProcedure(
        site.app,
        'forms.join',
        submission('join', await readyFormToken(site, 'join'), { submissionId, ...change }),
      )
      expect(expectClearRefusal(replay, 409, JSON.stringify(change))).toBe(FormMessages.botDetected)
    }
    const otherForm = await postProcedure(
      site.app,
      'forms.webinar',
      submission('webinar', await readyFormToken(site, 'webinar'), { submissionId }),
    )
    expect(expectClearRefusal(otherForm, 409, 'the id replayed on another form')).toBe(FormMessages.botDetected)
    expect(await snapshotDb(getDb())).toEqual(before)
  })

  test('hostile text in the admin’s and the consent banner’s inputs is refused with 400, changing nothing', async () => {
    const before = await snapshotDb(getDb())
    const post = { title: 'Cím', excerpt: 'Kivonat', content: '<p>Szöveg</p>', category: 'Trendek' }
    const op = { id: 1, opId: randomUUID(), expectedUpdatedAt: null }
    const refusals: [string, string, unknown][] = []
    for (const [name, text] of Object.entries(FORBIDDEN_TEXT)) {
      refusals.push(
        [
          'forms.recordConsent',
          `the version with ${name}`,
          {
            consentId: randomUUID(),
            version: text,
            analytics: true,
            marketing: false,
          },
        ],
        ['blog.create', `a title with ${name}`, { ...post, title: text }],
        ['blog.create', `a cover address with ${name}`, { ...post, image: `/blog-covers/${text}.png` }],
        ['admin.registrations.setNotes', `notes with ${name}`, { ...op, notes: text }],
      )
    }
    for (const text of [
      FORBIDDEN_TEXT['a NUL byte'],
      FORBIDDEN_TEXT['a lone high surrogate'],
      FORBIDDEN_TEXT['an escape sequence'],
    ]) {
      refusals.push(['blog.create', `content with ${JSON.stringify(text)}`, { ...post, content: `<p>${text}</p>` }])
    }
    refusals.push(
      ['blog.create', 'a javascript: cover', { ...post, image: 'javascript:alert(1)' }],
      ['blog.create', 'a cover on another host by backslash', { ...post, image: '/\\evil.example/x.png' }],
    )
    for (const [path, what, input] of refusals) {
      expectClearRefusal(await postProcedure(site.app, path, input, { headers: asAdmin }), 400, `${path}: ${what}`)
    }
    expect(await snapshotDb(getDb())).toEqual(before)
  })

  test('dates out of range, a reversed or years-long period are refused with 400, never counted', async () => {
    const before = await snapshotDb(getDb())
    const query = (path: string, input: unknown) =>
      callProcedure(site.app, { path, type: 'query' }, JSON.stringify(input), asAdmin)
    const periods = [
      { from: '0001-01-01', to: '9999-12-31' },
      { from: '2025-03-01', to: '2025-02-01' },
      { from: '2015-01-01', to: '2025-01-01' },
      { from: '2025-02-30', to: '2025-03-01' },
    ]
    for (const period of periods) {
      expectClearRefusal(await query('admin.funnelDashboard', period), 400, `dashboard ${JSON.stringify(period)}`)
    }
    for (const filter of [{ to: '9999-12-31' }, { from: '0000-01-01' }, { from: '2025-1-1' }]) {
      expectClearRefusal(await query('admin.registrations.list', filter), 400, `list ${JSON.stringify(filter)}`)
    }
    expect(await snapshotDb(getDb())).toEqual(before)
  })

  test('a stale or hostile expectedUpdatedAt is a conflict that changes nothing', async () => {
    const token = await readyFormToken(site, 'join')
    expect((await postProcedure(site.app, 'forms.join', submission('join', token))).statusCode).toBe(200)
    const { id } = await getDb().db.selectFrom('registrations').select('id').executeTakeFirstOrThrow()
    const before = await snapshotDb(getDb())
    for (const expectedUpdatedAt of [
      ...Object.values(FORBIDDEN_TEXT),
      INJECTION_TEXT['SQL tautology'],
      'x'.repeat(40),
    ]) {
      const response = await postProcedure(
        site.app,
        'admin.registrations.setStatus',
        { id, status: 'flagged', opId: randomUUID(), expectedUpdatedAt },
        { headers: asAdmin },
      )
      expect(response.statusCode, JSON.stringify(expectedUpdatedAt)).toBe(200)
      expect(response.json<{ result: { data: { outcome: string } } }>().result.data.outcome).toBe('conflict')
    }
    const snapshot = await snapshotDb(getDb())
    expect(snapshot.registrations).toEqual(before.registrations)
  })
})

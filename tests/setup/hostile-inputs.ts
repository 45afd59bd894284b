import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { appRouter } from '../../server/trpc/root'
import { TEST_MYSQL_URL } from './test-db'

/** Text an attacker types into a field instead of a name: characters no form field may hold. */
export const FORBIDDEN_TEXT = {
  'a NUL byte': 'Kovács\u0000Anna',
  'a lone high surrogate': 'Kovács \uD800Anna',
  'a lone low surrogate': 'Kovács \uDC00Anna',
  'a right-to-left override': 'Kovács \u202EannA',
  'a right-to-left isolate': 'Kovács \u2067Anna',
  'a C1 control': 'Kovács\u0085Anna',
  'an escape sequence': 'Kovács\u001B[2JAnna',
} as const

/** Text that is harmless as data but tries to become SQL or markup where it is used. */
export const INJECTION_TEXT = {
  'SQL statement': "Robert'); DROP TABLE registrations;--",
  'SQL tautology': "' OR '1'='1",
  'HTML script': '<script>alert(1)</script>',
  'attribute break-out': '"><img src=x onerror=alert(1)>',
} as const

/** JSON nested `depth` levels deep, written as text (JSON.stringify itself recurses and would overflow). */
export const nestedArrays = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`
export const nestedObjects = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

/** An input that tries to reach the prototype: own `__proto__` and `constructor` keys, as JSON.parse makes them. */
export const PROTOTYPE_KEYS_JSON = '{"__proto__":{"role":"admin","id":1},"constructor":{"prototype":{"role":"admin"}}}'

/**
 * Inputs of the wrong shape for every procedure that takes one: each is refused whatever the procedure expects.
 * Values are the JSON text sent, so deep nesting survives.
 */
export const WRONG_SHAPES: Record<string, string> = {
  'a number': '42',
  'a string with SQL': JSON.stringify(INJECTION_TEXT['SQL tautology']),
  'a boolean': 'true',
  null: 'null',
  'an array': '["x",1]',
  'arrays nested 10 000 deep': nestedArrays(10_000),
  // An object with unknown keys alone is a valid input where every field is optional (blog.list), hence the array.
  'objects nested 2 000 deep in an array': `[${nestedObjects(2_000)}]`,
}

/** Every procedure of the app router by path, with its kind and whether it declares an input. */
export function allProcedures(): { path: string; type: string; takesInput: boolean }[] {
  // At run time `_def.procedures` is flat, keyed by dotted path; its declared type is the nested router record.
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: string; inputs: unknown[] } }
  >
  return Object.entries(procedures).map(([path, procedure]) => ({
    path,
    type: procedure._def.type,
    takesInput: procedure._def.inputs.length > 0,
  }))
}

/** What an answer must never show a client: a stack, a source path, a driver's code or name, SQL, the database host. */
const INTERNAL_DETAILS = [
  /\n\s+at /,
  /\bat [\w.<>]+ \(/,
  /node_modules|\/server\/|\/work\/|\.ts:\d+/,
  /\bER_[A-Z_]+/,
  /SQLITE_|sqlite/i,
  /mysql|mariadb/i,
  /kysely/i,
  /\bselect\b[^<>"]*\bfrom\b/i,
  /\binsert into\b|\bdelete from\b/i,
  new RegExp(new URL(TEST_MYSQL_URL).hostname.replace(/\./g, '\\.')),
]

/** Each piece of internal detail in a body, with some context, so a failure names what leaked. */
export function internalDetailsIn(body: string): string[] {
  return INTERNAL_DETAILS.flatMap((pattern) => {
    const match = pattern.exec(body)
    return match ? [`${pattern}: …${body.slice(Math.max(0, match.index - 60), match.index + 60)}…`] : []
  })
}

/** The person-facing message of a refusal, whichever of the app's answer shapes it has. */
export function refusalMessageOf(response: LightMyRequestResponse): string {
  if (!String(response.headers['content-type']).startsWith('application/json')) return response.body
  const body = response.json<{ error?: string | { message?: string }; message?: string }>()
  return typeof body.error === 'string' ? body.error : (body.error?.message ?? body.message ?? '')
}

/**
 * A clear refusal: the status expected (a 4xx), a message of its own, and nothing internal in the body. Returns the
 * message for the test to check further.
 */
export function expectClearRefusal(response: LightMyRequestResponse, status: number, label: string): string {
  expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBe(status)
  expect(internalDetailsIn(response.body), label).toEqual([])
  const message = refusalMessageOf(response)
  expect(message.trim().length, `${label} answers a message`).toBeGreaterThan(0)
  return message
}

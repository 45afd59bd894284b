import { createTRPCClient, httpBatchLink } from '@trpc/client'
import { vi } from 'vitest'
import type { AppRouter } from '../../server/trpc/root'

/** A `window` with an in-memory localStorage, for browser code run in Node; undone by `vi.unstubAllGlobals()`. */
export function stubBrowserStorage(initial: Record<string, string> = {}): Map<string, string> {
  const items = new Map(Object.entries(initial))
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
  vi.stubGlobal('window', { localStorage, addEventListener: () => {}, removeEventListener: () => {} })
  return items
}

export interface FakeAnswer {
  status: number
  body: string
}

/** tRPC's batch answer for one call that succeeded with `data`. */
export const trpcData = (data: unknown): FakeAnswer => ({
  status: 200,
  body: JSON.stringify([{ result: { data } }]),
})

/** tRPC's batch answer for one call the server refused with `code`. */
export const trpcError = (code: string, httpStatus: number, message = 'Kérjük, próbálja újra később.'): FakeAnswer => ({
  status: httpStatus,
  body: JSON.stringify([{ error: { message, code: -32000, data: { code, httpStatus } } }]),
})

/**
 * A real tRPC client whose `fetch` hands each request to `answer` (by procedure path and body): what the browser's
 * client would make of the same answers. `answer` may throw, as fetch does when the network is down.
 */
export function fakeServerClient(answer: (path: string, body: unknown) => FakeAnswer) {
  const calls: Array<{ path: string; body: unknown }> = []
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    await Promise.resolve() // like a real fetch, the answer (or the network error) comes later
    const path = new URL(input instanceof Request ? input.url : input).pathname.replace('/trpc/', '')
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    calls.push({ path, body })
    const { status, body: text } = answer(path, body)
    return new Response(text, { status, headers: { 'content-type': 'application/json' } })
  }
  const client = createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: 'http://site.test/trpc', fetch: fakeFetch })],
  })
  return { client, calls }
}

import type { DehydratedState } from '@tanstack/react-query'
import { expect, test } from 'vitest'
import { pageCacheExpiry } from '../../server/render/page-cache-expiry'
import { budapestDateTimeToIso } from '../../shared/budapest-time'
import { DEFAULT_REGISTER_CONFIG } from '../../shared/funnel/config-defaults'
import { DEFAULT_WEBINAR_SCHEDULE } from '../../shared/funnel/config-defaults'
import { SESSION_MIN_LEAD_MS } from '../../shared/funnel/webinar-sessions'

const query = (path: string[], data: unknown) =>
  ({
    queryKey: [path, { type: 'query' }],
    state: { status: 'success', data },
  }) as unknown as DehydratedState['queries'][number]
const state = (...queries: DehydratedState['queries']): DehydratedState => ({ queries, mutations: [] })
const RENDERED_AT = new Date(budapestDateTimeToIso('2026-11-30T10:00'))

test('the register page is kept until its first listed session comes within the lead', () => {
  const weekly = {
    ...DEFAULT_REGISTER_CONFIG,
    schedule: { ...DEFAULT_WEBINAR_SCHEDULE, weekly: [{ weekday: 2, time: '18:00' }] },
  }
  expect(pageCacheExpiry(state(query(['funnel', 'registerConfig'], weekly)), RENDERED_AT)).toBe(
    Date.parse(budapestDateTimeToIso('2026-12-01T18:00')) - SESSION_MIN_LEAD_MS,
  )
})

test('a page with the default schedule, or without the register config, goes out of date only by invalidation', () => {
  expect(pageCacheExpiry(state(query(['funnel', 'registerConfig'], DEFAULT_REGISTER_CONFIG)), RENDERED_AT)).toBeNull()
  expect(pageCacheExpiry(state(query(['blog', 'latest'], [])), RENDERED_AT)).toBeNull()
  expect(pageCacheExpiry(state(), RENDERED_AT)).toBeNull()
})

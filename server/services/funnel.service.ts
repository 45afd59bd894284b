import type { Kysely } from 'kysely'
import { DEFAULT_FUNNEL_CONFIGS } from '../../shared/funnel/config-defaults'
import { HUNGARIAN_FUNNEL_CONFIGS } from '../../shared/funnel/config-defaults-hungarian'
import { FUNNEL_PROGRESS_RATE_LIMIT, FunnelMessages, type FunnelProgressReceipt } from '../../shared/funnel/progress'
import type { FunnelProgressInput } from '../../shared/schemas/funnel-progress'
import type { FunnelConfigKind, FunnelConfigs, SavedConfig } from '../../shared/schemas/funnel-configs'
import type { Database } from '../db/schema'
import { toIsoTime } from '../db/time'
import {
  findRecentOfferConfigs,
  findRecentRegisterConfigs,
  findRecentWebinarConfigs,
  hasSavedFunnelConfigs,
  insertFirstFunnelConfigs,
  insertOfferConfig,
  insertRegisterConfig,
  insertWebinarConfig,
} from '../repositories/funnel-config.repository'
import { findWebinarRegistrationId, recordFunnelStep } from '../repositories/funnel-progress.repository'
import { findChangeRequestBySubmissionId } from '../repositories/registration-change-request.repository'
import { rateLimitSubject } from '../rate-limit-subject'
import { CACHE_TAGS, type PageInvalidator } from '../render/render-cache'
import type { RateLimitStore } from './form-guard/rate-limit-store'
import { DomainError } from './domain-error'
import { planOfferReminder } from '../funnel/offer-reminder'

type Db = Kysely<Database>

const recent: { [K in FunnelConfigKind]: (db: Db, limit: number) => Promise<Array<SavedConfig<FunnelConfigs[K]>>> } = {
  register: findRecentRegisterConfigs,
  webinar: findRecentWebinarConfigs,
  offer: findRecentOfferConfigs,
}

/** How many saved versions the admin's editor lists to restore from. */
export const CONFIG_VERSIONS_LISTED = 10

const insert: { [K in FunnelConfigKind]: (db: Db, config: FunnelConfigs[K]) => Promise<void> } = {
  register: insertRegisterConfig,
  webinar: insertWebinarConfig,
  offer: insertOfferConfig,
}

/** The config in force: the newest saved row, or the built-in default while none has been saved. */
export async function currentFunnelConfig<K extends FunnelConfigKind>(db: Db, kind: K): Promise<FunnelConfigs[K]> {
  const [newest] = await recent[kind](db, 1)
  return newest?.config ?? DEFAULT_FUNNEL_CONFIGS[kind]
}

/**
 * Seeds the Hungarian starter as the first saved version of the three configs while none of them has a saved one
 * (issue 38: a new site is Hungarian from its first start); the server calls it once at start. A database with any
 * saved config is left as it is.
 */
export async function ensureStarterFunnelConfigs(db: Db): Promise<void> {
  if (await hasSavedFunnelConfigs(db)) return
  await insertFirstFunnelConfigs(db, HUNGARIAN_FUNNEL_CONFIGS)
}

/** The latest saved versions of a config, newest first, for the admin to compare and restore. */
export function funnelConfigVersions<K extends FunnelConfigKind>(
  db: Db,
  kind: K,
): Promise<Array<SavedConfig<FunnelConfigs[K]>>> {
  return recent[kind](db, CONFIG_VERSIONS_LISTED)
}

/** Saves a new version of the config and drops every cached page that showed the old one. */
export async function saveFunnelConfig<K extends FunnelConfigKind>(
  deps: { db: Db; pages: PageInvalidator | null },
  kind: K,
  config: FunnelConfigs[K],
): Promise<void> {
  await insert[kind](deps.db, config)
  deps.pages?.invalidate(CACHE_TAGS.funnelConfig(kind))
}

export interface FunnelProgressDeps {
  db: Db
  rateLimits: RateLimitStore
  now: () => number
  clientIp: string
}

/**
 * Records that a registrant reached a step, once: a repeat answers the first time. Only a webinar registration's
 * own reference is accepted, and each client IP has an allowance, so the table cannot be filled by guessing.
 */
export async function recordFunnelProgress(
  deps: FunnelProgressDeps,
  input: FunnelProgressInput,
): Promise<FunnelProgressReceipt> {
  const now = deps.now()
  const { maxEvents, windowMs } = FUNNEL_PROGRESS_RATE_LIMIT
  if (!(await deps.rateLimits.tryHit(`funnel-progress:${rateLimitSubject(deps.clientIp)}`, maxEvents, windowMs, now))) {
    throw new DomainError('too-many-requests', 'Rate limit exceeded')
  }
  const registrationId = await findWebinarRegistrationId(deps.db, input.registration)
  if (registrationId === undefined) {
    // A pending reference (a form that named an address already registered) records nothing and answers as a
    // registration would, so the answer does not tell that the address was known.
    if (await findChangeRequestBySubmissionId(deps.db, input.registration)) {
      return { step: input.step, reachedAt: toIsoTime(new Date(now)) }
    }
    throw new DomainError('not-found', FunnelMessages.unknownRegistration)
  }
  const reachedAt = await recordFunnelStep(deps.db, registrationId, input.step, toIsoTime(new Date(now)))
  if (input.step === 'offer_viewed') await planOfferReminder(deps.db, registrationId, reachedAt)
  return { step: input.step, reachedAt }
}

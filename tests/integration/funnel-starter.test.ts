import { expect, test } from 'vitest'
import type { ValidatedSession } from '../../server/auth/session'
import type { DbHandle } from '../../server/db/client'
import { insertOfferConfig } from '../../server/repositories/funnel-config.repository'
import { ensureStarterFunnelConfigs } from '../../server/services/funnel.service'
import { DEFAULT_OFFER_CONFIG, DEFAULT_REGISTER_CONFIG } from '../../shared/funnel/config-defaults'
import { HUNGARIAN_FUNNEL_CONFIGS } from '../../shared/funnel/config-defaults-hungarian'
import { testCaller } from '../setup/context'
import { describeEachDialect } from '../setup/test-db'

const ADMIN: ValidatedSession = {
  session: { id: 'test-session', expiresAt: Date.now() + 60_000 },
  user: { id: 1, email: 'admin@example.com', role: 'admin' },
}

const visitor = (db: DbHandle) => testCaller(db).caller.funnel
const admin = (db: DbHandle) => testCaller(db, { session: ADMIN }).caller.admin

async function versionCounts(db: DbHandle) {
  return {
    register: (await admin(db).registerConfigVersions()).length,
    webinar: (await admin(db).webinarConfigVersions()).length,
    offer: (await admin(db).offerConfigVersions()).length,
  }
}

describeEachDialect('funnel configs on a new database', (getDb) => {
  test('a new database shows the Hungarian starter of all three configs as their first saved versions', async () => {
    await ensureStarterFunnelConfigs(getDb().db)
    expect(await visitor(getDb()).registerConfig()).toEqual(HUNGARIAN_FUNNEL_CONFIGS.register)
    expect(await visitor(getDb()).webinarConfig()).toEqual(HUNGARIAN_FUNNEL_CONFIGS.webinar)
    expect(await visitor(getDb()).offerConfig()).toEqual(HUNGARIAN_FUNNEL_CONFIGS.offer)
    expect(await versionCounts(getDb())).toEqual({ register: 1, webinar: 1, offer: 1 })
  })

  test('the starter is seeded once: later starts, at once (each on its own connection on MariaDB) or one after another, add nothing', async () => {
    await Promise.all([ensureStarterFunnelConfigs(getDb().db), ensureStarterFunnelConfigs(getDb().db)])
    await ensureStarterFunnelConfigs(getDb().db)
    expect(await versionCounts(getDb())).toEqual({ register: 1, webinar: 1, offer: 1 })
  })

  test('a database that already has a saved config is left as it is', async () => {
    const saved = { ...DEFAULT_OFFER_CONFIG, title: 'Az admin saját ajánlata' }
    await insertOfferConfig(getDb().db, saved)
    await ensureStarterFunnelConfigs(getDb().db)
    expect(await visitor(getDb()).offerConfig()).toEqual(saved)
    expect(await visitor(getDb()).registerConfig()).toEqual(DEFAULT_REGISTER_CONFIG)
    expect(await versionCounts(getDb())).toEqual({ register: 0, webinar: 0, offer: 1 })
  })

  test("an admin's save after the starter is the newest version, the starter kept below it to restore", async () => {
    await ensureStarterFunnelConfigs(getDb().db)
    const offer = { ...HUNGARIAN_FUNNEL_CONFIGS.offer, title: 'Téli ajánlat' }
    await admin(getDb()).saveOfferConfig(offer)
    expect(await visitor(getDb()).offerConfig()).toEqual(offer)
    const versions = await admin(getDb()).offerConfigVersions()
    expect(versions.map((version) => version.config.title)).toEqual([
      'Téli ajánlat',
      HUNGARIAN_FUNNEL_CONFIGS.offer.title,
    ])
  })
})

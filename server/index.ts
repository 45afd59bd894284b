import { addShareCutsToCovers, moveDataUrlCoversToStore } from './services/blog-cover.service'
import { ensureBuiltInPosts } from './services/blog.service'
import { ensureStarterFunnelConfigs } from './services/funnel.service'
import { ensureFirstAdmin } from './services/user-accounts.service'
import { buildApp } from './app'
import { createDb } from './db/client'
import { migrateTarget } from './db/migrate'
import { loadEnv } from './env'
import { closeGracefully } from './shutdown'

const env = loadEnv()
const target = { databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH }
const { applied } = await migrateTarget(target)
const db = createDb(target)
await ensureBuiltInPosts(db.db)
await ensureStarterFunnelConfigs(db.db)
const app = await buildApp(env, { db })
app.addHook('onClose', () => db.db.destroy())
await moveDataUrlCoversToStore(db.db, app.log)
await addShareCutsToCovers(db.db, app.log)
if (applied.length > 0) app.log.info({ migrations: applied }, 'applied migrations')
await ensureFirstAdmin(db.db, env, app.log)

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down')
    closeGracefully(app).then(
      (outcome) => process.exit(outcome === 'drained' ? 0 : 1),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  })
}

await app.listen({ port: env.PORT, host: env.HOST })

import { createDb } from '../db/client'
import { migrateToLatest } from '../db/migrate'
import { loadEnv } from '../env'

const env = loadEnv()
const { db, dialect } = createDb({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH })
try {
  const applied = await migrateToLatest(db)
  console.log(applied.length > 0 ? `Applied on ${dialect}: ${applied.join(', ')}` : `Nothing to apply on ${dialect}.`)
} finally {
  await db.destroy()
}

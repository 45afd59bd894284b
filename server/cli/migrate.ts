import { migrateTarget } from '../db/migrate'
import { loadEnv } from '../env'

const env = loadEnv()
const { applied, dialect } = await migrateTarget({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH })
console.log(applied.length > 0 ? `Applied on ${dialect}: ${applied.join(', ')}` : `Nothing to apply on ${dialect}.`)

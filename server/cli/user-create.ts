import { parseArgs } from 'node:util'
import { z } from 'zod'
import {
  ADMIN_ROLE,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  UserRoleSchema,
} from '../../shared/schemas/admin'
import { createDb } from '../db/client'
import { migrateToLatest } from '../db/migrate'
import { loadEnv } from '../env'
import { upsertUser } from '../services/user-accounts.service'

const USAGE = 'Usage: npm run user:create -- --email E --password P [--role R]   (role defaults to admin)'

const ArgsSchema = z.object({
  email: z.email().max(EMAIL_MAX_LENGTH),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
  role: UserRoleSchema.default(ADMIN_ROLE),
})

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' } },
})
const parsed = ArgsSchema.safeParse(values)
if (!parsed.success) {
  for (const [field, problems] of Object.entries(z.flattenError(parsed.error).fieldErrors)) {
    console.error(`--${field}: ${(problems ?? []).join('; ')}`)
  }
  console.error(USAGE)
  process.exit(1)
}

const env = loadEnv()
const { db } = createDb({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH })
try {
  await migrateToLatest(db)
  const outcome = await upsertUser(db, parsed.data)
  console.log(`User ${parsed.data.email} ${outcome} with role ${parsed.data.role}.`)
} finally {
  await db.destroy()
}

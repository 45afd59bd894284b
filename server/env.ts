import { z } from 'zod'

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional()

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

function isLoopbackSite(siteUrl: string): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(siteUrl).hostname)
}

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    /** Behind a reverse proxy, take the client IP from X-Forwarded-For (rate limits and login throttling use it). */
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^mysql:\/\//, 'must start with mysql:// (leave it empty for the embedded SQLite database)')
        .optional(),
    ),
    SQLITE_PATH: z.string().min(1).default('data/app.db'),
    PUBLIC_SITE_URL: z.url().default('http://localhost:3000'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(10, 'must be at least 10 characters').optional()),
    BOOKING_URL: optionalUrl,
    FREE_TRIAL_URL: optionalUrl,
    CHATBOT_EMBED_URL: optionalUrl,
    CONTACT_EMAIL: z.email().default('info@patikachat.hu'),
    ANALYTICS_MEASUREMENT_ID: optionalText.pipe(
      z
        .string()
        .regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX')
        .optional(),
    ),
    FORM_WEBHOOK_URL: optionalUrl,
    FORM_TOKEN_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    /** `npm run bench` only: render every page afresh, to measure renders next to cached pages. */
    BENCH_UNCACHED_RENDERS: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  })
  .refine((env) => !env.BENCH_UNCACHED_RENDERS || isLoopbackSite(env.PUBLIC_SITE_URL), {
    path: ['BENCH_UNCACHED_RENDERS'],
    message: 'is for the bench only: a site that is not on 127.0.0.1 or localhost always uses the render cache',
  })

export type Env = z.infer<typeof EnvSchema>

/** Parses the given variables; on failure prints each wrong variable with its problem and exits. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = EnvSchema.safeParse(source)
  if (result.success) return result.data
  const fieldErrors = z.flattenError(result.error).fieldErrors
  console.error('Invalid environment variables:')
  for (const [name, problems] of Object.entries(fieldErrors)) {
    console.error(`  ${name}: ${(problems ?? []).join('; ')}`)
  }
  process.exit(1)
}

/** Builds a complete Env for tests and scripts from a few overrides, with every default applied. */
export function envWith(overrides: Partial<Record<keyof Env, string>>): Env {
  return EnvSchema.parse(overrides)
}

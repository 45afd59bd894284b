import { existsSync } from 'node:fs'
import { isIP } from 'node:net'
import { z } from 'zod'
import { parseMailbox } from './mail/mailbox'

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional()

/** A page of the company's own elsewhere, which visitors open from the site: https only. */
const optionalHttpsUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(
    z.url({ protocol: /^https$/, error: 'must be an https:// address (leave it empty to show no link)' }).optional(),
  )
  .optional()

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

export const TRUST_PROXY_TRUE_REFUSED =
  'true would trust every hop, so a visitor could pick their own IP with X-Forwarded-For; write how many proxies ' +
  'stand in front of the server (1 for one reverse proxy) or their addresses (127.0.0.1, or 10.0.0.0/8,127.0.0.1)'

/** Names proxy-addr (behind Fastify's `trustProxy`) accepts for its address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

/**
 * Which proxies may set the client IP through X-Forwarded-For (rate limits and login throttling count by it):
 * nothing (false, the default), a hop count, or the proxies' addresses and CIDR ranges, comma-separated. Fastify's
 * `trustProxy` takes the number or the list as they are.
 */
const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): false | number | string[] => {
    if (value === '' || value.toLowerCase() === 'false' || value === '0') return false
    if (value.toLowerCase() === 'true') {
      context.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE_REFUSED })
      return z.NEVER
    }
    if (/^\d+$/.test(value)) return Number(value)
    const entries = value.split(',').map((entry) => entry.trim())
    const wrong = entries.filter((entry) => !isProxyAddress(entry))
    if (wrong.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `not a hop count or a list of proxy addresses/CIDR ranges: ${wrong.map((entry) => `"${entry}"`).join(', ')}`,
      })
      return z.NEVER
    }
    return entries
  })

/** Where mail goes: an SMTP server (`smtp://`, or `smtps://` for TLS from the first byte); empty writes .eml files. */
const smtpUrl = optionalText.pipe(
  z
    .string()
    .superRefine((value, context) => {
      if (!/^smtps?:\/\//.test(value)) {
        context.addIssue({
          code: 'custom',
          message: 'must start with smtp:// or smtps:// (leave it empty to write each message to MAIL_DIR)',
        })
      } else if (!URL.canParse(value) || new URL(value).hostname === '') {
        context.addIssue({ code: 'custom', message: "must name the mail server's host, as in smtp://mail.example:587" })
      }
    })
    .optional(),
)

const mailFrom = z
  .string()
  .trim()
  .default('PatikaChat <noreply@patikachat.hu>')
  .transform((value, context) => {
    const mailbox = parseMailbox(value)
    if (mailbox) return mailbox
    context.addIssue({ code: 'custom', message: 'must be an address, optionally with a name: Name <address@domain>' })
    return z.NEVER
  })

/** A comma-separated list of addresses; empty is none. */
const addressList = z
  .string()
  .trim()
  .default('')
  .transform((value, context) => {
    const entries = value === '' ? [] : value.split(',').map((entry) => entry.trim())
    const wrong = entries.filter((entry) => !z.email().safeParse(entry).success)
    if (wrong.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `not an e-mail address: ${wrong.map((entry) => `"${entry}"`).join(', ')} (separate several with commas)`,
      })
      return z.NEVER
    }
    return entries
  })

const EnvVariablesSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  TRUST_PROXY: trustProxy,
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^mysql:\/\//, 'must start with mysql:// (leave it empty for the embedded SQLite database)')
      .optional(),
  ),
  /** Shared rate limits and token claims for several instances; empty keeps them in this process's memory. */
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss:// (leave it empty for one instance)')
      .optional(),
  ),
  SQLITE_PATH: z.string().min(1).default('data/app.db'),
  PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(10, 'must be at least 10 characters').optional()),
  BOOKING_URL: optionalUrl,
  FREE_TRIAL_URL: optionalUrl,
  CHATBOT_EMBED_URL: optionalUrl,
  CHECKOUT_URL: optionalUrl,
  CONTACT_EMAIL: z.email().default('info@patikachat.hu'),
  ANALYTICS_MEASUREMENT_ID: optionalText.pipe(
    z
      .string()
      .regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX')
      .optional(),
  ),
  /** The footer's social links; each shows only when its address is set. */
  SOCIAL_FACEBOOK_URL: optionalHttpsUrl,
  SOCIAL_LINKEDIN_URL: optionalHttpsUrl,
  SOCIAL_INSTAGRAM_URL: optionalHttpsUrl,
  SOCIAL_YOUTUBE_URL: optionalHttpsUrl,
  FORM_WEBHOOK_URL: optionalUrl,
  FORM_TOKEN_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: smtpUrl,
  /** The sender of every e-mail the site sends. */
  MAIL_FROM: mailFrom,
  /** Who hears of each new lead. */
  LEAD_NOTIFY_EMAIL: addressList,
  /** Without SMTP_URL each message is written here as an .eml file. */
  MAIL_DIR: z.string().min(1).default('data/mail'),
  /** `npm run bench` only: render every page afresh, to measure renders next to cached pages. */
  BENCH_UNCACHED_RENDERS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** `npm run soak` only: no minimum fill time and no per-IP allowance for the forms, so one client can submit them. */
  BENCH_RELAXED_FORM_LIMITS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
})

/** The variables plus what the site's address implies, derived here once. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

const isLoopbackSite = (variables: { PUBLIC_SITE_URL: string }) =>
  LOOPBACK_HOSTS.has(new URL(variables.PUBLIC_SITE_URL).hostname)

export const EnvSchema = EnvVariablesSchema.refine(
  (variables) => !variables.BENCH_UNCACHED_RENDERS || isLoopbackSite(variables),
  {
    path: ['BENCH_UNCACHED_RENDERS'],
    message: 'is for the bench only: a site that is not on 127.0.0.1 or localhost always uses the render cache',
  },
)
  .refine((variables) => !variables.BENCH_RELAXED_FORM_LIMITS || isLoopbackSite(variables), {
    path: ['BENCH_RELAXED_FORM_LIMITS'],
    message:
      "is for the soak test only: a site that is not on 127.0.0.1 or localhost always applies the forms' fill time " +
      'and rate limits',
  })
  .transform((variables) => {
    const url = new URL(variables.PUBLIC_SITE_URL)
    return {
      ...variables,
      /** Scheme, host and port, as browsers send it in `Origin`. */
      siteOrigin: url.origin,
      /** PUBLIC_SITE_URL without a trailing slash, for absolute links. */
      siteUrl: variables.PUBLIC_SITE_URL.replace(/\/$/, ''),
      /** Served over https: Secure cookies, HSTS, upgrade-insecure-requests. */
      isHttps: url.protocol === 'https:',
    }
  })

export type Env = z.infer<typeof EnvSchema>
export type EnvVariables = Partial<Record<keyof z.input<typeof EnvVariablesSchema>, string>>

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

/**
 * The one place a server or script run reads its environment: `.env` in the working directory when present
 * (https://nodejs.org/api/process.html#processloadenvfilepath; variables already set win), then `process.env` parsed.
 * Tests never call it: they build their Env with `envWith`.
 */
export function loadEnv(envFile = '.env'): Env {
  if (existsSync(envFile)) process.loadEnvFile(envFile)
  return parseEnv(process.env)
}

/** Builds a complete Env for tests and scripts from a few overrides, with every default applied. */
export function envWith(overrides: EnvVariables): Env {
  return EnvSchema.parse(overrides)
}

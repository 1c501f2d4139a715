/**
 * The site's configuration, parsed once from the environment with zod. Nothing else reads
 * `process.env`: a bad value stops the start with a message naming the variable.
 * Every variable is documented in docs/configuration.md and .env.example.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { hostOfLocale, siteHostsFrom } from '../i18n/hosts.mjs'

const bool = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['1', 'true', 'on', 'yes'].includes(v)))

/** An optional service URL whose scheme `pattern` checks; empty counts as unset. */
const serviceUrl = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .regex(pattern, message)
    .optional()
    .or(z.literal('').transform(() => undefined))

/** host[:port], lower-case, no scheme or path. */
const host = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z0-9.-]+(:\d{1,5})?$/,
    'must be a host name with an optional port, e.g. en.example.com or localhost:3000',
  )

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .trim()
      .default('file:./data/site.db')
      .refine(
        (v) => /^(file:|postgres:\/\/|postgresql:\/\/)/.test(v),
        'must start with file:, postgres:// or postgresql://',
      ),
    PAYLOAD_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    // Unset: localhost and en.localhost on PORT (below), so `PORT=3400 npm start` serves both.
    SITE_ZH_HOST: host.optional(),
    SITE_EN_HOST: host.optional(),
    SITE_PROTOCOL: z.enum(['http', 'https']).default('http'),
    TRUST_PROXY: bool(false),
    // Test-only pages under /test-fixtures (the e2e suite's; never on a site served over https).
    TEST_FIXTURES: bool(false),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    STAFF_TOTP_REQUIRED_FOR_ADMINS: bool(false),
    SEED_ON_START: bool(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // E-mail (enquiries): nodemailer SMTP URL; unset writes .eml files under DATA_DIR/outbox.
    SMTP_URL: serviceUrl(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL'),
    MAIL_FROM: z.string().trim().min(3).optional(),
    // Run the jobs queue (enquiry e-mails) inside this server process.
    JOBS_AUTORUN: bool(true),
    ENQUIRY_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(5),
    ENQUIRY_RATE_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(30),
    // Enquiries older than this many days are deleted by the retention job (features/enquiry/retention.ts).
    ENQUIRY_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(730),
    // Several instances (docs/operations.md): Redis for the page/data cache, rate limits and the
    // chat-app token; S3-compatible storage for uploads. Unset: per-process cache, local disk.
    REDIS_URL: serviceUrl(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL'),
    REDIS_KEY_PREFIX: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'letters, digits and : _ . - only')
      .default('site:'),
    S3_BUCKET: z
      .string()
      .trim()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/ })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().trim().optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
    S3_FORCE_PATH_STYLE: bool(true),
    S3_PUBLIC_URL: z
      .url({ protocol: /^https?$/ })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // Chat-app (WeChat) JS-SDK sharing: both id and secret, or neither.
    WECHAT_APP_ID: z.string().trim().optional(),
    WECHAT_APP_SECRET: z.string().trim().optional(),
    WECHAT_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.weixin.qq.com'),
    // Country-based host redirect (docs/routing.md).
    GEOIP_PROVIDER: z.enum(['local', 'http', 'off']).default('local'),
    GEOIP_DB_PATH: z.string().trim().min(1).optional(),
    GEOIP_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
    GEOIP_HTTP_TOKEN: z.string().optional(),
    GEOIP_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(800),
    GEOIP_CACHE_SIZE: z.coerce.number().int().min(0).max(10_000_000).default(10_000),
    GEOIP_CACHE_TTL: z.coerce
      .number()
      .int()
      .min(0)
      .max(30 * 86_400)
      .default(86_400),
  })
  .refine((e) => e.GEOIP_PROVIDER !== 'http' || e.GEOIP_HTTP_URL, {
    path: ['GEOIP_HTTP_URL'],
    message: 'required when GEOIP_PROVIDER is http',
  })
  .refine((e) => !e.S3_BUCKET || (e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY), {
    path: ['S3_ACCESS_KEY_ID'],
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set',
  })
  .refine((e) => !(e.TEST_FIXTURES && e.SITE_PROTOCOL === 'https'), {
    path: ['TEST_FIXTURES'],
    message: 'test pages cannot be served on a site over https (production)',
  })
  .transform((e) => {
    const hosts = siteHostsFrom(e)
    return { ...e, SITE_ZH_HOST: hosts.zh, SITE_EN_HOST: hosts.en }
  })
  .refine((e) => e.SITE_ZH_HOST !== e.SITE_EN_HOST, {
    path: ['SITE_EN_HOST'],
    message: 'must differ from SITE_ZH_HOST',
  })

export type Env = Omit<z.infer<typeof schema>, 'PAYLOAD_SECRET'> & {
  PAYLOAD_SECRET: string
  databaseKind: 'sqlite' | 'postgres'
}

let cached: Env | undefined

/** Formats zod issues as "VARIABLE: problem" lines. */
function describe(error: z.ZodError): string {
  return error.issues.map((i) => `  ${i.path.join('.') || '(config)'}: ${i.message}`).join('\n')
}

/**
 * The embedded default keeps its own secret under DATA_DIR, generated on first start, so a
 * fresh machine needs no configuration. Any other database must be given PAYLOAD_SECRET.
 */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'payload-secret')
  try {
    const existing = fs.readFileSync(file, 'utf8').trim()
    if (existing.length >= 16) return existing
  } catch {
    // absent: generate below
  }
  fs.mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 })
  return secret
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source)
  if (!result.success) {
    throw new Error(`Invalid configuration:\n${describe(result.error)}`)
  }
  const e = result.data
  const databaseKind = e.DATABASE_URL.startsWith('file:') ? 'sqlite' : 'postgres'
  let secret = e.PAYLOAD_SECRET
  if (!secret) {
    if (databaseKind !== 'sqlite') {
      throw new Error('Invalid configuration:\n  PAYLOAD_SECRET: required when DATABASE_URL is PostgreSQL')
    }
    secret = embeddedSecret(e.DATA_DIR)
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration:\n  ADMIN_EMAIL, ADMIN_PASSWORD: set both or neither')
  }
  return { ...e, PAYLOAD_SECRET: secret, databaseKind }
}

export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/** Absolute origin of a locale's host, e.g. http://en.localhost:3000. */
export function siteOrigin(locale: 'zh' | 'en'): string {
  const e = env()
  return `${e.SITE_PROTOCOL}://${hostOfLocale(locale, { zh: e.SITE_ZH_HOST, en: e.SITE_EN_HOST })}`
}

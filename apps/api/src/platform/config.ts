import path from 'node:path';
import { z } from 'zod';
import {
  AUDIENCE_CREATIONS_PER_HOUR_DEFAULT,
  AUDIENCE_PIXEL_POOL_SIZE_DEFAULT,
  AUDIENCE_QUOTA_PER_ACCOUNT_DEFAULT,
  DEFAULT_SELLER_PROVINCE,
  FORECAST_MIN_HISTORY_DAYS,
  GST_NUMBER_PATTERN,
  isStrongPassword,
  PRODUCT_NAME,
  QST_NUMBER_PATTERN,
  ZCanadianProvinceSchema,
} from '@portal/domain';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

const ZConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
    HOST: z.string().default('0.0.0.0'),
    TRUST_PROXY: bool(false),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    // Redis, where several processes share what must be exact across them (issue 30): frequency counts, delivered
    // impressions against the booking, counted decision nonces; and the signal of a change to what serves.
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    // Put before every key this portal writes in Redis: several portals (or test databases) may share one Redis.
    REDIS_PREFIX: z.string().default('portal:'),
    DATA_DIR: z.string().default('data'),
    // Where "Download my data" archives are written (issue 16); default DATA_DIR/exports. Processes that share one
    // PostgreSQL must share this folder: any of them may build an archive, any may serve its download.
    EXPORTS_DIR: z.string().optional(),
    WEB_DIST: z.string().optional(),
    TIMEZONE: z.string().default('America/Toronto'),
    // The request header carrying the visitor's region ('CA-QC'), set by the CDN or proxy in front (issue 5); a
    // region without its country ('QC', as Cloudflare's CF-Region-Code) takes the one of GEO_COUNTRY_HEADER.
    GEO_HEADER: z.string().trim().toLowerCase().optional(),
    GEO_COUNTRY_HEADER: z.string().trim().toLowerCase().optional(),
    // The request header carrying the visitor's city ('Montréal'; Cloudflare's CF-IPCity), for city targeting.
    GEO_CITY_HEADER: z.string().trim().toLowerCase().optional(),
    // Visitors the headers do not locate are looked up in the IP database shipped in the geoip-lite package
    // (issue 31 §2); read on the first public address that needs it (about 150 MB of memory).
    GEO_IP_DATABASE: bool(true),
    MIN_ORDER_VALUE: z.coerce.number().nonnegative().default(100),
    // The seller on invoices (issue 31 §3, §23): its name, address (lines separated by |), GST/HST and QST
    // registration numbers, and its province, where an advertiser whose province is unknown is taxed.
    SELLER_NAME: z.string().trim().min(1).default(PRODUCT_NAME.fr),
    SELLER_ADDRESS: z.string().trim().optional(),
    SELLER_PROVINCE: z
      .string()
      .trim()
      .toUpperCase()
      .refine(
        (v) => ZCanadianProvinceSchema.safeParse(v).success,
        'must be a Canadian province code (QC, ON…)',
      )
      .default(DEFAULT_SELLER_PROVINCE),
    SELLER_GST_NUMBER: z
      .string()
      .trim()
      .regex(GST_NUMBER_PATTERN, 'must be a GST/HST number: 9 digits, RT, 4 digits (123456789RT0001)')
      .optional(),
    SELLER_QST_NUMBER: z
      .string()
      .trim()
      .regex(QST_NUMBER_PATTERN, 'must be a QST number: 10 digits, TQ, 4 digits (1234567890TQ0001)')
      .optional(),
    // Days of recorded traffic before the availability forecast estimates (issue 12; the domain's default).
    FORECAST_MIN_HISTORY_DAYS: z.coerce.number().int().nonnegative().default(FORECAST_MIN_HISTORY_DAYS),
    FEATURE_DUPLICATE_ORDER: bool(true),
    FEATURE_CONVERSION_PIXELS: bool(true),
    FEATURE_PIXEL_TRACKING: bool(true),
    FEATURE_PERSONALIZED_SEGMENTS: bool(true),
    FEATURE_CAPTCHA: bool(true),
    // The ad server's pool of audience pixels: creating a personalised segment takes one (issue 15).
    AUDIENCE_PIXEL_POOL_SIZE: z.coerce.number().int().nonnegative().default(AUDIENCE_PIXEL_POOL_SIZE_DEFAULT),
    // One account's share of that pool (issue 28): audiences it keeps at once (0: it creates none), and creations an
    // hour, so that no account empties the pool for every other.
    AUDIENCE_QUOTA_PER_ACCOUNT: z.coerce
      .number()
      .int()
      .nonnegative()
      .default(AUDIENCE_QUOTA_PER_ACCOUNT_DEFAULT),
    AUDIENCE_CREATIONS_PER_HOUR: z.coerce
      .number()
      .int()
      .positive()
      .default(AUDIENCE_CREATIONS_PER_HOUR_DEFAULT),
    AGENCIES_DISABLED: bool(true),
    // The agency console helper's password (spec §1), as an argon2 hash (`npm run hash-password`); unset: no
    // password opens it.
    AGENCY_CONSOLE_PASSWORD_HASH: z
      .string()
      .regex(/^\$argon2(id|i|d)\$/, 'must be an argon2 hash (npm run hash-password)')
      .optional(),
    // Demos: an order submitted for approval is approved at once, without staff review (issue 4).
    REVIEW_AUTO_APPROVE: bool(false),
    PAYMENT_PROFILE_ID: z.string().default('sandbox-profile'),
    // The hosted card page shown in an iframe: absolute, or a path of the portal; default the sandbox's own page.
    PAYMENT_HT_URL: z
      .string()
      .refine(
        (v) => v.startsWith('/') || URL.canParse(v),
        'must be an absolute URL or a path starting with /',
      )
      .optional(),
    RECAPTCHA_SECRET: z.string().optional(),
    RECAPTCHA_SITE_KEY: z.string().optional(),
    RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default(`${PRODUCT_NAME.fr} <no-reply@localhost>`),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z
      .string()
      .refine(
        isStrongPassword,
        'must have at least 8 characters including a capital letter, a small letter and a number',
      )
      .optional(),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
    // Rate limits on every /api/v2 call (issue 32 §5), per minute: per API key or session for reads (GET, HEAD) and
    // for writes, per client address for calls without a session. Shared by every process with REDIS_URL, per process
    // otherwise. The authentication calls keep AUTH_RATE_LIMIT_PER_MINUTE as well.
    API_RATE_LIMIT_READS_PER_MINUTE: z.coerce.number().int().positive().default(600),
    API_RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().positive().default(120),
    API_RATE_LIMIT_ANONYMOUS_PER_MINUTE: z.coerce.number().int().positive().default(300),
    // Staff (editors and admins) turn two-step verification on before staff routes answer them (issue 33); unset: on
    // when NODE_ENV=production, off otherwise.
    REQUIRE_2FA_FOR_STAFF: z.enum(['true', 'false', '1', '0']).optional(),
    // The key that seals authenticator apps' and webhook endpoints' secrets in the database (AES-256-GCM, issue 33): 32 bytes as base64
    // (`openssl rand -base64 32`). Unset: secrets are kept unsealed (never answered after their setup all the same).
    SECOND_FACTOR_KEY: z
      .string()
      .refine(
        (v) => Buffer.from(v, 'base64').length === 32,
        'must be 32 bytes as base64 (openssl rand -base64 32)',
      )
      .optional(),
    PLATFORM_NOTICE_DATE: z.iso.date().optional(),
    PLATFORM_NOTICE_FR: z.string().optional(),
    PLATFORM_NOTICE_EN: z.string().optional(),
    // The address people write to for help (issue 31 §14): the footer's Support link, and the way out a suspended
    // account is shown; unset: no link.
    SUPPORT_EMAIL: z.email().optional(),
    // How often this process looks for due jobs (platform/jobs, decision 0012); 0: it runs none (tests, CLI).
    JOBS_POLL_MS: z.coerce.number().int().nonnegative().default(5000),
    // Webhooks (issue 32 §6): endpoints on loopback (127.0.0.0/8, ::1, localhost) and plain http taken, for tests
    // and a local receiver only; private and link-local addresses stay refused.
    WEBHOOK_ALLOW_LOOPBACK: bool(false),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(1024 * 1024),
  })
  // The outbox shows every verification and reset code at /dev/mail: never in a production deployment (issue 11).
  .refine((c) => c.NODE_ENV !== 'production' || c.SMTP_URL !== undefined, {
    path: ['SMTP_URL'],
    message: 'is required when NODE_ENV=production (without it e-mails would only be kept in the outbox)',
  })
  .transform((c) => ({
    ...c,
    PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    REQUIRE_2FA_FOR_STAFF:
      c.REQUIRE_2FA_FOR_STAFF === undefined
        ? c.NODE_ENV === 'production'
        : c.REQUIRE_2FA_FOR_STAFF === 'true' || c.REQUIRE_2FA_FOR_STAFF === '1',
    WEB_DIST: path.resolve(c.WEB_DIST ?? path.join(import.meta.dirname, '../../../web/dist')),
  }));

export type Config = z.output<typeof ZConfigSchema>;

export class ConfigError extends Error {}

/** Reads the configuration from the environment; a wrong value stops the start with a clear message. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Record<string, string>> = {},
): Config {
  const source = Object.fromEntries(
    Object.entries({ ...env, ...overrides }).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = ZConfigSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Static pages (terms, privacy, service contract, FAQ), one row per language. */
export const staticPages = pgTable(
  'static_pages',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    lang: text('lang').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    translations: jsonb('translations').$type<Record<'fr' | 'en', string>>().notNull(),
    items: jsonb('items').$type<{ title: string; body: string }[]>().notNull(),
    /**
     * The digest of the shipped content this row was last written from: a later release replaces the row only while
     * it still holds exactly that content, never a page someone changed in the database since.
     */
    shippedDigest: text('shipped_digest'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('static_pages_lang_slug').on(t.lang, t.slug),
    uniqueIndex('static_pages_key_lang').on(t.key, t.lang),
  ],
);

/**
 * Accounts (issue 3). `id` is the user_id of spec §3 and the `custom:user_id` claim; `sub` is the token subject.
 * `role` is the permission role (admin | editor | user); the company form's own "role" (a job title) is
 * `company_role`, so a profile update can never grant a permission. Emails are stored normalised (trimmed, lower
 * case). Access tokens carry the user's `token_version`; a password reset or change increments it, so every access
 * token issued before is refused at once. (`tokens_valid_after`, of the first migration, is no longer used.)
 */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  sub: uuid('sub').notNull().unique(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  organisation: text('organisation'),
  companyRole: text('company_role'),
  role: text('role').notNull().default('user'),
  country: text('country'),
  state: text('state'),
  phone: text('phone'),
  phoneExt: text('phone_ext'),
  /** The company's street address, city and postal code (issue 31 §23: the customer's address on invoices). */
  address: text('address'),
  city: text('city'),
  postalCode: text('postal_code'),
  agencyRole: text('agency_role').notNull().default('user'),
  creditStatus: text('credit_status').notNull().default('ACTIVE'),
  statusFilter: jsonb('status_filter').$type<string[]>().notNull().default([]),
  locale: text('locale').notNull().default('fr'),
  tokenVersion: integer('token_version').notNull().default(0),
  /** Set while platform staff hold the account suspended (issue 16): no sign-in, sessions ended, campaigns paused. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * One row (id 1) whose version a trigger on `users` bumps whenever a user is updated or deleted (migrations 0004 and
 * 0014): each API process polls it to drop the users' rows it keeps in memory (platform/auth/user-cache.ts), so a
 * revocation or a profile change takes effect in every process within a second.
 */
export const authState = pgTable('auth_state', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
});

/**
 * One pending code per purpose and subject (a resend replaces it): the registration code of an e-mail, the reset
 * code of a user's e-mail, the e-mail change confirmation of a user id (with the new address). Only a hash is kept.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').$type<'register' | 'reset_password' | 'email_change'>().notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('verification_codes_purpose_subject').on(t.purpose, t.subject)],
);

/** Opaque refresh tokens, stored hashed, rotating within a family (one family per sign-in). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When the session (token family) turned its agency role on with the console helper (issue 16); null: off. */
    agencyActivatedAt: timestamp('agency_activated_at', { withTimezone: true }),
    /**
     * The account the session acts on (decision 0029), switched by PUT /accounts/active; null: the default (the
     * user's own account when a member of it, else their oldest membership). A rotation carries it over.
     */
    activeAccountId: integer('active_account_id'),
  },
  (t) => [index('refresh_tokens_family').on(t.familyId), index('refresh_tokens_user').on(t.userId)],
);

/** Failed logins per e-mail (known or not): 5 within 15 minutes lock the e-mail for 15 minutes. */
export const loginThrottle = pgTable('login_throttle', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * RS256 signing keys, generated on first start. The newest generation signs; a retired key loses its private half
 * at once and its public half stays in the JWKS until the tokens it signed have expired.
 */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  generation: integer('generation').notNull().unique(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** Mails kept instead of sent when no SMTP_URL is configured, readable at /dev/mail. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Work done later (decision 0012): billing runs, exports, bulk e-mail. A job is unique by (kind, key), so enqueuing
 * the same work twice keeps one row; a process claims a due job with FOR UPDATE SKIP LOCKED and holds it for a lease
 * (`lockedUntil`): a job whose process died is claimed again once its lease is over, and run again from the start,
 * so a job's handler must be safe to repeat.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    /** queued, running, done or failed (after maxAttempts). */
    status: text('status').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    result: jsonb('result').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('jobs_kind_key').on(t.kind, t.key), index('jobs_due').on(t.status, t.runAt)],
);

/**
 * API keys (issue 32 §1): a script's credential. Only the key's SHA-256 is kept (hex), with the visible prefix the
 * list shows. A revoked key keeps its row (its id stays named in the audit trail). The request guard reads keys
 * from memory (user-cache.ts): a creation or a revocation moves auth_state in its transaction.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account the key acts on, made in (decision 0029), with its member's current role. */
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** read or read_write (the domain's API_KEY_SCOPES). */
    scope: text('scope').notNull(),
    /** Made while the session had its agency role on: the key acts with the agency's grants (view-as). */
    agency: boolean('agency').notNull().default(false),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Written at most once a minute per key (the guard), so that using a key costs no write per request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_user').on(t.userId)],
);

/**
 * Idempotency keys (issue 32 §3, Stripe's semantics): the first answer of a create sent with an `Idempotency-Key`,
 * by caller and key, kept 24 hours. `status` is null while the first request runs (until `lockedUntil`: a process
 * that died leaves it to be taken over); the request's fingerprint tells a retry from another request.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    /** Whose key: the signed-in user (the actor, also under view-as: the subject is in the fingerprint). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the method, route, subject account and body. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key').on(t.userId, t.key),
    index('idempotency_keys_created').on(t.createdAt),
  ],
);

import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

/**
 * The second factor of sign-in (issue 33). In platform/ rather than the accounts module: the request guard reads
 * whether a staff member has a factor (REQUIRE_2FA_FOR_STAFF), and platform/ imports no module.
 */

/**
 * A user's authenticator app (TOTP, RFC 6238), one per user. `secret` is sealed (second-factor-secret.ts: AES-256-GCM
 * under SECOND_FACTOR_KEY when set) and never answered after the setup. `confirmedAt` null: set up but not yet
 * confirmed with a first code (the factor is off). `lastStep` is the time step of the last code taken: a code of
 * that step or an earlier one is refused (a code seen over a shoulder or replayed within its window).
 */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: integer('last_step'),
});

/** Recovery codes: SHA-256 of each (50 random bits, single use: a fast hash is enough), used ones kept with the time. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user').on(t.userId)],
);

/**
 * What the password step answers a user with a factor: a random challenge (kept as its SHA-256), good for one second
 * step within SECOND_FACTOR_CHALLENGE_TTL_SECONDS. It is not a session: nothing but the second step takes it.
 */
export const secondFactorChallenges = pgTable(
  'second_factor_challenges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeHash: text('challenge_hash').notNull().unique(),
    /** The language the login said it was in: the session's, remembered once signed in. */
    locale: text('locale'),
    /** The WebAuthn challenge of the login's passkey options (base64url), when the user has passkeys. */
    webauthnChallenge: text('webauthn_challenge'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('second_factor_challenges_user').on(t.userId)],
);

/**
 * Passkeys (WebAuthn, issue 33), a second factor as the authenticator app is: the credential's id and public key
 * (base64url) and its signature counter, as @simplewebauthn/server verifies them. A passkey belongs to one user: an
 * assertion of another user's credential is refused.
 */
export const userPasskeys = pgTable(
  'user_passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('user_passkeys_user').on(t.userId)],
);

/** The pending registration of a passkey: the challenge the profile's options carried, one per user, 5 minutes. */
export const passkeyRegistrations = pgTable('passkey_registrations', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  challenge: text('challenge').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A login with a passkey alone (issue 33): the login page asks for options before anyone is named, so the challenge
 * has no user. A random challenge (kept as its SHA-256) and the WebAuthn challenge of its options, good for one
 * assertion within SECOND_FACTOR_CHALLENGE_TTL_SECONDS; the assertion's credential names the user.
 */
export const passkeyLoginChallenges = pgTable(
  'passkey_login_challenges',
  {
    id: serial('id').primaryKey(),
    challengeHash: text('challenge_hash').notNull().unique(),
    webauthnChallenge: text('webauthn_challenge').notNull(),
    /** The language the login page said it was in: the session's, remembered once signed in. */
    locale: text('locale'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passkey_login_challenges_expires').on(t.expiresAt)],
);

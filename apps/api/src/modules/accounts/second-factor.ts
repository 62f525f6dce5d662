import { randomBytes, randomInt } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import {
  MAX_SECOND_FACTOR_FAILURES,
  PRODUCT_NAME,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_GROUP_LENGTH,
  SECOND_FACTOR_CHALLENGE_TTL_SECONDS,
  TOTP_ALGORITHM,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_SECRET_BYTES,
  TOTP_WINDOW_STEPS,
  canonicalRecoveryCode,
  isRecoveryCode,
  isTotpCode,
  type Language,
  type TLoginSecondFactorRequest,
  type TRecoveryCodesResponse,
  type TSecondFactorRequiredResponse,
  type TTotpConfirmRequest,
  type TTotpSetupResponse,
  type TTwoFactorChangeRequest,
  type TTwoFactorStatus,
} from '@portal/domain';
import { recordAudit } from '../../platform/audit/record.ts';
import { sealSecret, unsealSecret } from '../../platform/auth/second-factor-secret.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserById, toUserInfo, type UserRow } from '../users/index.ts';
import { sha256 } from './codes.ts';
import { sendMail, type SignedIn } from './common.ts';
import { assertCurrentPassword } from './credentials.ts';
import type { AccountsDeps } from './deps.ts';
import { checkPasswordUnderLock, type ThrottleLimit } from './login-throttle.ts';
import { passkeyRequestOptions, toPasskey } from './passkey-options.ts';
import {
  confirmTotp,
  countPasskeys,
  countUnusedRecoveryCodes,
  deleteChallenge,
  deleteSecondFactor,
  findLiveChallenge,
  findTotp,
  insertChallenge,
  listPasskeys,
  putPendingTotp,
  replaceRecoveryCodes,
  takeTotpStep,
  useRecoveryCode,
  type SecondFactorChallengeRow,
} from './second-factor-store.ts';
import { rememberSessionLocale, startSession } from './sessions.ts';

/**
 * The second factor of sign-in (issue 33): an authenticator app (TOTP, RFC 6238) and ten single-use recovery codes.
 * Wrong codes are counted as wrong passwords are (login-throttle.ts), under a key of their own per user: a right
 * password must not clear the count of the codes guessed after it.
 */

/** The throttle key of a user's second step; the same lock as the login's (5 wrong, 15 minutes). */
export const throttleKey = (userId: number) => `second-factor:${userId}`;
export const SECOND_STEP_LIMIT: ThrottleLimit = {
  maxFailures: MAX_SECOND_FACTOR_FAILURES,
  onRight: 'forget',
};

/** The profile pages where the factor is changed (apps/web route hub.profile). */
const PROFILE_PATH: Record<Language, string> = { fr: '/fr/guichet/profil/', en: '/en/hub/profile/' };

const accountLanguage = (user: UserRow): Language => (user.locale === 'en' ? 'en' : 'fr');

function totpOf(secret: string, user: UserRow): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: PRODUCT_NAME[accountLanguage(user)],
    label: user.email,
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** The time step of a code valid at `now` (within TOTP_WINDOW_STEPS either side), null for a wrong one. */
function stepOfCode(totp: OTPAuth.TOTP, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: TOTP_WINDOW_STEPS });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

/** A recovery code: RECOVERY_CODE_GROUP_LENGTH characters twice, uniformly drawn from the domain's alphabet. */
function newRecoveryCode(): string {
  const group = () =>
    Array.from(
      { length: RECOVERY_CODE_GROUP_LENGTH },
      () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
    ).join('');
  return `${group()}-${group()}`;
}

export async function signedInUser(deps: AccountsDeps, userId: number): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}

export async function mailChange(
  deps: AccountsDeps,
  user: UserRow,
  change: 'enabled' | 'disabled' | 'recovery-codes' | 'passkey-added' | 'passkey-removed',
): Promise<void> {
  const locale = accountLanguage(user);
  const base = deps.config.PUBLIC_URL.replace(/\/+$/, '');
  await sendMail(deps, user.email, locale, {
    kind: 'two-factor-changed',
    change,
    link: `${base}${PROFILE_PATH[locale]}`,
    firstName: user.firstName,
  });
}

/** Whether a user has the second factor on: a confirmed authenticator app, or a passkey. */
export async function hasSecondFactor(deps: Pick<AccountsDeps, 'db'>, userId: number): Promise<boolean> {
  return (
    Boolean((await findTotp(deps.db, userId))?.confirmedAt) || (await countPasskeys(deps.db, userId)) > 0
  );
}

/**
 * Checks a code of the user's factor (the app's current code, or an unused recovery code, which it uses up) under the
 * lock of their second step: 5 wrong codes in 15 minutes lock it for 15 minutes (LimitExceededException, 429).
 * A code of a time step already taken is wrong.
 */
async function checkFactorCode(deps: AccountsDeps, user: UserRow, code: string): Promise<boolean> {
  const now = deps.clock.now();
  return checkPasswordUnderLock(
    deps.db,
    throttleKey(user.id),
    now,
    async () => {
      if (isRecoveryCode(code)) {
        return useRecoveryCode(deps.db, user.id, sha256(canonicalRecoveryCode(code)), now);
      }
      const row = await findTotp(deps.db, user.id);
      if (!row?.confirmedAt || !isTotpCode(code)) return false;
      const step = stepOfCode(
        totpOf(unsealSecret(row.secret, deps.config.SECOND_FACTOR_KEY), user),
        code,
        now,
      );
      return step !== null && takeTotpStep(deps.db, user.id, step);
    },
    SECOND_STEP_LIMIT,
  );
}

/**
 * After a right password (login): the challenge of the second step, when the user has the factor on; undefined
 * otherwise. The challenge is not a session: only POST /auth/cognito/login/second-factor takes it, once.
 */
export async function askSecondFactor(
  deps: AccountsDeps,
  user: UserRow,
  sessionLocale: Language | undefined,
): Promise<TSecondFactorRequiredResponse | undefined> {
  if (!(await hasSecondFactor(deps, user.id))) return undefined;
  const now = deps.clock.now();
  const challenge = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SECOND_FACTOR_CHALLENGE_TTL_SECONDS * 1000);
  const totpOn = Boolean((await findTotp(deps.db, user.id))?.confirmedAt);
  const passkey = await passkeyRequestOptions(deps, user.id);
  await insertChallenge(deps.db, {
    userId: user.id,
    challengeHash: sha256(challenge),
    locale: sessionLocale ?? null,
    webauthnChallenge: passkey?.challenge ?? null,
    createdAt: now,
    expiresAt,
  });
  const methods: TSecondFactorRequiredResponse['methods'] = [
    ...(totpOn ? (['totp'] as const) : []),
    'recovery',
    ...(passkey ? (['passkey'] as const) : []),
  ];
  return {
    secondFactorRequired: true,
    challenge,
    expiresAt: expiresAt.toISOString(),
    methods,
    passkey: passkey ? { ...passkey } : null,
  };
}

/**
 * POST /auth/cognito/login/second-factor: the session, for a live challenge and a right code. A wrong code answers
 * SECOND_FACTOR_CODE_INVALID and leaves the challenge to try again (until the lock); an unknown, used or expired
 * challenge SECOND_FACTOR_CHALLENGE_INVALID (the login starts again at the password).
 */
export async function loginSecondFactor(
  deps: AccountsDeps,
  body: TLoginSecondFactorRequest,
): Promise<SignedIn> {
  const now = deps.clock.now();
  const challenge = await findLiveChallenge(deps.db, sha256(body.challenge), now);
  if (!challenge) throw new AppError('SECOND_FACTOR_CHALLENGE_INVALID');
  const user = await findUserById(deps.db, challenge.userId);
  if (!user) throw new AppError('SECOND_FACTOR_CHALLENGE_INVALID');
  if (user.suspendedAt) throw new AppError('ACCOUNT_SUSPENDED', { message: 'This account is suspended' });
  if (!(await checkFactorCode(deps, user, body.factorCode))) throw new AppError('SECOND_FACTOR_CODE_INVALID');
  return finishSecondStep(deps, user, challenge);
}

/** A right second step: the challenge used up and the session started (or the challenge used by another first). */
export async function finishSecondStep(
  deps: AccountsDeps,
  user: UserRow,
  challenge: SecondFactorChallengeRow,
): Promise<SignedIn> {
  const now = deps.clock.now();
  const session = await deps.db.transaction(async (tx) => {
    if (!(await deleteChallenge(tx, challenge.id))) throw new AppError('SECOND_FACTOR_CHALLENGE_INVALID');
    return startSession(tx, user, now);
  });
  const locale = challenge.locale === 'en' || challenge.locale === 'fr' ? challenge.locale : undefined;
  await rememberSessionLocale(deps.db, user, locale, now);
  return { ...session, jwtToken: await deps.tokens.signAccessToken(user, session), user: toUserInfo(user) };
}

/** GET /user/two-factor. */
export async function secondFactorStatus(deps: AccountsDeps, userId: number): Promise<TTwoFactorStatus> {
  const row = await findTotp(deps.db, userId);
  const totp = Boolean(row?.confirmedAt);
  const passkeys = await listPasskeys(deps.db, userId);
  const on = totp || passkeys.length > 0;
  return {
    totp,
    passkeys: passkeys.map(toPasskey),
    enabledAt: totp && row?.confirmedAt ? row.confirmedAt.toISOString() : null,
    recoveryCodesLeft: on ? await countUnusedRecoveryCodes(deps.db, userId) : 0,
    requiredForStaff: deps.config.REQUIRE_2FA_FOR_STAFF,
  };
}

/**
 * POST /user/two-factor/totp/setup: a new secret, answered this once with its otpauth:// address and QR code; the
 * factor stays off until a first code confirms it. Another setup before that replaces the secret.
 */
export async function setUpTotp(deps: AccountsDeps, userId: number): Promise<TTotpSetupResponse> {
  const user = await signedInUser(deps, userId);
  const secret = new OTPAuth.Secret({ size: TOTP_SECRET_BYTES }).base32;
  const sealed = sealSecret(secret, deps.config.SECOND_FACTOR_KEY);
  if (!(await putPendingTotp(deps.db, user.id, sealed, deps.clock.now()))) {
    throw new AppError('TWO_FACTOR_ALREADY_ON');
  }
  const otpauthUrl = totpOf(secret, user).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret,
    otpauthUrl,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** Ten new recovery codes in place of the user's (inside the caller's transaction): the codes, to show once. */
export async function newRecoveryCodes(
  deps: AccountsDeps,
  tx: AccountsDeps['db'],
  userId: number,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(tx, userId, codes.map(sha256), deps.clock.now());
  return codes;
}

/** POST /user/two-factor/totp/confirm: the app's first code turns the factor on; the recovery codes, shown once. */
export async function confirmTotpSetup(
  deps: AccountsDeps,
  userId: number,
  body: TTotpConfirmRequest,
): Promise<TRecoveryCodesResponse> {
  const user = await signedInUser(deps, userId);
  const row = await findTotp(deps.db, user.id);
  if (!row) throw new AppError('TWO_FACTOR_SETUP_MISSING');
  if (row.confirmedAt) throw new AppError('TWO_FACTOR_ALREADY_ON');
  const now = deps.clock.now();
  const secret = unsealSecret(row.secret, deps.config.SECOND_FACTOR_KEY);
  const step = stepOfCode(totpOf(secret, user), body.factorCode, now);
  if (step === null) throw new AppError('SECOND_FACTOR_CODE_INVALID');
  const recoveryCodes = await deps.db.transaction(async (tx) => {
    if (!(await confirmTotp(tx, user.id, step, now))) throw new AppError('TWO_FACTOR_ALREADY_ON');
    // New codes either way (shown now): a user with passkeys already had a set, which this one replaces.
    const codes = await newRecoveryCodes(deps, tx, user.id);
    await recordAudit(tx, {
      operation: 'user.twoFactorOn',
      objectType: 'user',
      objectId: user.id,
      before: { twoFactor: false },
      after: { twoFactor: true },
    });
    return codes;
  });
  await mailChange(deps, user, 'enabled');
  return { recoveryCodes };
}

/**
 * The password and a current code of the factor, for changing it: the password checked as a login (its lock), the
 * code as the second step (its lock). TWO_FACTOR_NOT_ON when it is off.
 */
export async function assertPasswordAndFactor(
  deps: AccountsDeps,
  user: UserRow,
  body: TTwoFactorChangeRequest,
): Promise<void> {
  if (!(await hasSecondFactor(deps, user.id))) throw new AppError('TWO_FACTOR_NOT_ON');
  await assertCurrentPassword(deps, user, body.password);
  if (!(await checkFactorCode(deps, user, body.factorCode))) {
    throw new AppError('SECOND_FACTOR_CODE_INVALID');
  }
}

/** POST /user/two-factor/disable: the factor off (its secret and recovery codes deleted), with password and code. */
export async function turnSecondFactorOff(
  deps: AccountsDeps,
  userId: number,
  body: TTwoFactorChangeRequest,
): Promise<TTwoFactorStatus> {
  const user = await signedInUser(deps, userId);
  await assertPasswordAndFactor(deps, user, body);
  await deps.db.transaction(async (tx) => {
    await deleteSecondFactor(tx, user.id);
    await recordAudit(tx, {
      operation: 'user.twoFactorOff',
      objectType: 'user',
      objectId: user.id,
      before: { twoFactor: true },
      after: { twoFactor: false },
    });
  });
  await mailChange(deps, user, 'disabled');
  return secondFactorStatus(deps, user.id);
}

/** POST /user/two-factor/recovery-codes: ten new codes in place of the old ones, with password and code. */
export async function regenerateRecoveryCodes(
  deps: AccountsDeps,
  userId: number,
  body: TTwoFactorChangeRequest,
): Promise<TRecoveryCodesResponse> {
  const user = await signedInUser(deps, userId);
  await assertPasswordAndFactor(deps, user, body);
  const recoveryCodes = await deps.db.transaction(async (tx) => {
    const codes = await newRecoveryCodes(deps, tx, user.id);
    // That they changed, never a code.
    await recordAudit(tx, { operation: 'user.recoveryCodes', objectType: 'user', objectId: user.id });
    return codes;
  });
  await mailChange(deps, user, 'recovery-codes');
  return { recoveryCodes };
}

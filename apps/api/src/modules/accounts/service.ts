import {
  normalizeEmail,
  type TForgotPasswordRequest,
  type TLoginRequest,
  type TPreRegisterRequest,
  type TRegisterAccountRequest,
  type TResetPasswordRequest,
  type TSecondFactorRequiredResponse,
} from '@portal/domain';
import { recordAudit } from '../../platform/audit/record.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { AppError } from '../../platform/errors.ts';
import {
  createUser,
  createUserIfAbsent,
  findUserByEmail,
  revokeAccessTokens,
  toUserInfo,
  updateAccount,
} from '../users/index.ts';
import { checkCode, issueCode, newNumericCode, useCode } from './codes.ts';
import { assertCaptcha, assertStrongPassword, sendMail, type SignedIn } from './common.ts';
import type { AccountsDeps, RequestContext } from './deps.ts';
import { checkPasswordUnderLock, forgetLoginFailures } from './login-throttle.ts';
import { askSecondFactor } from './second-factor.ts';
import { rememberSessionLocale, revokeAllSessions, startSession } from './sessions.ts';

export { accountsDeps, type AccountsDeps, type RequestContext } from './deps.ts';
export type { SignedIn } from './common.ts';
export { endSession, revokeAllSessions, rotateSession, type RefreshTokenIssued } from './sessions.ts';
export { changePassword, confirmEmailChange, requestEmailChange } from './credentials.ts';
export {
  confirmTotpSetup,
  hasSecondFactor,
  loginSecondFactor,
  regenerateRecoveryCodes,
  secondFactorStatus,
  setUpTotp,
  turnSecondFactorOff,
} from './second-factor.ts';
export {
  loginPasskey,
  passkeyCreationOptions,
  passkeyLoginOptions,
  registerPasskey,
  removePasskey,
} from './passkeys.ts';

/** The registration code is valid 24 hours (issue 3); the reset code one hour. */
export const REGISTER_CODE_TTL_MS = 24 * 3600 * 1000;
export const RESET_CODE_TTL_MS = 3600 * 1000;

/** POST /auth/cognito/validate-user-exist. */
export async function validateUserExist(
  deps: AccountsDeps,
  email: string,
): Promise<{ exists: boolean; message: string }> {
  const user = await findUserByEmail(deps.db, normalizeEmail(email));
  return user ? { exists: true, message: 'USER_EXISTS' } : { exists: false, message: 'USER_NOT_REGISTERED' };
}

/** POST /auth/cognito/pre-register: mails a 6-digit code valid 24 h; a resend replaces the pending one. */
export async function preRegister(
  deps: AccountsDeps,
  body: TPreRegisterRequest,
  ctx: RequestContext,
): Promise<void> {
  await assertCaptcha(deps, body.recaptchaToken, ctx.ip);
  const email = normalizeEmail(body.email);
  if (await findUserByEmail(deps.db, email)) throw new AppError('USER_ALREADY_EXIST');
  const code = newNumericCode();
  await issueCode(
    deps.db,
    { purpose: 'register', subject: email, code, ttlMs: REGISTER_CODE_TTL_MS },
    deps.clock.now(),
  );
  await sendMail(deps, email, ctx.locale, {
    kind: 'register-code',
    code,
    validHours: REGISTER_CODE_TTL_MS / 3600_000,
  });
}

/** POST /auth/cognito/register: the account, created with the mailed code, signed in at once. */
export async function register(
  deps: AccountsDeps,
  body: TRegisterAccountRequest,
  ctx: RequestContext,
): Promise<SignedIn> {
  await assertCaptcha(deps, body.recaptchaToken, ctx.ip);
  const locale = body.locale ?? ctx.locale;
  assertStrongPassword(body.password, 'password', locale);
  const email = normalizeEmail(body.email);
  if (await findUserByEmail(deps.db, email)) throw new AppError('USER_ALREADY_EXIST');
  const now = deps.clock.now();
  const check = await checkCode(deps.db, 'register', email, body.verificationCode, now);
  if (check.result === 'expired') throw new AppError('ExpiredCodeException');
  if (check.result !== 'ok') throw new AppError('REGISTER_BAD_CONFIRMATION_CODE');
  const passwordHash = await hashPassword(body.password);
  const { user, session } = await deps.db.transaction(async (tx) => {
    if (!(await useCode(tx, check.row))) throw new AppError('REGISTER_BAD_CONFIRMATION_CODE');
    const user = await createUser(
      tx,
      { email, passwordHash, firstName: body.firstName, lastName: body.lastName, locale },
      now,
    );
    // No one is signed in yet: the new user is the actor of their account's creation.
    await recordAudit(tx, {
      operation: 'user.signup',
      objectType: 'user',
      objectId: user.id,
      after: { email: user.email, firstName: user.firstName, lastName: user.lastName, locale: user.locale },
      actor: user,
      subjectAccountId: user.id,
    });
    return { user, session: await startSession(tx, user, now) };
  });
  return { ...session, jwtToken: await deps.tokens.signAccessToken(user, session), user: toUserInfo(user) };
}

/**
 * POST /auth/cognito/login. A wrong e-mail and a wrong password answer alike (USER_WRONG_CREDENTIALS, same work);
 * the fifth failure for an e-mail within 15 minutes locks it for 15 minutes (LimitExceededException, 429).
 */
export async function login(
  deps: AccountsDeps,
  body: TLoginRequest,
  ctx: RequestContext,
): Promise<SignedIn | TSecondFactorRequiredResponse> {
  await assertCaptcha(deps, body.recaptchaToken, ctx.ip);
  const email = normalizeEmail(body.email);
  const now = deps.clock.now();
  const user = await findUserByEmail(deps.db, email);
  const right = await checkPasswordUnderLock(
    deps.db,
    email,
    now,
    async () => (await verifyPassword(user?.passwordHash, body.password)) && user !== undefined,
  );
  if (!right || !user) throw new AppError('USER_WRONG_CREDENTIALS');
  // Only once the password is right: a suspension is not disclosed to whoever tries an e-mail (issue 16).
  if (user.suspendedAt) throw new AppError('ACCOUNT_SUSPENDED', { message: 'This account is suspended' });
  // With a second factor on, the right password earns a challenge for the second step, not a session (issue 33).
  const asked = await askSecondFactor(deps, user, ctx.sessionLocale);
  if (asked) return asked;
  const session = await startSession(deps.db, user, now);
  await rememberSessionLocale(deps.db, user, ctx.sessionLocale, now);
  return { ...session, jwtToken: await deps.tokens.signAccessToken(user, session), user: toUserInfo(user) };
}

/** POST /auth/cognito/forgot-password: mails a reset code in the chosen language (USER_NOT_PRESENT when unknown). */
export async function forgotPassword(
  deps: AccountsDeps,
  body: TForgotPasswordRequest,
  ctx: RequestContext,
): Promise<void> {
  await assertCaptcha(deps, body.recaptchaToken, ctx.ip);
  const email = normalizeEmail(body.username);
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw new AppError('USER_NOT_PRESENT');
  const now = deps.clock.now();
  const code = newNumericCode();
  await issueCode(
    deps.db,
    { purpose: 'reset_password', subject: email, userId: user.id, code, ttlMs: RESET_CODE_TTL_MS },
    now,
  );
  if (user.locale !== body.locale) await updateAccount(deps.db, user.id, { locale: body.locale }, now);
  await sendMail(deps, user.email, body.locale, {
    kind: 'reset-code',
    code,
    validMinutes: RESET_CODE_TTL_MS / 60_000,
    firstName: user.firstName,
  });
}

/**
 * POST /auth/cognito/reset-password: a new password with the mailed code. Every session of the user ends (refresh
 * tokens revoked, access tokens issued before refused) and the login lock of the e-mail is lifted.
 */
export async function resetPassword(
  deps: AccountsDeps,
  body: TResetPasswordRequest,
  ctx: RequestContext,
): Promise<void> {
  const email = normalizeEmail(body.username);
  const user = await findUserByEmail(deps.db, email);
  assertStrongPassword(body.newPassword, 'newPassword', user?.locale === 'en' ? 'en' : ctx.locale);
  const now = deps.clock.now();
  const check = user
    ? await checkCode(deps.db, 'reset_password', email, body.verificationCode, now)
    : { result: 'missing' as const };
  if (check.result === 'expired') throw new AppError('ExpiredCodeException');
  if (check.result !== 'ok' || !user || check.row.userId !== user.id)
    throw new AppError('CodeMismatchException');
  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction(async (tx) => {
    if (!(await useCode(tx, check.row))) throw new AppError('CodeMismatchException');
    await updateAccount(tx, user.id, { passwordHash }, now);
    await revokeAccessTokens(tx, user.id, now);
    await revokeAllSessions(tx, user.id, now);
    await forgetLoginFailures(tx, email);
    // By the user, with the code mailed to them (no value: a password is never written to the trail).
    await recordAudit(tx, {
      operation: 'user.passwordReset',
      objectType: 'user',
      objectId: user.id,
      actor: user,
      subjectAccountId: user.id,
    });
  });
}

/**
 * At start: when ADMIN_EMAIL and ADMIN_PASSWORD are set and that user does not exist, it is created as an admin
 * (so a fresh install has an administrator). An existing user is left as it is.
 */
export async function bootstrapAdmin(deps: AccountsDeps): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = deps.config;
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return;
  const email = normalizeEmail(ADMIN_EMAIL);
  if (await findUserByEmail(deps.db, email)) return;
  const passwordHash = await hashPassword(ADMIN_PASSWORD);
  const account = {
    email,
    passwordHash,
    firstName: 'Admin',
    lastName: '',
    locale: 'fr' as const,
    role: 'admin' as const,
  };
  await createUserIfAbsent(deps.db, account, deps.clock.now());
}

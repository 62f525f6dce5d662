import { recordAudit } from '../../platform/audit/record.ts';
import {
  normalizeEmail,
  validateNewEmail,
  type Language,
  type TEmailConfirmUpdateRequest,
  type TPreUpdateEmailRequest,
  type TUpdatePasswordRequest,
  type TUserInfo,
} from '@portal/domain';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { AppError } from '../../platform/errors.ts';
import {
  findUserByEmail,
  findUserById,
  revokeAccessTokens,
  toUserInfo,
  updateAccount,
  type UserRow,
} from '../users/index.ts';
import { checkCode, issueCode, newConfirmationId, useCode } from './codes.ts';
import { assertStrongPassword, sendMail, type SignedIn } from './common.ts';
import type { AccountsDeps } from './deps.ts';
import { checkPasswordUnderLock } from './login-throttle.ts';
import { revokeAllSessions, startSession } from './sessions.ts';

/** The e-mail change link is valid 24 hours. */
export const EMAIL_CHANGE_TTL_MS = 24 * 3600 * 1000;

/** The web page that confirms an e-mail change (route hub.confirm-profile.email of apps/web). */
const EMAIL_CONFIRMATION_PATH: Record<Language, string> = {
  fr: '/fr/guichet/profil/courriel/confirmation',
  en: '/en/hub/profile/email/confirmation',
};

/** The web pages the notices of an e-mail change send the former address to (apps/web routes). */
const FORGOT_PASSWORD_PATH: Record<Language, string> = {
  fr: '/fr/compte/mot-de-passe-perdu/',
  en: '/en/account/forgot-password/',
};
const LOGIN_PATH: Record<Language, string> = { fr: '/fr/compte/connexion/', en: '/en/account/login/' };

const accountLanguage = (user: UserRow): Language => (user.locale === 'en' ? 'en' : 'fr');

/**
 * Tells the address an e-mail change replaces, in the account's language (issue 28): whoever knows the password could
 * otherwise move the account to an address of theirs unseen. At the request, while the address is still the
 * account's, a password reset stops the change (the new password ends the session that asked for it); once it is
 * made, the notice says where the account went and how to take it back.
 */
async function noticeToFormerAddress(
  deps: AccountsDeps,
  user: UserRow,
  newEmail: string,
  stage: 'email-change-requested' | 'email-changed',
): Promise<void> {
  const locale = accountLanguage(user);
  const base = deps.config.PUBLIC_URL.replace(/\/+$/, '');
  const path = stage === 'email-change-requested' ? FORGOT_PASSWORD_PATH : LOGIN_PATH;
  await sendMail(deps, user.email, locale, {
    kind: stage,
    oldEmail: user.email,
    newEmail,
    link: `${base}${path[locale]}`,
    firstName: user.firstName,
  });
}

async function signedInUser(deps: AccountsDeps, userId: number): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}

/**
 * The current password of a signed-in user, checked like a login (USER_WRONG_CREDENTIALS, counted towards the
 * lock of the e-mail), so a stolen access token cannot be used to guess it.
 */
export async function assertCurrentPassword(
  deps: AccountsDeps,
  user: UserRow,
  password: string,
): Promise<void> {
  const now = deps.clock.now();
  const right = await checkPasswordUnderLock(deps.db, user.email, now, () =>
    verifyPassword(user.passwordHash, password),
  );
  if (!right) throw new AppError('USER_WRONG_CREDENTIALS');
}

/**
 * PUT /user/password. Every other session ends (refresh tokens revoked, older access tokens refused); the caller
 * gets a new session, so the page that changed the password stays signed in.
 */
export async function changePassword(
  deps: AccountsDeps,
  userId: number,
  body: TUpdatePasswordRequest,
): Promise<SignedIn> {
  const user = await signedInUser(deps, userId);
  assertStrongPassword(body.newPassword, 'newPassword', accountLanguage(user));
  await assertCurrentPassword(deps, user, body.currentPassword);
  const passwordHash = await hashPassword(body.newPassword);
  const now = deps.clock.now();
  const { updated, session } = await deps.db.transaction(async (tx) => {
    await updateAccount(tx, user.id, { passwordHash }, now);
    const updated = await revokeAccessTokens(tx, user.id, now);
    await revokeAllSessions(tx, user.id, now);
    // That it changed, never a value (issue 16).
    await recordAudit(tx, { operation: 'user.password', objectType: 'user', objectId: user.id });
    return { updated, session: await startSession(tx, updated, now) };
  });
  return {
    ...session,
    jwtToken: await deps.tokens.signAccessToken(updated, session),
    user: toUserInfo(updated),
  };
}

/**
 * POST /user/pre-update-email: mails a confirmation link carrying idConfirmation to the new address, in the chosen
 * language. The address changes only when the link is confirmed by the same signed-in user.
 */
export async function requestEmailChange(
  deps: AccountsDeps,
  userId: number,
  body: TPreUpdateEmailRequest,
): Promise<void> {
  const user = await signedInUser(deps, userId);
  const newEmail = normalizeEmail(body.email);
  if (validateNewEmail(user.email, newEmail)) throw new AppError('EMAIL_NO_CHANGE_NEEDED_EXCEPTION');
  await assertCurrentPassword(deps, user, body.actualPassword);
  if (await findUserByEmail(deps.db, newEmail)) throw new AppError('USER_ALREADY_EXIST');
  const idConfirmation = newConfirmationId();
  const now = deps.clock.now();
  await issueCode(
    deps.db,
    {
      purpose: 'email_change',
      subject: String(user.id),
      userId: user.id,
      newEmail,
      code: idConfirmation,
      ttlMs: EMAIL_CHANGE_TTL_MS,
    },
    now,
  );
  const base = deps.config.PUBLIC_URL.replace(/\/+$/, '');
  const link = `${base}${EMAIL_CONFIRMATION_PATH[body.locale]}/${idConfirmation}/`;
  await sendMail(deps, newEmail, body.locale, {
    kind: 'email-change',
    idConfirmation,
    link,
    validHours: EMAIL_CHANGE_TTL_MS / 3600_000,
    firstName: user.firstName,
  });
  await noticeToFormerAddress(deps, user, newEmail, 'email-change-requested');
}

/** POST /user/email-confirm-update: the pending address becomes the user's (CodeMismatchException, ExpiredCodeException). */
export async function confirmEmailChange(
  deps: AccountsDeps,
  userId: number,
  body: TEmailConfirmUpdateRequest,
): Promise<TUserInfo> {
  const user = await signedInUser(deps, userId);
  const now = deps.clock.now();
  const check = await checkCode(deps.db, 'email_change', String(user.id), body.idConfirmation, now);
  if (check.result === 'expired') throw new AppError('ExpiredCodeException');
  if (check.result !== 'ok' || !check.row.newEmail) throw new AppError('CodeMismatchException');
  const newEmail = check.row.newEmail;
  const updated = await deps.db.transaction(async (tx) => {
    if (!(await useCode(tx, check.row))) throw new AppError('CodeMismatchException');
    const changed = await updateAccount(tx, user.id, { email: newEmail }, now);
    await recordAudit(tx, {
      operation: 'user.email',
      objectType: 'user',
      objectId: user.id,
      before: { email: user.email },
      after: { email: newEmail },
    });
    return changed;
  });
  await noticeToFormerAddress(deps, user, newEmail, 'email-changed');
  return toUserInfo(updated);
}

import {
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { randomBytes } from 'node:crypto';
import {
  MAX_PASSKEYS,
  PRODUCT_NAME,
  SECOND_FACTOR_CHALLENGE_TTL_SECONDS,
  normalizeEmail,
  type Language,
  type TLoginPasskeyRequest,
  type TPasskeyLoginOptionsResponse,
  type TPasskeyRegisteredResponse,
  type TPasskeyRegistrationRequest,
  type TTwoFactorChangeRequest,
  type TTwoFactorStatus,
} from '@portal/domain';
import { recordAudit } from '../../platform/audit/record.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserById, toUserInfo, type UserRow } from '../users/index.ts';
import type { SignedIn } from './common.ts';
import type { AccountsDeps } from './deps.ts';
import { checkPasswordUnderLock } from './login-throttle.ts';
import {
  assertPasswordAndFactor,
  finishSecondStep,
  hasSecondFactor,
  mailChange,
  newRecoveryCodes,
  secondFactorStatus,
  SECOND_STEP_LIMIT,
  signedInUser,
  throttleKey,
} from './second-factor.ts';
import {
  countPasskeys,
  deletePasskey,
  deleteSecondFactor,
  findLiveChallenge,
  findPasskeyByCredential,
  insertPasskey,
  insertPasskeyLoginChallenge,
  listPasskeys,
  putPasskeyRegistration,
  takePasskeyLoginChallenge,
  takePasskeyRegistration,
  usePasskey,
  type PasskeyRow,
} from './second-factor-store.ts';
import { sha256 } from './codes.ts';
import { passkeyAloneRequestOptions, relyingParty, toPasskey } from './passkey-options.ts';
import { rememberSessionLocale, startSession } from './sessions.ts';

/**
 * Passkeys (WebAuthn, issue 33) as a second factor, with @simplewebauthn/server: registered from the profile, offered
 * after the password beside the authenticator app's code. The relying party is the portal's PUBLIC_URL: an
 * assertion made for another origin, or with another user's credential, is refused (PASSKEY_NOT_VERIFIED) and counted
 * as a wrong code towards the second step's lock.
 */

/** POST /user/two-factor/passkeys/options: WebAuthn's creation options, their challenge kept 5 minutes. */
export async function passkeyCreationOptions(deps: AccountsDeps, userId: number) {
  const user = await signedInUser(deps, userId);
  const passkeys = await listPasskeys(deps.db, user.id);
  if (passkeys.length >= MAX_PASSKEYS) {
    throw new AppError('PASSKEY_LIMIT_REACHED', { params: { max: MAX_PASSKEYS } });
  }
  const options = await generateRegistrationOptions({
    rpName: PRODUCT_NAME[user.locale === 'en' ? 'en' : 'fr'],
    rpID: relyingParty(deps).rpID,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    userID: new TextEncoder().encode(`portal-user-${user.id}`),
    attestationType: 'none',
    excludeCredentials: passkeys.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  const expiresAt = new Date(deps.clock.now().getTime() + SECOND_FACTOR_CHALLENGE_TTL_SECONDS * 1000);
  await putPasskeyRegistration(deps.db, user.id, options.challenge, expiresAt);
  return options;
}

/**
 * POST /user/two-factor/passkeys: the browser's attestation for the pending options, verified for the portal's
 * origin; the passkey is the user's. When it is their first factor, the recovery codes come with it (shown once).
 */
export async function registerPasskey(
  deps: AccountsDeps,
  userId: number,
  body: TPasskeyRegistrationRequest,
): Promise<TPasskeyRegisteredResponse> {
  const user = await signedInUser(deps, userId);
  const now = deps.clock.now();
  const expectedChallenge = await takePasskeyRegistration(deps.db, user.id, now);
  if (!expectedChallenge) throw new AppError('PASSKEY_REGISTRATION_EXPIRED');
  const { origin, rpID } = relyingParty(deps);
  const verification = await verifyRegistrationResponse({
    response: body.credential as RegistrationResponseJSON,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => undefined);
  const credential = verification?.verified ? verification.registrationInfo?.credential : undefined;
  if (!credential) throw new AppError('PASSKEY_NOT_VERIFIED');
  if (await findPasskeyByCredential(deps.db, credential.id)) throw new AppError('PASSKEY_NOT_VERIFIED');
  const wasOn = await hasSecondFactor(deps, user.id);
  const { row, recoveryCodes } = await deps.db.transaction(async (tx) => {
    if ((await countPasskeys(tx, user.id)) >= MAX_PASSKEYS) {
      throw new AppError('PASSKEY_LIMIT_REACHED', { params: { max: MAX_PASSKEYS } });
    }
    const row = await insertPasskey(tx, {
      userId: user.id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: body.name,
      createdAt: now,
    });
    const recoveryCodes = wasOn ? null : await newRecoveryCodes(deps, tx, user.id);
    await recordAudit(tx, {
      operation: 'user.passkeyAdd',
      objectType: 'user',
      objectId: user.id,
      before: { passkey: null },
      after: { passkey: body.name },
    });
    return { row, recoveryCodes };
  });
  await mailChange(deps, user, 'passkey-added');
  return { passkey: toPasskey(row), recoveryCodes };
}

/**
 * POST /user/two-factor/passkeys/{id}/remove: one of the user's passkeys removed, with the password and a current
 * code (the app's, or a recovery code). Another user's passkey is unknown (NOT_FOUND). The last factor removed
 * turns two-step verification off (the recovery codes go too).
 */
export async function removePasskey(
  deps: AccountsDeps,
  userId: number,
  passkeyId: number,
  body: TTwoFactorChangeRequest,
): Promise<TTwoFactorStatus> {
  const user = await signedInUser(deps, userId);
  const passkey = (await listPasskeys(deps.db, user.id)).find((p) => p.id === passkeyId);
  if (!passkey) throw new AppError('NOT_FOUND');
  await assertPasswordAndFactor(deps, user, body);
  await deps.db.transaction(async (tx) => {
    if (!(await deletePasskey(tx, user.id, passkeyId))) throw new AppError('NOT_FOUND');
    if (!(await hasSecondFactor({ db: tx }, user.id))) await deleteSecondFactor(tx, user.id);
    await recordAudit(tx, {
      operation: 'user.passkeyRemove',
      objectType: 'user',
      objectId: user.id,
      before: { passkey: passkey.name },
      after: { passkey: null },
    });
  });
  await mailChange(deps, user, 'passkey-removed');
  return secondFactorStatus(deps, user.id);
}

/** Verifies an assertion against the user's own passkey of that credential, and moves its counter. */
async function verifyAssertion(
  deps: AccountsDeps,
  user: UserRow,
  credential: TLoginPasskeyRequest['credential'],
  expectedChallenge: string,
): Promise<boolean> {
  const passkey = await findPasskeyByCredential(deps.db, credential.id);
  if (!passkey || passkey.userId !== user.id) return false;
  return verifyPasskeyAssertion(deps, passkey, credential, expectedChallenge, false);
}

/**
 * Verifies an assertion made with a stored passkey over `expectedChallenge`, for the portal's origin and relying
 * party (with the user verified when `requireUserVerification`), and moves the passkey's counter forward.
 */
async function verifyPasskeyAssertion(
  deps: AccountsDeps,
  passkey: PasskeyRow,
  credential: TLoginPasskeyRequest['credential'],
  expectedChallenge: string,
  requireUserVerification: boolean,
): Promise<boolean> {
  const { origin, rpID } = relyingParty(deps);
  const verification = await verifyAuthenticationResponse({
    response: credential as AuthenticationResponseJSON,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification,
  }).catch(() => undefined);
  if (!verification?.verified) return false;
  return usePasskey(deps.db, passkey.id, verification.authenticationInfo.newCounter, deps.clock.now());
}

/**
 * POST /auth/cognito/login/passkey: the session, for a live challenge and an assertion of one of the user's passkeys
 * over the challenge's WebAuthn challenge, for the portal's origin. Under the second step's lock.
 */
export async function loginPasskey(deps: AccountsDeps, body: TLoginPasskeyRequest): Promise<SignedIn> {
  const now = deps.clock.now();
  const challenge = await findLiveChallenge(deps.db, sha256(body.challenge), now);
  // Not the password step's: the login page's passkey button's, or nothing live.
  if (!challenge) return loginPasskeyAlone(deps, body);
  const user = await findUserById(deps.db, challenge.userId);
  if (!user) throw new AppError('SECOND_FACTOR_CHALLENGE_INVALID');
  if (user.suspendedAt) throw new AppError('ACCOUNT_SUSPENDED', { message: 'This account is suspended' });
  const expected = challenge.webauthnChallenge;
  const right = await checkPasswordUnderLock(
    deps.db,
    throttleKey(user.id),
    now,
    async () => Boolean(expected) && verifyAssertion(deps, user, body.credential, expected!),
    SECOND_STEP_LIMIT,
  );
  if (!right) throw new AppError('PASSKEY_NOT_VERIFIED');
  return finishSecondStep(deps, user, challenge);
}

/** The user handle registration gave a user's passkeys (`userID` of the creation options), as base64url. */
const userHandleOf = (userId: number) => Buffer.from(`portal-user-${userId}`).toString('base64url');

/**
 * POST /auth/cognito/login/passkey-options: the login page's "Sign in with a passkey" (issue 33), before anyone is
 * named. A challenge kept 5 minutes for one assertion, and request options without allowCredentials, asking the
 * user's verification (a passkey alone stands for both factors: the device, and its PIN or biometrics).
 */
export async function passkeyLoginOptions(
  deps: AccountsDeps,
  sessionLocale: Language | undefined,
): Promise<TPasskeyLoginOptionsResponse> {
  const now = deps.clock.now();
  const challenge = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SECOND_FACTOR_CHALLENGE_TTL_SECONDS * 1000);
  const passkey = await passkeyAloneRequestOptions(deps);
  await insertPasskeyLoginChallenge(deps.db, {
    challengeHash: sha256(challenge),
    webauthnChallenge: passkey.challenge,
    locale: sessionLocale ?? null,
    createdAt: now,
    expiresAt,
  });
  return { challenge, expiresAt: expiresAt.toISOString(), passkey: { ...passkey } };
}

/**
 * A login with a passkey alone: the challenge of passkey-options (used up, whatever comes of it), the user named by
 * the assertion's credential. The password login's rules: under the lock of the user's e-mail (a locked account
 * stays locked, a refused assertion counts as a wrong password, a right one clears the count), a suspended account
 * refused once the passkey has proved whose it is, then a session as the login's. An unknown, used or expired
 * challenge is SECOND_FACTOR_CHALLENGE_INVALID, as the second step's; a credential the portal does not know
 * PASSKEY_UNKNOWN; an assertion refused (another origin, a wrong signature, the user not verified, another user's
 * handle, a counter gone back) PASSKEY_LOGIN_REFUSED.
 */
async function loginPasskeyAlone(deps: AccountsDeps, body: TLoginPasskeyRequest): Promise<SignedIn> {
  const now = deps.clock.now();
  const challenge = await takePasskeyLoginChallenge(deps.db, sha256(body.challenge), now);
  if (!challenge) throw new AppError('SECOND_FACTOR_CHALLENGE_INVALID');
  const passkey = await findPasskeyByCredential(deps.db, body.credential.id);
  const user = passkey && (await findUserById(deps.db, passkey.userId));
  if (!passkey || !user) throw new AppError('PASSKEY_UNKNOWN');
  const handle = body.credential.response.userHandle;
  const right = await checkPasswordUnderLock(
    deps.db,
    normalizeEmail(user.email),
    now,
    async () =>
      (handle === undefined || handle === userHandleOf(user.id)) &&
      verifyPasskeyAssertion(deps, passkey, body.credential, challenge.webauthnChallenge, true),
  );
  if (!right) throw new AppError('PASSKEY_LOGIN_REFUSED');
  if (user.suspendedAt) throw new AppError('ACCOUNT_SUSPENDED', { message: 'This account is suspended' });
  const session = await startSession(deps.db, user, now);
  const locale = challenge.locale === 'en' || challenge.locale === 'fr' ? challenge.locale : undefined;
  await rememberSessionLocale(deps.db, user, locale, now);
  return { ...session, jwtToken: await deps.tokens.signAccessToken(user, session), user: toUserInfo(user) };
}

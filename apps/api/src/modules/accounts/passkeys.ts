import {
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  MAX_PASSKEYS,
  PRODUCT_NAME,
  SECOND_FACTOR_CHALLENGE_TTL_SECONDS,
  type TLoginPasskeyRequest,
  type TPasskeyRegisteredResponse,
  type TPasskeyRegistrationRequest,
  type TTwoFactorChangeRequest,
  type TTwoFactorStatus,
} from '@portal/domain';
import { recordAudit } from '../../platform/audit/record.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserById, type UserRow } from '../users/index.ts';
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
  listPasskeys,
  putPasskeyRegistration,
  takePasskeyRegistration,
  usePasskey,
} from './second-factor-store.ts';
import { sha256 } from './codes.ts';
import { relyingParty, toPasskey } from './passkey-options.ts';

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
    requireUserVerification: false,
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
  if (!challenge) throw new AppError('SECOND_FACTOR_CHALLENGE_INVALID');
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

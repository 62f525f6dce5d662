import { z } from 'zod';
import { ZLoginPasswordSchema } from './credentials.ts';
import { ZIsoDateTimeSchema, requiredText, text } from './entities/common.ts';
import { ZUserInfoSchema } from './entities/user.ts';
import { canReview } from './roles.ts';

/**
 * The second factor of sign-in (issue 33): an authenticator app (TOTP, RFC 6238) and single-use recovery codes.
 * After the password, a user with the factor on gets a short-lived challenge, not a session; the session comes with
 * a current code (or an unused recovery code) for that challenge.
 */

/** RFC 6238 as every authenticator app reads it by default: SHA-1, 6 digits, a step of 30 seconds. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_ALGORITHM = 'SHA1';
/** Steps either side of now a code is still taken at (a phone's clock a little off; RFC 6238 §5.2). */
export const TOTP_WINDOW_STEPS = 1;
/** The secret's size: 20 random bytes (160 bits, RFC 4226 §4's recommended length), shown in base32. */
export const TOTP_SECRET_BYTES = 20;

/** Recovery codes given at once, each usable once; a new set replaces the old one whole. */
export const RECOVERY_CODE_COUNT = 10;
/**
 * A recovery code: two groups of 5 characters of an alphabet without look-alikes (no 0/o, 1/l/i), `k7m2x-9qw4p`
 * (about 50 bits each). Typed in any case, with or without the dash.
 */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_GROUP_LENGTH = 5;

/** Wrong codes the second step takes before it locks, as wrong passwords lock the login (15 minutes). */
export const MAX_SECOND_FACTOR_FAILURES = 5;
/** How long the challenge the password step answers lasts. */
export const SECOND_FACTOR_CHALLENGE_TTL_SECONDS = 5 * 60;

const TOTP_CODE_PATTERN = new RegExp(`^\\d{${TOTP_DIGITS}}$`);
const RECOVERY_CODE_PATTERN = new RegExp(
  `^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_GROUP_LENGTH}}-?[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_GROUP_LENGTH}}$`,
);

/**
 * REQUIRE_2FA_FOR_STAFF (issue 33): whether staff (editors, admins) must turn the second factor on before the staff
 * routes answer them (the API's TWO_FACTOR_SETUP_REQUIRED, the web's staff screens leading to the profile).
 */
export function mustTurnOnSecondFactor(role: unknown, requiredForStaff: boolean, on: boolean): boolean {
  return requiredForStaff && canReview(role) && !on;
}

/** A code as typed: spaces dropped (apps show `123 456`), lower case. */
export function normalizeSecondFactorCode(code: string): string {
  return code.replace(/\s+/g, '').toLowerCase();
}

/** Whether a (normalized) code is shaped as an authenticator app's code. */
export function isTotpCode(code: string): boolean {
  return TOTP_CODE_PATTERN.test(code);
}

/** Whether a (normalized) code is shaped as a recovery code. */
export function isRecoveryCode(code: string): boolean {
  return RECOVERY_CODE_PATTERN.test(code);
}

/** A recovery code in its one written form (`k7m2x-9qw4p`), which the server hashes. */
export function canonicalRecoveryCode(code: string): string {
  const bare = normalizeSecondFactorCode(code).replace('-', '');
  return `${bare.slice(0, RECOVERY_CODE_GROUP_LENGTH)}-${bare.slice(RECOVERY_CODE_GROUP_LENGTH)}`;
}

/** The authenticator app's code: 6 digits (spaces allowed, as apps show them). */
export const ZTotpCodeSchema = text()
  .max(20)
  .transform(normalizeSecondFactorCode)
  .refine(isTotpCode, { message: 'digits', params: { length: TOTP_DIGITS } });

/** The second step's code: the app's 6 digits or a recovery code. */
export const ZSecondFactorCodeSchema = text()
  .max(30)
  .transform(normalizeSecondFactorCode)
  .refine((code) => isTotpCode(code) || isRecoveryCode(code), { message: 'SECOND_FACTOR_CODE_FORMAT' });

/** The challenge the password step answers: 32 random bytes as base64url. */
export const ZSecondFactorChallengeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: 'regex' });

/** The ways the second step takes a code. */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery', 'passkey'] as const;
export const ZSecondFactorMethodSchema = z.enum(SECOND_FACTOR_METHODS);

/** The password step's answer when the account has a second factor: no token, a challenge for the second step. */
export const ZSecondFactorRequiredResponseSchema = z.object({
  secondFactorRequired: z.literal(true),
  challenge: z.string(),
  expiresAt: ZIsoDateTimeSchema,
  methods: z.array(ZSecondFactorMethodSchema),
  /** WebAuthn's request options (PublicKeyCredentialRequestOptionsJSON) when the user has passkeys; null otherwise. */
  passkey: z.record(z.string(), z.unknown()).nullable(),
});
export type TSecondFactorRequiredResponse = z.infer<typeof ZSecondFactorRequiredResponseSchema>;

/** POST /auth/cognito/login: signed in, or asked for the second factor. */
export const ZLoginResponseSchema = z.union([
  z.object({ jwtToken: z.string(), user: ZUserInfoSchema }),
  ZSecondFactorRequiredResponseSchema,
]);
export type TLoginResponse = z.infer<typeof ZLoginResponseSchema>;

/** Whether the login's answer asks for the second factor. */
export function asksSecondFactor(answer: TLoginResponse): answer is TSecondFactorRequiredResponse {
  return 'secondFactorRequired' in answer && answer.secondFactorRequired === true;
}

/** POST /auth/cognito/login/second-factor. */
export const ZLoginSecondFactorRequestSchema = z.object({
  challenge: ZSecondFactorChallengeSchema,
  factorCode: ZSecondFactorCodeSchema,
});
export type TLoginSecondFactorRequest = z.infer<typeof ZLoginSecondFactorRequestSchema>;

/** Passkeys a user may hold at once; a passkey's name (the device it is on). */
export const MAX_PASSKEYS = 10;
export const PASSKEY_NAME_MAX = 60;

/** A passkey as the profile lists it (never its key). */
export const ZPasskeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: ZIsoDateTimeSchema,
  lastUsedAt: ZIsoDateTimeSchema.nullable(),
});
export type TPasskey = z.infer<typeof ZPasskeySchema>;

/** GET /user/two-factor: what the profile's card shows. */
export const ZTwoFactorStatusSchema = z.object({
  totp: z.boolean(),
  passkeys: z.array(ZPasskeySchema),
  enabledAt: ZIsoDateTimeSchema.nullable(),
  recoveryCodesLeft: z.number().int().min(0),
  /** Staff must have it on before staff screens answer (REQUIRE_2FA_FOR_STAFF). */
  requiredForStaff: z.boolean(),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatusSchema>;

/** Whether two-step verification is on: an authenticator app confirmed, or a passkey. */
export function isSecondFactorOn(status: Pick<TTwoFactorStatus, 'totp' | 'passkeys'>): boolean {
  return status.totp || status.passkeys.length > 0;
}

/** POST /user/two-factor/totp/setup: the secret and its QR code, shown this once. */
export const ZTotpSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The QR code of otpauthUrl as an SVG data URL. */
  qrCode: z.string(),
});
export type TTotpSetupResponse = z.infer<typeof ZTotpSetupResponseSchema>;

/** POST /user/two-factor/totp/confirm: the first code from the app turns the factor on. */
export const ZTotpConfirmRequestSchema = z.object({ factorCode: ZTotpCodeSchema });
export type TTotpConfirmRequest = z.infer<typeof ZTotpConfirmRequestSchema>;

/** The recovery codes, shown once (on confirming, on regenerating). */
export const ZRecoveryCodesResponseSchema = z.object({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type TRecoveryCodesResponse = z.infer<typeof ZRecoveryCodesResponseSchema>;

/** Turning the factor off or regenerating the recovery codes: the password and a current code (or a recovery code). */
export const ZTwoFactorChangeRequestSchema = z.object({
  password: ZLoginPasswordSchema,
  factorCode: ZSecondFactorCodeSchema,
});
export type TTwoFactorChangeRequest = z.infer<typeof ZTwoFactorChangeRequestSchema>;

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, { message: 'regex' });
const ZClientExtensionResultsSchema = z.record(z.string(), z.unknown()).default({});

/** What the browser's navigator.credentials.create answers (RegistrationResponseJSON), as the API takes it. */
export const ZPasskeyAttestationSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(10_000),
    attestationObject: base64url(100_000),
    transports: z.array(z.string().max(30)).max(10).optional(),
  }),
  clientExtensionResults: ZClientExtensionResultsSchema,
  authenticatorAttachment: z.string().max(30).optional(),
});

/** What navigator.credentials.get answers (AuthenticationResponseJSON). */
export const ZPasskeyAssertionSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(10_000),
    authenticatorData: base64url(10_000),
    signature: base64url(2_000),
    userHandle: base64url(200).optional(),
  }),
  clientExtensionResults: ZClientExtensionResultsSchema,
  authenticatorAttachment: z.string().max(30).optional(),
});

/** POST /user/two-factor/passkeys/options: WebAuthn's creation options (PublicKeyCredentialCreationOptionsJSON). */
export const ZPasskeyOptionsResponseSchema = z.record(z.string(), z.unknown());

/** POST /user/two-factor/passkeys: the new passkey, named, with the browser's attestation. */
export const ZPasskeyRegistrationRequestSchema = z.object({
  name: requiredText(PASSKEY_NAME_MAX),
  credential: ZPasskeyAttestationSchema,
});
export type TPasskeyRegistrationRequest = z.infer<typeof ZPasskeyRegistrationRequestSchema>;

/** The passkey registered; the recovery codes, shown once, when it is the account's first factor. */
export const ZPasskeyRegisteredResponseSchema = z.object({
  passkey: ZPasskeySchema,
  recoveryCodes: z.array(z.string()).nullable(),
});
export type TPasskeyRegisteredResponse = z.infer<typeof ZPasskeyRegisteredResponseSchema>;

/**
 * POST /auth/cognito/login/passkey-options: a login with a passkey alone (issue 33), before anyone is named. A
 * challenge for POST /auth/cognito/login/passkey and WebAuthn's request options (PublicKeyCredentialRequestOptionsJSON)
 * without allowCredentials: the browser offers the portal's discoverable passkeys, whose credential names the user.
 */
export const ZPasskeyLoginOptionsResponseSchema = z.object({
  challenge: z.string(),
  expiresAt: ZIsoDateTimeSchema,
  passkey: z.record(z.string(), z.unknown()),
});
export type TPasskeyLoginOptionsResponse = z.infer<typeof ZPasskeyLoginOptionsResponseSchema>;

/**
 * POST /auth/cognito/login/passkey: the challenge of the password step (the second step) or of passkey-options (a
 * passkey alone), and the browser's assertion.
 */
export const ZLoginPasskeyRequestSchema = z.object({
  challenge: ZSecondFactorChallengeSchema,
  credential: ZPasskeyAssertionSchema,
});
export type TLoginPasskeyRequest = z.infer<typeof ZLoginPasskeyRequestSchema>;

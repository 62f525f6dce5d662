import { z } from 'zod';
import { ZLoginPasswordSchema } from './credentials.ts';
import { ZIsoDateTimeSchema, text } from './entities/common.ts';
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
export const SECOND_FACTOR_METHODS = ['totp', 'recovery'] as const;
export const ZSecondFactorMethodSchema = z.enum(SECOND_FACTOR_METHODS);

/** The password step's answer when the account has a second factor: no token, a challenge for the second step. */
export const ZSecondFactorRequiredResponseSchema = z.object({
  secondFactorRequired: z.literal(true),
  challenge: z.string(),
  expiresAt: ZIsoDateTimeSchema,
  methods: z.array(ZSecondFactorMethodSchema),
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

/** GET /user/two-factor: what the profile's card shows. */
export const ZTwoFactorStatusSchema = z.object({
  totp: z.boolean(),
  enabledAt: ZIsoDateTimeSchema.nullable(),
  recoveryCodesLeft: z.number().int().min(0),
  /** Staff must have it on before staff screens answer (REQUIRE_2FA_FOR_STAFF). */
  requiredForStaff: z.boolean(),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatusSchema>;

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

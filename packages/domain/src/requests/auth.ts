import { z } from 'zod';
import {
  ZEmailSchema,
  ZLoginPasswordSchema,
  ZPasswordSchema,
  ZVerificationCodeSchema,
} from '../credentials.ts';
import { ZLanguageSchema } from '../enums.ts';
import { requiredText, text } from '../entities/common.ts';
import { ZUserInfoSchema } from '../entities/user.ts';

/** Bodies of the authentication calls of spec §7 (/auth/cognito/...). */

const recaptchaToken = text().max(10_000).optional();

export const ZLoginRequestSchema = z.object({
  email: ZEmailSchema,
  password: ZLoginPasswordSchema,
  recaptchaToken,
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

/** Sends the verification code; `resend` asks for it again. */
export const ZPreRegisterRequestSchema = z.object({
  email: ZEmailSchema,
  resend: z.boolean().default(false),
  recaptchaToken,
});
export type TPreRegisterRequest = z.infer<typeof ZPreRegisterRequestSchema>;

/**
 * Creates the account with the code received by mail (the body is not shown in the spec: decided here; the API
 * extends it with `locale` as ZRegisterAccountRequestSchema, accounts.ts).
 */
export const ZRegisterRequestSchema = z.object({
  email: ZEmailSchema,
  verificationCode: ZVerificationCodeSchema,
  password: ZPasswordSchema,
  firstName: requiredText(100),
  lastName: requiredText(100),
  recaptchaToken,
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequestSchema>;

export const ZForgotPasswordRequestSchema = z.object({
  username: ZEmailSchema,
  locale: ZLanguageSchema.default('fr'),
  recaptchaToken,
});
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequestSchema>;

export const ZResetPasswordRequestSchema = z.object({
  username: ZEmailSchema,
  newPassword: ZPasswordSchema,
  verificationCode: ZVerificationCodeSchema,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequestSchema>;

/** POST /auth/cognito/validate-user-exist: the email to check. */
export const ZValidateUserExistRequestSchema = z.object({ email: ZEmailSchema });
export type TValidateUserExistRequest = z.infer<typeof ZValidateUserExistRequestSchema>;

/** The answer of login and register: the token and the user info. */
export const ZAuthResponseSchema = z.object({ jwtToken: z.string(), user: ZUserInfoSchema });
export type TAuthResponse = z.infer<typeof ZAuthResponseSchema>;

export const ZRefreshTokenResponseSchema = z.object({ jwtToken: z.string() });

/** The answer of validate-user-exist: its message may be USER_NOT_REGISTERED (spec §7). */
export const ZValidateUserExistResponseSchema = z.object({
  exists: z.boolean(),
  message: z.string().optional(),
});

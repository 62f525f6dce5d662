import { z } from 'zod';
import { USER_ID_CLAIM, VERIFICATION_RESEND_COUNT } from '../constants.ts';
import { ZLanguageSchema, ZOrderStatusSchema, ZRegisterStepSchema, ZRoleSchema } from '../enums.ts';
import { ZUserAccountSchema } from '../team-roles.ts';

/**
 * Company credit statuses of the ad server (GET /gam/companies/credit-status). Only ACTIVE lets a campaign be
 * submitted; any other answers CREDIT_STATUS_UNACCEPTABLE (spec §8).
 */
export const ZCreditStatusSchema = z.enum(['ACTIVE', 'INACTIVE', 'ON_HOLD', 'CREDIT_STOP', 'BLOCKED']);
export type CreditStatus = z.infer<typeof ZCreditStatusSchema>;
export function isCreditStatusAcceptable(status: unknown): boolean {
  return status === 'ACTIVE';
}

/**
 * The credit status a defaulted invoice sets and that billing alone lifts (issue 14): while an account has it, its
 * campaigns do not deliver (their line items are held paused for PAYMENT), even one approved meanwhile.
 */
export const DEFAULTED_CREDIT_STATUS = 'CREDIT_STOP' satisfies CreditStatus;

/** User info (spec §3), with the spec's field names. statusFilter: the order statuses the campaign list shows. */
export const ZUserInfoSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  user_id: z.string(),
  organisation: z.string().nullable().default(null),
  role: ZRoleSchema.default('user'),
  country: z.string().nullable().default(null),
  state: z.string().nullable().default(null),
  phone: z.string().nullable().default(null),
  phone_ext: z.string().nullable().default(null),
  isAdmin: z.boolean().default(false),
  agency_role: z.string().nullable().default(null),
  creditStatus: ZCreditStatusSchema.nullable().default(null),
  statusFilter: z.array(ZOrderStatusSchema).default([]),
  /** Beside the spec's fields: the person's role in the company (company info), never a permission. */
  company_role: z.string().nullable().default(null),
  /** The company's street address, city and postal code (company information, issue 31 §23). */
  address: z.string().nullable().default(null),
  city: z.string().nullable().default(null),
  postal_code: z.string().nullable().default(null),
  /**
   * The user's language (issue 31 §16): the portal's interface language they chose (the switch, the profile, the
   * language they signed in with), in which every e-mail to them is written.
   */
  locale: ZLanguageSchema.default('fr'),
  /**
   * GET /user/ only (decision 0029): the session's active account (under view-as the actor's own) with the user's role
   * in it and the owner's second-factor requirement (null when a member of no account), and how many accounts the
   * user is a member of.
   */
  account: ZUserAccountSchema.nullable().optional(),
  accounts_count: z.number().int().nonnegative().optional(),
});
export type TUserInfo = z.infer<typeof ZUserInfoSchema>;

/** Auth state (spec §3): what the web keeps about the session. */
export const ZAuthStateSchema = z.object({
  isLogged: z.boolean(),
  userEmail: z.string().nullable(),
  userId: z.string().nullable(),
  registerStep: ZRegisterStepSchema,
  verificationCodeSendCount: z.number().int().nonnegative(),
});
export type TAuthState = z.infer<typeof ZAuthStateSchema>;

export const INITIAL_AUTH_STATE: TAuthState = {
  isLogged: false,
  userEmail: null,
  userId: null,
  registerStep: 'register-step-1',
  verificationCodeSendCount: 0,
};

/** A resend of the verification code sets the count to 10 (spec §4). */
export function afterVerificationResend(state: TAuthState): TAuthState {
  return { ...state, verificationCodeSendCount: VERIFICATION_RESEND_COUNT };
}

/** Each forgot-password request increments the count (spec §4). */
export function afterForgotPasswordRequest(state: TAuthState): TAuthState {
  return { ...state, verificationCodeSendCount: state.verificationCodeSendCount + 1 };
}

/** The claims of the session token (spec §3: an email and a custom user-id claim, USER_ID_CLAIM). */
export const ZSessionClaimsSchema = z.object({
  email: z.string(),
  [USER_ID_CLAIM]: z.string(),
});
export type TSessionClaims = z.infer<typeof ZSessionClaimsSchema>;

import { z } from 'zod';
import { ZEmailSchema, ZLoginPasswordSchema, ZPasswordSchema } from '../credentials.ts';
import { ZLanguageSchema, ZOrderStatusSchema } from '../enums.ts';
import { requiredText, text } from '../entities/common.ts';
import { ZCompanyInfoSchema } from '../entities/company.ts';

/** Bodies of the user calls of spec §7 (/user/...). */

export const ZUpdatePasswordRequestSchema = z.object({
  currentPassword: ZLoginPasswordSchema,
  newPassword: ZPasswordSchema,
});
export type TUpdatePasswordRequest = z.infer<typeof ZUpdatePasswordRequestSchema>;

/** Asks for an email change: a confirmation goes to the new address (check it differs: validateNewEmail). */
export const ZPreUpdateEmailRequestSchema = z.object({
  email: ZEmailSchema,
  actualPassword: ZLoginPasswordSchema,
  locale: ZLanguageSchema.default('fr'),
});
export type TPreUpdateEmailRequest = z.infer<typeof ZPreUpdateEmailRequestSchema>;

export const ZEmailConfirmUpdateRequestSchema = z.object({ idConfirmation: text().trim().min(1) });
export type TEmailConfirmUpdateRequest = z.infer<typeof ZEmailConfirmUpdateRequestSchema>;

export const ZUpdatePersonalRequestSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
});
export type TUpdatePersonalRequest = z.infer<typeof ZUpdatePersonalRequestSchema>;

/**
 * PUT /user/personal-options: the campaign list's status filters (spec §7), and beside them the user's language
 * (issue 31 §16: the interface's, set by the language switch and the profile, used by every e-mail). Each is
 * optional: what is absent stays as it is.
 */
export const ZUpdatePersonalOptionsRequestSchema = z.object({
  statusFilter: z.array(ZOrderStatusSchema).optional(),
  locale: ZLanguageSchema.optional(),
});
export type TUpdatePersonalOptionsRequest = z.infer<typeof ZUpdatePersonalOptionsRequestSchema>;

/** PUT /user/company {company, role, country, province, phone, phoneExt}. */
export const ZUpdateCompanyRequestSchema = ZCompanyInfoSchema;
export type TUpdateCompanyRequest = z.infer<typeof ZUpdateCompanyRequestSchema>;

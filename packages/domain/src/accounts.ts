import { z } from 'zod';
import { ZLanguageSchema } from './enums.ts';
import { ZRegisterRequestSchema } from './requests/auth.ts';

/**
 * Issue 3's body of POST /auth/cognito/register: the fields of ZRegisterRequestSchema plus `locale`, the language
 * of the account's mails (the request's language when absent).
 */
export const ZRegisterAccountRequestSchema = ZRegisterRequestSchema.extend({
  locale: ZLanguageSchema.optional(),
});
export type TRegisterAccountRequest = z.infer<typeof ZRegisterAccountRequestSchema>;

/** The answer of the calls that only acknowledge (pre-register, logout, forgot and reset password, e-mail change). */
export const ZMessageResponseSchema = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponseSchema>;

import { ZLoginRequestSchema } from '@portal/domain';
import type { Language } from '../../lib/domain.ts';
import { domainResolver } from '../../lib/form-validation.ts';

/**
 * The login form's check (the domain's login schema: a valid e-mail, a password). Loaded on demand, so the
 * schema and the rule catalogue stay out of the login page's first paint (bundle budget).
 */
const ZLoginFormSchema = ZLoginRequestSchema.pick({ email: true, password: true });

export function validateLogin(values: { email: string; password: string }, lang: Language) {
  return domainResolver(ZLoginFormSchema, lang)(values);
}

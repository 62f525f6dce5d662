import {
  PASSWORD_MIN_LENGTH,
  formatMessage,
  isStrongPassword,
  type Language,
  type TUserInfo,
} from '@portal/domain';
import { renderMail, type MailTemplate } from '../../adapters/mail/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { AccountsDeps } from './deps.ts';
import type { RefreshTokenIssued } from './sessions.ts';

/** A signed-in answer: the access token and user info for the body, the refresh token for the cookie. */
export interface SignedIn extends RefreshTokenIssued {
  jwtToken: string;
  user: TUserInfo;
}

export async function assertCaptcha(
  deps: AccountsDeps,
  token: string | undefined,
  ip: string,
): Promise<void> {
  if (deps.captcha.required && !(await deps.captcha.verify(token, ip)))
    throw new AppError('GOOGLE_RECAPTCHA_INVALID_TOKEN');
}

/** InvalidPasswordException unless the password follows the rule of spec §5 (the schema checked it already). */
export function assertStrongPassword(password: string, field: string, locale: Language): void {
  if (!isStrongPassword(password)) {
    const message = formatMessage(locale, 'InvalidPasswordException', { min: PASSWORD_MIN_LENGTH });
    throw new AppError('InvalidPasswordException', { message, fields: { [field]: [message] } });
  }
}

export async function sendMail(
  deps: AccountsDeps,
  to: string,
  locale: Language,
  template: MailTemplate,
): Promise<void> {
  await deps.mailer.send({ to, ...renderMail(locale, template) });
}

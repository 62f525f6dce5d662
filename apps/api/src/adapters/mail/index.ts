import type { Config } from '../../platform/config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import { OutboxMailer } from './outbox.ts';
import { SmtpMailer } from './smtp.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The port every module sends mail through; which implementation runs is decided here only. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export { OutboxMailer } from './outbox.ts';
export { renderMail, type MailTemplate } from './templates.ts';

/** SMTP (nodemailer) when SMTP_URL is set; otherwise the outbox table, readable at /dev/mail. */
export function createMailer(config: Config, db: Db, clock: Clock): Mailer {
  return config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : new OutboxMailer(db, clock);
}

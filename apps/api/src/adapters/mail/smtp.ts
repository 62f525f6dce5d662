import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './index.ts';

/** Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:587, smtps://… for implicit TLS). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: nodemailer.Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

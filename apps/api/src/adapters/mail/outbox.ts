import { desc } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import { mailOutbox } from '../../platform/db/schema.ts';
import type { MailMessage, Mailer } from './index.ts';

export interface OutboxMail extends MailMessage {
  id: number;
  createdAt: Date;
}

/** Keeps every mail in the database instead of sending it (development, tests, a fresh install without SMTP). */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.db.insert(mailOutbox).values({ ...message, createdAt: this.clock.now() });
  }

  /** The latest mails, newest first. */
  list(limit = 200): Promise<OutboxMail[]> {
    return this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
  }

  async close(): Promise<void> {}
}

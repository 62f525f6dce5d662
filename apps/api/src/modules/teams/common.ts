import type { FastifyInstance } from 'fastify';
import { accountName, type Language, type TTeamInvitation, type TTeamMember } from '@portal/domain';
import { renderMail, type MailTemplate } from '../../adapters/mail/index.ts';
import { enqueueMail } from '../../adapters/mail/job.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserById } from '../users/index.ts';
import { type InvitationRow, type MemberRow } from './store.ts';

/**
 * Teams (issue 33, decision 0029): an account's members and invitations, managed by its owners (team.manage, checked
 * by route-capabilities.ts before these run); the signed-in user's own accounts and invitations. Every change is
 * audited on the account with the acting member as actor; a role change and a removal mail the member.
 */

export interface TeamsDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'PUBLIC_URL'>;
  /** Wakes the job queue (the mails) when this process polls it; tests run it themselves. */
  wakeJobs: () => void;
}

export function teamsDeps(app: FastifyInstance): TeamsDeps {
  return {
    db: app.database.db,
    clock: app.clock,
    config: app.config,
    wakeJobs: () => {
      if (app.config.JOBS_POLL_MS > 0) void app.jobs.runDue();
    },
  };
}

export const TEAM = 'team' as const;
export const notFound = (what: string) => new AppError('NOT_FOUND', { message: `No such ${what}` });
export const language = (value: string | null | undefined): Language => (value === 'en' ? 'en' : 'fr');

export function memberView(m: MemberRow): TTeamMember {
  return {
    userId: m.userId,
    email: m.email,
    firstName: m.firstName || null,
    lastName: m.lastName || null,
    role: m.role,
    createdAt: m.createdAt.toISOString(),
  };
}

export function invitationView(i: InvitationRow): TTeamInvitation {
  return { id: i.id, email: i.email, role: i.role, createdAt: i.createdAt.toISOString() };
}

/** The name of an account: its founder's organisation, else name, else e-mail. */
export async function nameOf(db: Db, accountId: number): Promise<string> {
  const founder = await findUserById(db, accountId);
  return founder ? accountName(founder) : String(accountId);
}

function profileLink(publicUrl: string | undefined, locale: Language): string {
  const base = (publicUrl ?? '').replace(/\/+$/, '');
  return locale === 'fr' ? `${base}/fr/guichet/profil/` : `${base}/en/hub/profile/`;
}

/** Enqueues a mail in the change's transaction (adapters/mail/job.ts): sent once it commits. */
export async function mail(
  deps: TeamsDeps,
  tx: Db,
  key: string,
  to: { email: string; locale: Language },
  template: (link: string) => MailTemplate,
): Promise<void> {
  const message = {
    to: to.email,
    ...renderMail(to.locale, template(profileLink(deps.config.PUBLIC_URL, to.locale))),
  };
  await enqueueMail(tx, `team:${key}`, message, deps.clock.now());
}

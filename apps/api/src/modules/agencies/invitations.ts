import {
  canAcceptGrant,
  canRevokeGrant,
  normalizeEmail,
  type AgencyMemberRole,
  type GrantStatus,
  type Language,
} from '@portal/domain';
import { renderMail, type MailTemplate } from '../../adapters/mail/index.ts';
import { enqueueMail } from '../../adapters/mail/job.ts';
import { recordAudit, type AuditRecord } from '../../platform/audit/record.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserByEmail, type UserRow } from '../users/index.ts';
import type { AgenciesDeps } from './service.ts';
import {
  hasLiveInvitation,
  insertInvitation,
  moveInvitation,
  type InvitationTable,
  type Membership,
} from './store.ts';

/**
 * An agency's invitations, of both kinds (issue 16): a client's grant (grants.ts) and an invitation to join the
 * agency (members.ts). An agency admin invites an e-mail; an account with that e-mail is mailed in its language and
 * decides in its profile (one made later with that e-mail too); each kind says what it stores, audits and mails,
 * and what accepting does. The agency's answer is the same whether the e-mail has an account or not, and it learns
 * who the invitee is only once they accept (issue 31 §12: inviting was a way to learn who has an account, and
 * their name).
 */

/** An invitation as its invitee decides it: its account, once known (null while addressed to an e-mail only). */
export interface Invitation {
  id: number;
  agencyId: number;
  agencyName: string;
  status: GrantStatus;
  inviteeId: number | null;
}

/** How the invitee (accept, decline, revoke) or the agency admin (withdraw) closes an invitation. */
export type Decision = 'accept' | 'decline' | 'revoke' | 'withdraw';

export interface InvitationKind<Offer, Row extends Invitation, Mine> {
  table: InvitationTable;
  /** What the kind calls it, in the messages of its refusals. */
  noun: string;
  /** The error of a second live invitation of the same agency and account. */
  exists: string;
  /**
   * Refuses an invitee the agency cannot invite, before anything is written; only for what the agency knows already
   * (its own e-mail, its own members), never for what would tell it whether the e-mail has an account.
   */
  admit(db: Db, invitee: UserRow | undefined, agency: Membership, inviterId: number): Promise<void>;
  /** The kind's own columns of a new invitation. */
  columns(offer: Offer): { role?: AgencyMemberRole };
  /** The entry of a new invitation: on the invitee's account when it has one, else on the inviter's. */
  invited(agency: Membership, invitee: UserRow | undefined, id: number, offer: Offer): AuditRecord;
  mail(agency: Membership, invitee: UserRow, offer: Offer): (link: string) => MailTemplate;
  /** What the invitee sees of their invitations in their profile. */
  mine(db: Db, inviteeId: number): Promise<Mine[]>;
  /** The invitee's invitation `id`, as they may decide it; undefined for another account's. */
  find(db: Db, inviteeId: number, id: number): Promise<Row | undefined>;
  /** The columns that say when it reached `to`. */
  stamps(to: 'ACCEPTED' | 'REVOKED', now: Date): Record<string, Date>;
  /** The refusal when the invitation changed between reading and closing it. */
  raced(): AppError;
  /** What accepting does besides, in the same transaction. */
  accepted(db: Db, row: Row, inviteeId: number, now: Date): Promise<void>;
  /** The entry of a decision, on the invitee's account (none known: the request's own, the withdrawing agency's). */
  decided(row: Row, inviteeId: number | null, decision: Decision, to: GrantStatus): AuditRecord;
}

/**
 * The agency admin invites this e-mail. The invitation is made whether or not an account has it, and the answer is
 * the same (issue 31 §12); an account that has it is bound to the invitation and mailed in its language. A second
 * live invitation of the same e-mail is the kind's `exists`.
 */
export async function invite<Offer, Row extends Invitation>(
  deps: AgenciesDeps,
  kind: InvitationKind<Offer, Row, unknown>,
  agency: Membership,
  inviterId: number,
  email: string,
  offer: Offer,
): Promise<void> {
  const inviteeEmail = normalizeEmail(email);
  const invitee = await findUserByEmail(deps.db, inviteeEmail);
  await kind.admit(deps.db, invitee, agency, inviterId);
  await deps.db.transaction(async (tx) => {
    const id = await insertInvitation(
      tx,
      kind.table,
      {
        agencyId: agency.agencyId,
        inviteeId: invitee?.id ?? null,
        inviteeEmail,
        invitedBy: inviterId,
        ...kind.columns(offer),
      },
      deps.clock.now(),
    );
    if (id === undefined) throw new AppError(kind.exists);
    await recordAudit(tx, kind.invited(agency, invitee, id, offer));
    // The mail is a job of this transaction, sent by the queue after the answer: mailing in the request made a known
    // e-mail's answer slower than an unknown one's (with SMTP_URL), which told the agency who has an account.
    if (invitee)
      await mailInvitation(deps, tx, `${kind.table}:${id}`, invitee, kind.mail(agency, invitee, offer));
  });
  if (invitee) deps.wakeJobs();
}

/**
 * Closes the invitee's invitation `id`, accepted (with the kind's step) or not, and audits it, in one transaction;
 * another account's is 404, one the domain no longer lets close so is 403. Answers the invitee's invitations.
 */
export async function decide<Row extends Invitation, Mine>(
  deps: AgenciesDeps,
  kind: InvitationKind<never, Row, Mine>,
  inviteeId: number,
  id: number,
  decision: Decision,
): Promise<Mine[]> {
  const row = await kind.find(deps.db, inviteeId, id);
  if (!row) throw new AppError('NOT_FOUND');
  const now = deps.clock.now();
  await deps.db.transaction((tx) => close(tx, kind, row, inviteeId, decision, now));
  return kind.mine(deps.db, inviteeId);
}

/**
 * Closes an invitation already read, in the caller's transaction `tx`: decided by the invitee `decider`, or withdrawn
 * by the agency (`decider` null).
 */
export async function close<Row extends Invitation>(
  tx: Db,
  kind: InvitationKind<never, Row, unknown>,
  row: Row,
  decider: number | null,
  decision: Decision,
  now: Date,
): Promise<void> {
  const allowed = decision === 'accept' ? canAcceptGrant(row.status) : canRevokeGrant(row.status);
  if (!allowed)
    throw new AppError('FORBIDDEN', { message: `A ${row.status} ${kind.noun} cannot be changed so` });
  const to: 'ACCEPTED' | 'REVOKED' = decision === 'accept' ? 'ACCEPTED' : 'REVOKED';
  // An invitation sent to the e-mail before the agency knew its account is bound to the account deciding it, unless
  // that account already has a live one from the same agency (invited under an earlier e-mail).
  const bind = row.inviteeId === null ? decider : null;
  if (
    bind !== null &&
    to === 'ACCEPTED' &&
    (await hasLiveInvitation(tx, kind.table, row.agencyId, bind, row.id))
  ) {
    throw new AppError(kind.exists);
  }
  const move = { status: to, ...kind.stamps(to, now), ...(bind !== null && { inviteeId: bind }) };
  if (!(await moveInvitation(tx, kind.table, row.id, row.status, move))) throw kind.raced();
  const invitee = decider ?? row.inviteeId;
  if (to === 'ACCEPTED' && invitee !== null) await kind.accepted(tx, row, invitee, now);
  await recordAudit(tx, kind.decided(row, invitee, decision, to));
}

function profileLink(publicUrl: string | undefined, locale: Language): string {
  const base = (publicUrl ?? '').replace(/\/+$/, '');
  return locale === 'fr' ? `${base}/fr/guichet/profil/` : `${base}/en/hub/profile/`;
}

/**
 * Mails an invitation to an account, in its language, with the link to its profile (where invitations are decided):
 * enqueued in the invitation's transaction `tx` under `key`, sent by the job queue (adapters/mail/job.ts).
 */
async function mailInvitation(
  deps: AgenciesDeps,
  tx: Db,
  key: string,
  to: Pick<UserRow, 'email' | 'locale'>,
  template: (link: string) => MailTemplate,
): Promise<void> {
  const locale: Language = to.locale === 'en' ? 'en' : 'fr';
  const message = {
    to: to.email,
    ...renderMail(locale, template(profileLink(deps.config.PUBLIC_URL, locale))),
  };
  await enqueueMail(tx, `invitation:${key}`, message, deps.clock.now());
}

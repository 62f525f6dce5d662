import {
  type Language,
  normalizeRole,
  removesLastAdmin,
  type Role,
  type TAdminUser,
  type TInvoice,
  type TOrder,
} from '@portal/domain';
import { renderMail } from '../../adapters/mail/index.ts';
import { recordAudit } from '../../platform/audit/record.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { revokeAllSessions } from '../accounts/index.ts';
import { listInvoices, type InvoicesDeps } from '../invoices/index.ts';
import { holdLineItems, listOrders, releaseLineItems, type OrdersDeps } from '../orders/index.ts';
import {
  findUserById,
  findUsers,
  lockOtherActiveAdmins,
  lockUser,
  revokeAccessTokens,
  toUserInfo,
  updateStaffFields,
  type UserRow,
} from '../users/index.ts';

/**
 * Platform administration (issue 16): staff with role admin search accounts, read one account's campaigns and
 * invoices, change roles and suspend or reactivate accounts. The platform always keeps an active administrator
 * (LAST_ADMIN).
 */
export interface AdminDeps {
  db: Db;
  orders: OrdersDeps;
  invoices: InvoicesDeps;
  /** Where people write for help (SUPPORT_EMAIL), named in the suspension's e-mail. */
  supportEmail: string | null;
  /** Where a mail that could not be sent is reported: the suspension stands, its reason stays in the trail. */
  logMailFailure: (error: unknown) => void;
}

export function toAdminUser(row: UserRow): TAdminUser {
  return { ...toUserInfo(row), suspended: row.suspendedAt !== null, createdAt: row.createdAt.toISOString() };
}

/** GET /user/list (spec §7): every user, or those whose e-mail or name holds `search`. */
export async function listAccounts(
  deps: Pick<AdminDeps, 'db'>,
  search: string | undefined,
): Promise<TAdminUser[]> {
  return (await findUsers(deps.db, search)).map(toAdminUser);
}

async function requireAccount(db: Db, id: number): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row) throw new AppError('USER_NOT_PRESENT');
  return row;
}

/** GET /admin/users/{id}: the account with its campaigns and invoices, read-only. */
export async function getAccount(
  deps: AdminDeps,
  id: number,
): Promise<{ user: TAdminUser; orders: TOrder[]; invoices: TInvoice[] }> {
  const row = await requireAccount(deps.db, id);
  const [, orders] = await listOrders(deps.orders, id, {});
  return { user: toAdminUser(row), orders, invoices: await listInvoices(deps.invoices, id) };
}

type StaffChange = {
  role: Role;
  suspended: boolean;
};

/**
 * Applies a staff change to an account in one transaction with its audit entry, after the last-admin rule; `also`
 * runs in the same transaction (ending the sessions of a suspension).
 */
async function changeAccount(
  deps: AdminDeps,
  id: number,
  operation: string,
  decide: (row: UserRow) => StaffChange,
  also?: (tx: Db, now: Date) => Promise<unknown>,
  /** What the trail keeps with the change besides the fields (a suspension's reason). */
  why?: Record<string, string>,
): Promise<{ row: UserRow; changed: boolean }> {
  const now = deps.orders.clock.now();
  return deps.db.transaction(async (tx) => {
    const current = await lockUser(tx, id);
    if (!current) throw new AppError('USER_NOT_PRESENT');
    const was = { role: normalizeRole(current.role), suspended: current.suspendedAt !== null };
    const next = decide(current);
    if (next.role === was.role && next.suspended === was.suspended) return { row: current, changed: false };
    if (removesLastAdmin(was, next, await lockOtherActiveAdmins(tx, id))) {
      throw new AppError('LAST_ADMIN', { message: 'The platform must keep an active administrator' });
    }
    let row = await updateStaffFields(
      tx,
      id,
      { role: next.role, suspendedAt: next.suspended ? (current.suspendedAt ?? now) : null },
      now,
    );
    if (also) {
      await also(tx, now);
      row = (await findUserById(tx, id)) ?? row;
    }
    await recordAudit(tx, {
      operation,
      objectType: 'user',
      objectId: id,
      before: was,
      after: { ...next, ...why },
      subjectAccountId: id,
    });
    return { row, changed: true };
  });
}

/** PUT /admin/users/{id}/role: user, editor or admin (spec §6; the schema lowered the case). */
export async function changeRole(deps: AdminDeps, id: number, role: Role): Promise<TAdminUser> {
  const { row } = await changeAccount(deps, id, 'user.role', (r) => ({
    role,
    suspended: r.suspendedAt !== null,
  }));
  return toAdminUser(row);
}

/**
 * POST /admin/users/{id}/suspend {reason}: every session ends at once (refresh tokens revoked, access tokens refused
 * by their version), sign-in answers ACCOUNT_SUSPENDED, and the running campaigns pause (reason SUSPENSION). The
 * reason goes to the audit trail (suspensionReason) and to the user's e-mail in their language (issue 31 §17).
 */
export async function suspendAccount(deps: AdminDeps, id: number, reason: string): Promise<TAdminUser> {
  const { row, changed } = await changeAccount(
    deps,
    id,
    'user.suspend',
    (r) => ({ role: normalizeRole(r.role), suspended: true }),
    async (tx, now) => {
      await revokeAccessTokens(tx, id, now);
      await revokeAllSessions(tx, id, now);
    },
    { suspensionReason: reason },
  );
  // After the commit: the ad server is outside the transaction. Repeating a suspension pauses what still runs.
  await holdLineItems(deps.orders, id, 'SUSPENSION');
  if (changed) await mailSuspension(deps, row, reason);
  return toAdminUser(row);
}

/** The suspended user is told why, in their language; a mail that cannot be sent is reported, the suspension stands. */
async function mailSuspension(deps: AdminDeps, row: UserRow, reason: string): Promise<void> {
  const locale: Language = row.locale === 'en' ? 'en' : 'fr';
  try {
    await deps.orders.mailer.send({
      to: row.email,
      ...renderMail(locale, {
        kind: 'account-suspended',
        reason,
        supportEmail: deps.supportEmail,
        firstName: row.firstName,
      }),
    });
  } catch (error) {
    deps.logMailFailure(error);
  }
}

/** POST /admin/users/{id}/reactivate: sign-in works again and the campaigns the suspension paused resume. */
export async function reactivateAccount(deps: AdminDeps, id: number): Promise<TAdminUser> {
  const { row } = await changeAccount(deps, id, 'user.reactivate', (r) => ({
    role: normalizeRole(r.role),
    suspended: false,
  }));
  await releaseLineItems(deps.orders, id, 'SUSPENSION');
  return toAdminUser(row);
}

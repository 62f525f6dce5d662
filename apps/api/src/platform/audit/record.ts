import { changedFields, type AuditObjectType } from '@portal/domain';
import { authUser, subjectAccountId } from '../auth/guard.ts';
import type { Db } from '../db/client.ts';
import { findUserById } from './actors.ts';
import { currentRequest } from './context.ts';
import { insertAuditEntry } from './store.ts';

export interface AuditRecord {
  operation: string;
  objectType: AuditObjectType;
  objectId: number | string | null;
  /** The campaign the object belongs to (an order's own id, a line item's or creative's order). */
  orderId?: number;
  /** The object's fields before the change (absent for a creation); only the changed ones are kept. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The account acted on when it is not the request's subject (a staff action on another account). */
  subjectAccountId?: number;
}

/**
 * Writes the audit entry of a change (issue 16) with `db`, which must be the change's own transaction when there is
 * one: the entry and the change commit or fail together. The actor is the request's signed-in user; the subject the
 * account the request acts on (view-as), unless the record names another. Outside a signed-in request (jobs,
 * sign-up) nothing is written. An update that changed no field writes nothing either.
 */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  const request = currentRequest();
  if (!request?.user) return;
  const actor = authUser(request);
  const changes = changedFields(record.before, record.after);
  if (record.before && record.after && changes.length === 0) return;
  const names = await findUserById(db, actor.id);
  await insertAuditEntry(db, {
    at: request.server.clock.now(),
    actorId: actor.id,
    actorEmail: actor.email,
    actorFirstName: names?.firstName ?? '',
    actorLastName: names?.lastName ?? '',
    subjectAccountId: record.subjectAccountId ?? subjectAccountId(request),
    operation: record.operation,
    objectType: record.objectType,
    objectId: record.objectId === null ? null : String(record.objectId),
    orderId: record.orderId ?? null,
    changes,
    requestId: request.id,
  });
}

/**
 * Runs a change and writes its entry in one transaction (nested as a savepoint when `db` is one already): the
 * change commits only with its entry. `record` may read the change's result (a new object's id).
 */
export function withAudit<T>(
  db: Db,
  change: (tx: Db) => Promise<T>,
  record: AuditRecord | ((result: T) => AuditRecord),
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    await recordAudit(tx, typeof record === 'function' ? record(result) : record);
    return result;
  });
}

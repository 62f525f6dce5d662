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
  /**
   * Who made the change when no one is signed in: the user themselves (sign-up, a password reset with a mailed
   * code), or `system`, the platform (a scheduled job: billing). A signed-in request's caller always comes first.
   * Without either, a change outside a signed-in request writes no entry.
   */
  actor?: AuditActor | 'system';
  /** The run that made a change outside a request (a job's kind and key); a request's id otherwise. */
  runId?: string;
  /** When a change outside a request was made (the job's clock); a request's clock otherwise. */
  at?: Date;
}

/** A user named as the actor of a change made outside a signed-in request. */
export interface AuditActor {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

/** The actor of a `system` change and the request id of a change made outside a request without a run id. */
export const SYSTEM_ACTOR_EMAIL = 'system';

/**
 * Writes the audit entry of a change (issue 16) with `db`, which must be the change's own transaction when there is
 * one: the entry and the change commit or fail together. The actor is the request's signed-in user; the subject the
 * account the request acts on (view-as), unless the record names another. Outside a signed-in request the record's
 * own actor is used (the user at sign-up or a password reset, `system` for a job); without one nothing is written.
 * An update that changed no field writes nothing either.
 */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  const request = currentRequest();
  const actor = await actorOf(db, request, record);
  if (!actor) return;
  const changes = changedFields(record.before, record.after);
  if (record.before && record.after && changes.length === 0) return;
  const subject = record.subjectAccountId ?? (request?.user ? subjectAccountId(request) : undefined);
  if (subject === undefined) throw new Error(`The audit entry of ${record.operation} names no account`);
  await insertAuditEntry(db, {
    at: request ? request.server.clock.now() : (record.at ?? new Date()),
    actorId: actor.id,
    actorEmail: actor.email,
    actorFirstName: actor.firstName,
    actorLastName: actor.lastName,
    subjectAccountId: subject,
    operation: record.operation,
    objectType: record.objectType,
    objectId: record.objectId === null ? null : String(record.objectId),
    orderId: record.orderId ?? null,
    changes,
    requestId: request?.id ?? record.runId ?? SYSTEM_ACTOR_EMAIL,
    apiKeyId: request?.user?.apiKey?.id ?? null,
  });
}

/** The signed-in caller, else the record's own actor (a user, or the platform: id null), else none. */
async function actorOf(
  db: Db,
  request: ReturnType<typeof currentRequest>,
  record: AuditRecord,
): Promise<(Omit<AuditActor, 'id'> & { id: number | null }) | undefined> {
  if (request?.user) {
    const caller = authUser(request);
    const names = await findUserById(db, caller.id);
    return {
      id: caller.id,
      email: caller.email,
      firstName: names?.firstName ?? '',
      lastName: names?.lastName ?? '',
    };
  }
  if (record.actor === 'system') return { id: null, email: SYSTEM_ACTOR_EMAIL, firstName: '', lastName: '' };
  return record.actor;
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

import {
  addDays,
  CURSOR_PAGE_DEFAULT_LIMIT,
  decodeCursor,
  encodeCursor,
  startOfDay,
  ZAuditObjectTypeSchema,
  type TAdminAuditQuery,
  type TAuditEntry,
  type TAuditPage,
  type TCursorPageQuery,
} from '@portal/domain';
import type { Db } from '../../platform/db/client.ts';
import {
  findAccountNames,
  findAuditEntries,
  findAuditEntriesAfter,
  findTrailNames,
  type AuditRow,
} from '../../platform/audit/store.ts';

/** Reading the audit trail (issue 16): an account its own entries, staff any account's. Newest first. */
export interface AuditDeps {
  db: Db;
  timeZone: string;
}

function toAuditEntry(row: AuditRow): TAuditEntry {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    actor: {
      userId: row.actorId === null ? null : String(row.actorId),
      email: row.actorEmail,
      firstName: row.actorFirstName,
      lastName: row.actorLastName,
    },
    subjectAccountId: String(row.subjectAccountId),
    operation: row.operation,
    objectType: ZAuditObjectTypeSchema.parse(row.objectType),
    objectId: row.objectId,
    orderId: row.orderId === null ? null : String(row.orderId),
    changes: row.changes,
    requestId: row.requestId,
    apiKeyId: row.apiKeyId === null ? null : String(row.apiKeyId),
  };
}

/**
 * A page of entries. `from` and `to` are calendar days of the platform time zone, both included; `accountId`
 * limits them to one account (always set for an advertiser: their own).
 */
export async function listAuditEntries(deps: AuditDeps, query: TAdminAuditQuery): Promise<TAuditPage> {
  const { rows, total } = await findAuditEntries(deps.db, filterOf(deps, query), {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { items: await withNames(deps.db, rows), total, page: query.page, pageSize: query.pageSize };
}

function filterOf(deps: AuditDeps, query: TAdminAuditQuery) {
  return {
    subjectAccountId: query.accountId,
    from: query.from ? new Date(startOfDay(query.from, deps.timeZone)) : undefined,
    before: query.to ? new Date(startOfDay(addDays(query.to, 1), deps.timeZone)) : undefined,
    objectType: query.objectType,
    objectId: query.objectId,
    orderId: query.orderId,
  };
}

/**
 * GET /audit?limit=&cursor= (issue 32 §4): a cursor page of the same entries, newest first by (time, id), stable while
 * entries are added (they come before the first page).
 */
export async function listAuditEntriesPage(
  deps: AuditDeps,
  query: TAdminAuditQuery & TCursorPageQuery,
): Promise<{ items: TAuditEntry[]; nextCursor: string | null }> {
  const limit = query.limit ?? CURSOR_PAGE_DEFAULT_LIMIT;
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
  const rows = await findAuditEntriesAfter(deps.db, filterOf(deps, query), cursor, limit);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeCursor({ at: last.at.getTime(), id: last.id }) : null;
  return { items: await withNames(deps.db, page), nextCursor };
}

/**
 * The entries with what people call their objects, campaigns and accounts (issue 31 §24): names from the trail
 * itself (it outlives what it names), a user by the name on their account.
 */
async function withNames(db: Db, rows: readonly AuditRow[]): Promise<TAuditEntry[]> {
  const objects = rows.flatMap((r) =>
    r.objectId === null || r.objectType === 'user'
      ? []
      : [{ objectType: r.objectType, objectId: r.objectId }],
  );
  const orders = rows.flatMap((r) => [
    ...(r.orderId === null ? [] : [{ objectType: 'order', objectId: String(r.orderId) }]),
    ...campaignsNamedIn(r).map((id) => ({ objectType: 'order', objectId: id })),
  ]);
  const userIds = rows.flatMap((r) => [
    r.subjectAccountId,
    ...(r.objectType === 'user' && r.objectId !== null && /^\d+$/.test(r.objectId)
      ? [Number(r.objectId)]
      : []),
  ]);
  const [names, accounts] = await Promise.all([
    findTrailNames(db, [...objects, ...orders]),
    findAccountNames(db, userIds),
  ]);
  return rows.map((row) => {
    const entry = toAuditEntry(row);
    const objectName =
      row.objectType === 'user'
        ? (accounts.get(Number(row.objectId)) ?? null)
        : (names.get(`${row.objectType}:${row.objectId}`) ?? null);
    return {
      ...entry,
      objectName,
      orderName: row.orderId === null ? null : (names.get(`order:${row.orderId}`) ?? null),
      subjectAccountName: accounts.get(row.subjectAccountId) ?? null,
      campaignNames: Object.fromEntries(
        campaignsNamedIn(row).flatMap((id) => {
          const name = names.get(`order:${id}`);
          return name === undefined ? [] : [[id, name]];
        }),
      ),
    };
  });
}

/** The campaigns an entry's changes name by their number (a duplicate's source). */
function campaignsNamedIn(row: AuditRow): string[] {
  return row.changes.flatMap((c) =>
    c.field === 'duplicatedFrom'
      ? [c.before, c.after].filter((v) => typeof v === 'number' || typeof v === 'string').map(String)
      : [],
  );
}

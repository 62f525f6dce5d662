import { and, count, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { auditEntries } from './tables.ts';

export type AuditRow = typeof auditEntries.$inferSelect;
export type NewAuditRow = typeof auditEntries.$inferInsert;

/** The trail is append-only: this module inserts and reads, and has no update or delete. */
export async function insertAuditEntry(db: Db, row: NewAuditRow): Promise<void> {
  await db.insert(auditEntries).values(row);
}

export interface AuditFilter {
  subjectAccountId?: number;
  from?: Date;
  before?: Date;
  objectType?: string;
  objectId?: string;
  orderId?: number;
}

function where(filter: AuditFilter): SQL | undefined {
  return and(
    filter.subjectAccountId === undefined
      ? undefined
      : eq(auditEntries.subjectAccountId, filter.subjectAccountId),
    filter.from ? gte(auditEntries.at, filter.from) : undefined,
    filter.before ? lt(auditEntries.at, filter.before) : undefined,
    filter.objectType ? eq(auditEntries.objectType, filter.objectType) : undefined,
    filter.objectId ? eq(auditEntries.objectId, filter.objectId) : undefined,
    filter.orderId === undefined ? undefined : eq(auditEntries.orderId, filter.orderId),
  );
}

/** A page of entries, newest first, and how many match in all. */
export async function findAuditEntries(
  db: Db,
  filter: AuditFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const condition = where(filter);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(condition)
      .orderBy(desc(auditEntries.at), desc(auditEntries.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(auditEntries).where(condition),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/**
 * A cursor page of entries (issue 32 §4), newest first by (time, id) after `cursor`'s entry: `limit` + 1 rows, the
 * last telling whether there is a next page. No count: a keyset page costs the same however deep.
 */
export async function findAuditEntriesAfter(
  db: Db,
  filter: AuditFilter,
  cursor: { at: number; id: number } | null,
  limit: number,
): Promise<AuditRow[]> {
  const at = cursor ? new Date(cursor.at) : null;
  return db
    .select()
    .from(auditEntries)
    .where(
      and(
        where(filter),
        cursor && at
          ? or(lt(auditEntries.at, at), and(eq(auditEntries.at, at), lt(auditEntries.id, cursor.id)))
          : undefined,
      ),
    )
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .limit(limit + 1);
}

/** The fields whose value people call an object by: a name, a promotional code, an invoice's number, an agency's. */
const NAMING_FIELDS = ['name', 'code', 'number', 'agencyName'];

/**
 * The last name the trail recorded for each object (issue 31 §24): for every object type and id asked, the newest
 * entry of that object whose changes give one of NAMING_FIELDS a new text. Objects never named are absent.
 */
export async function findTrailNames(
  db: Db,
  objects: readonly { objectType: string; objectId: string }[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const byType = new Map<string, Set<string>>();
  for (const { objectType, objectId } of objects) {
    byType.set(objectType, (byType.get(objectType) ?? new Set()).add(objectId));
  }
  for (const [objectType, ids] of byType) {
    const rows = await db
      .select({ objectId: auditEntries.objectId, changes: auditEntries.changes })
      .from(auditEntries)
      .where(and(eq(auditEntries.objectType, objectType), inArray(auditEntries.objectId, [...ids])))
      .orderBy(desc(auditEntries.at), desc(auditEntries.id));
    for (const row of rows) {
      const key = `${objectType}:${row.objectId}`;
      if (names.has(key)) continue;
      const named = row.changes.find(
        (c) => NAMING_FIELDS.includes(c.field) && typeof c.after === 'string' && c.after.trim() !== '',
      );
      if (named) names.set(key, String(named.after));
    }
  }
  return names;
}

/** Each account's holder as people know them: first and last name, else the e-mail. */
export async function findAccountNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim() || r.email]));
}

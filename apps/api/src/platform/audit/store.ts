import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
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

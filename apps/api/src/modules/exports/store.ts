import { and, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { jobs, users } from '../../platform/db/schema.ts';
import { dataExports } from './tables.ts';

/** The queries of data exports; no rules here. */

export type DataExportRow = typeof dataExports.$inferSelect;

const PENDING = ['queued', 'building'] as const;

/** A new queued export of the account, unless one is pending: then nothing (the partial unique index). */
export async function insertExportUnlessPending(
  db: Db,
  ownerId: number,
  requestedBy: number,
  now: Date,
): Promise<DataExportRow | undefined> {
  const [row] = await db
    .insert(dataExports)
    .values({ ownerId, requestedBy, requestedAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function pendingExportOf(db: Db, ownerId: number): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.ownerId, ownerId), inArray(dataExports.status, [...PENDING])));
  return row;
}

export async function latestExportOf(db: Db, ownerId: number): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.ownerId, ownerId))
    .orderBy(desc(dataExports.id))
    .limit(1);
  return row;
}

export async function findExport(db: Db, id: number): Promise<DataExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row;
}

export async function findOwnedExport(
  db: Db,
  ownerId: number,
  id: number,
): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.ownerId, ownerId), eq(dataExports.id, id)));
  return row;
}

type ExportPatch = Partial<Omit<DataExportRow, 'id' | 'ownerId' | 'requestedBy' | 'requestedAt'>>;

/** Changes a pending export only (a finished one never goes back); false when it was not pending. */
export async function updatePendingExport(db: Db, id: number, patch: ExportPatch): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set(patch)
    .where(and(eq(dataExports.id, id), inArray(dataExports.status, [...PENDING])))
    .returning({ id: dataExports.id });
  return rows.length === 1;
}

/** Claims the "ready" e-mail of an export: true once, for the first caller only. */
export async function claimReadyMail(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set({ mailedAt: now })
    .where(and(eq(dataExports.id, id), isNull(dataExports.mailedAt)))
    .returning({ id: dataExports.id });
  return rows.length === 1;
}

/** Ready exports past their expiry that still have a file: their file names, cleared here (removed by the caller). */
export async function takeExpiredFiles(db: Db, now: Date): Promise<string[]> {
  const expired = await db
    .select({ id: dataExports.id, fileName: dataExports.fileName })
    .from(dataExports)
    .where(
      and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, now), isNotNull(dataExports.fileName)),
    );
  const taken: string[] = [];
  for (const row of expired) {
    const cleared = await db
      .update(dataExports)
      .set({ fileName: null })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.fileName, row.fileName!)))
      .returning({ id: dataExports.id });
    if (cleared.length === 1) taken.push(row.fileName!);
  }
  return taken;
}

/**
 * Pending exports whose job failed for good (no attempts left, e.g. its last worker died): failed too, so that the
 * account sees it and may ask again.
 */
export async function failExportsOfFailedJobs(db: Db, kind: string): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: 'failed' })
    .where(
      and(
        inArray(dataExports.status, [...PENDING]),
        sql`exists (select 1 from ${jobs} where ${jobs.kind} = ${kind} and ${jobs.key} = ${dataExports.id}::text and ${jobs.status} = 'failed')`,
      ),
    );
}

/** The owner an archive is built for, with what its e-mail needs. */
export async function accountOf(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      locale: users.locale,
      firstName: users.firstName,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ? { ...row, locale: row.locale === 'en' ? ('en' as const) : ('fr' as const) } : undefined;
}

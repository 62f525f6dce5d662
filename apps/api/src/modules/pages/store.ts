import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { staticPages } from '../../platform/db/schema.ts';

export type StaticPageRow = typeof staticPages.$inferSelect;
export type NewStaticPage = typeof staticPages.$inferInsert;

export async function findPage(db: Db, lang: string, slug: string): Promise<StaticPageRow | undefined> {
  const rows = await db
    .select()
    .from(staticPages)
    .where(and(eq(staticPages.lang, lang), eq(staticPages.slug, slug)))
    .limit(1);
  return rows[0];
}

export async function listPages(db: Db): Promise<StaticPageRow[]> {
  return db.select().from(staticPages);
}

/** Inserts the pages that are not there yet (another process may be seeding them at the same moment). */
export async function insertMissingPages(db: Db, pages: NewStaticPage[]): Promise<void> {
  if (pages.length === 0) return;
  await db.insert(staticPages).values(pages).onConflictDoNothing();
}

/**
 * Writes a release's content over a stored page, only while the row still records the shipped content it was read
 * with (`readDigest`; null for a page seeded before digests were kept): a change made meanwhile is never lost.
 */
export async function replaceShippedPage(
  db: Db,
  id: number,
  readDigest: string | null,
  page: Pick<NewStaticPage, 'key' | 'title' | 'translations' | 'items' | 'shippedDigest'>,
): Promise<void> {
  await db
    .update(staticPages)
    .set({ ...page, updatedAt: new Date() })
    .where(
      and(
        eq(staticPages.id, id),
        readDigest === null ? isNull(staticPages.shippedDigest) : eq(staticPages.shippedDigest, readDigest),
      ),
    );
}

import { and, eq } from 'drizzle-orm';
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

/** Inserts the pages that are not there yet; pages already stored (perhaps edited since) are kept. */
export async function insertMissingPages(db: Db, pages: NewStaticPage[]): Promise<void> {
  if (pages.length === 0) return;
  await db.insert(staticPages).values(pages).onConflictDoNothing();
}

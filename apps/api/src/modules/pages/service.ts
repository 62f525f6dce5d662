import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ZStaticPageSchema, type TStaticPage } from '@portal/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findPage, insertMissingPages, listPages, replaceShippedPage, type StaticPageRow } from './store.ts';

const contentDir = path.join(import.meta.dirname, 'content');

/** The seeded pages shipped with the product: content/{lang}/{slug}.json, validated by the domain's schema. */
export function readSeedPages(): TStaticPage[] {
  return fs
    .readdirSync(contentDir)
    .flatMap((lang) =>
      fs.readdirSync(path.join(contentDir, lang)).map((file) => path.join(contentDir, lang, file)),
    )
    .filter((file) => file.endsWith('.json'))
    .map((file) => ZStaticPageSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8'))));
}

/** JSON with its objects' keys in order: the database's jsonb does not keep the order they were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The digest of what a page says (its slug and language aside, which locate it). */
export function contentDigest(page: Pick<TStaticPage, 'key' | 'title' | 'translations' | 'items'>): string {
  const { key, title, translations, items } = page;
  return createHash('sha256').update(canonical({ key, title, translations, items })).digest('hex');
}

/**
 * The shipped pages into the database at start: a missing page is added; a stored one takes this release's content
 * when it still says what an earlier release shipped (or was seeded before digests were kept: the portal has no
 * screen to edit a page), so that corrections reach existing installs; a page changed in the database since is
 * kept as it is.
 */
export async function seedStaticPages(db: Db): Promise<void> {
  const shipped = readSeedPages().map((page) => ({ ...page, shippedDigest: contentDigest(page) }));
  const stored = new Map<string, StaticPageRow>(
    (await listPages(db)).map((row) => [`${row.lang}/${row.slug}`, row]),
  );
  await insertMissingPages(
    db,
    shipped.filter((page) => !stored.has(`${page.lang}/${page.slug}`)),
  );
  for (const page of shipped) {
    const row = stored.get(`${page.lang}/${page.slug}`);
    if (!row || row.shippedDigest === page.shippedDigest) continue;
    const untouched = row.shippedDigest === null || contentDigest(row) === row.shippedDigest;
    if (!untouched) continue;
    const { key, title, translations, items, shippedDigest } = page;
    await replaceShippedPage(db, row.id, row.shippedDigest, {
      key,
      title,
      translations,
      items,
      shippedDigest,
    });
  }
}

export async function getStaticPage(db: Db, lang: string, slug: string): Promise<TStaticPage> {
  const row = await findPage(db, lang, slug);
  if (!row) throw new AppError('PAGE_NOT_FOUND', { message: `No page ${lang}/${slug}` });
  return {
    key: row.key,
    lang: row.lang as TStaticPage['lang'],
    slug: row.slug,
    title: row.title,
    translations: row.translations,
    items: row.items,
  };
}

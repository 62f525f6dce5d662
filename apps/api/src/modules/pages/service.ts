import fs from 'node:fs';
import path from 'node:path';
import { ZStaticPageSchema, type TStaticPage } from '@portal/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findPage, insertMissingPages } from './store.ts';

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

export async function seedStaticPages(db: Db): Promise<void> {
  await insertMissingPages(db, readSeedPages());
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

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticPages } from '../../platform/db/schema.ts';
import { createTestApp, readJson, type TestApp } from '../../test/app.ts';
import { contentDigest, readSeedPages, seedStaticPages } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getPage = (lang: string, slug: string) => fetch(`${t.url}/api/v2/static_pages/${lang}/${slug}`);

describe('GET /api/v2/static_pages/{lang}/{slug}', () => {
  it.each([
    ['fr', 'conditions-utilisation', 'en', 'terms-of-use'],
    ['fr', 'politique-de-confidentialite', 'en', 'privacy-policy'],
    ['fr', 'contrat-de-service', 'en', 'service-contract'],
    ['fr', 'faq', 'en', 'faq'],
  ])('serves %s/%s and its English twin %s/%s', async (frLang, frSlug, enLang, enSlug) => {
    const fr = await getPage(frLang, frSlug);
    expect(fr.status).toBe(200);
    const frPage = await readJson(fr);
    expect(frPage.items.length).toBeGreaterThan(3);
    expect(frPage.translations.en).toBe(enSlug);

    const en = await getPage(enLang, enSlug);
    const enPage = await readJson(en);
    expect(enPage.translations.fr).toBe(frSlug);
    expect(enPage.key).toBe(frPage.key);
    expect(enPage.items).toHaveLength(frPage.items.length);
    expect(enPage.title).not.toBe(frPage.title);
  });

  it('writes the French pages in French and the English ones in English', async () => {
    const fr = await readJson(await getPage('fr', 'faq'));
    const en = await readJson(await getPage('en', 'faq'));
    const frText = JSON.stringify(fr.items);
    const enText = JSON.stringify(en.items);
    expect(frText).toMatch(/campagne/i);
    expect(enText).toMatch(/campaign/i);
    expect(enText).not.toMatch(/campagne/i);
  });

  it('answers 404 with a code for an unknown slug or language', async () => {
    for (const [lang, slug] of [
      ['fr', 'nope'],
      ['de', 'faq'],
      ['en', 'conditions-utilisation'],
    ]) {
      const res = await getPage(lang, slug);
      expect(res.status).toBe(404);
      expect((await readJson(res)).error.code).toBe('PAGE_NOT_FOUND');
    }
  });
});

describe('the shipped pages at start', () => {
  const faq = () => and(eq(staticPages.lang, 'en'), eq(staticPages.slug, 'faq'));
  const stored = async () => (await t.app.database.db.select().from(staticPages).where(faq()))[0];
  const shipped = () => readSeedPages().find((p) => p.lang === 'en' && p.slug === 'faq')!;
  const earlier = () => {
    const page = shipped();
    return {
      ...page,
      items: [{ title: 'An earlier question?', body: 'An earlier answer.' }, ...page.items.slice(1)],
    };
  };

  it('takes a release’s corrections where the page still says what an earlier release shipped', async () => {
    const old = earlier();
    await t.app.database.db
      .update(staticPages)
      .set({ items: old.items, shippedDigest: contentDigest(old) })
      .where(faq());
    await seedStaticPages(t.app.database.db);
    expect((await stored()).items).toEqual(shipped().items);
    expect((await stored()).shippedDigest).toBe(contentDigest(shipped()));
    expect((await readJson(await getPage('en', 'faq'))).items[0].title).toBe(shipped().items[0].title);
  });

  it('takes them too for a page seeded before the digests were kept', async () => {
    await t.app.database.db
      .update(staticPages)
      .set({ items: earlier().items, shippedDigest: null })
      .where(faq());
    await seedStaticPages(t.app.database.db);
    expect((await stored()).items).toEqual(shipped().items);
  });

  it('changes nothing when nothing changed', async () => {
    await seedStaticPages(t.app.database.db);
    const before = await stored();
    await seedStaticPages(t.app.database.db);
    expect((await stored()).updatedAt).toEqual(before.updatedAt);
  });

  it('keeps a page someone changed in the database since an earlier release wrote it', async () => {
    const edited = [{ title: 'Our own question?', body: 'Our own answer.' }, ...shipped().items.slice(1)];
    await t.app.database.db
      .update(staticPages)
      .set({ items: edited, shippedDigest: contentDigest(earlier()) })
      .where(faq());
    await seedStaticPages(t.app.database.db);
    expect((await stored()).items).toEqual(edited);
  });
});

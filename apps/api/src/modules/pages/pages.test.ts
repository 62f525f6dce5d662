import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp } from '../../test/app.ts';

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

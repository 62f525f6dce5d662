import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every visible string goes through i18next (conventions "Words on screen"): no letters written as JSX text,
 * and no literal words in the attributes people read (title, aria-label, placeholder, alt, label).
 */

function tsxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

const JSX_TEXT = />\s*([^<>{}\n]*\p{L}[^<>{}\n]*?)\s*</gu;
const TEXT_ATTRIBUTE = /\b(title|aria-label|placeholder|alt|label)="([^"]*\p{L}[^"]*)"/gu;
/** A `>` that ends an arrow or a comparison, not a tag (`() => a < b`, `x > 1`). */
const NOT_A_TAG = /(=>|[\s(]>=?)\s*$/;
/** Between two elements of a ternary chain (`<A />) : query.isError ? (<B />`): code, not text. */
const TERNARY_LINK = /^\)\s*:\s*[\w.!&|=<>\s()[\]]*\?\s*\($/u;
/** A URL's shape in a field (`placeholder="https://"`): the same in every language. */
const URL_ONLY = /^https?:\/\/\S*$/;

export function hardCodedTexts(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(JSX_TEXT)) {
    const before = source.slice(Math.max(0, match.index - 3), match.index + 1);
    if (NOT_A_TAG.test(before) || TERNARY_LINK.test(match[1].trim())) continue;
    found.push(match[1].trim());
  }
  for (const match of source.matchAll(TEXT_ATTRIBUTE)) {
    if (!URL_ONLY.test(match[2])) found.push(`${match[1]}="${match[2]}"`);
  }
  return found;
}

describe('visible text', () => {
  it('finds text written in JSX (the check works)', () => {
    expect(hardCodedTexts('<Text>Bonjour</Text>')).toEqual(['Bonjour']);
    expect(hardCodedTexts('<Button aria-label="Close">{t("x")}</Button>')).toEqual(['aria-label="Close"']);
    expect(hardCodedTexts('<Text>{t("hello")}</Text>')).toEqual([]);
    expect(hardCodedTexts('const f = () => a < b;')).toEqual([]);
    expect(hardCodedTexts('<Skeleton />\n) : rows.data.length === 0 ? (\n<Text>{t("none")}</Text>')).toEqual(
      [],
    );
    expect(hardCodedTexts('<Loader />\n) : (\n<Text>Aucune</Text>')).toEqual(['Aucune']);
    expect(hardCodedTexts('<TextInput placeholder="https://" />')).toEqual([]);
    expect(hardCodedTexts('<TextInput placeholder="https://exemple.com or your site" />')).toHaveLength(1);
  });

  it.each(tsxFiles(import.meta.dirname).map((file) => [path.relative(import.meta.dirname, file), file]))(
    '%s has none outside the message files',
    (_, file) => {
      expect(hardCodedTexts(fs.readFileSync(file, 'utf8'))).toEqual([]);
    },
  );
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { typographyFaults } from '@portal/domain/french-typography';

/**
 * French typography in every French text the product shows or sends from a data file: the typographic apostrophe
 * (’, not '), and a no-break space (U+00A0) before : ; ! and ? and inside « », so that a line never starts with
 * the sign and the spacing is the same everywhere.
 */

const repo = path.join(import.meta.dirname, '..', '..', '..', '..');

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Each string of a JSON value with its path, when it lies under a key `french` accepts. */
function strings(value: Json, french: (key: string) => boolean, at = '', inside = false): [string, string][] {
  if (typeof value === 'string') return inside ? [[at, value]] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, french, `${at}[${i}]`, inside));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) =>
    strings(v, french, at ? `${at}.${key}` : key, inside || french(key)),
  );
}

const jsonFiles = (dir: string) =>
  fs
    .readdirSync(path.join(repo, dir))
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.join(dir, file));

/** The French texts: message files, the domain's catalogues, the static pages, the sandbox card form's words. */
const sources: { file: string; french?: (key: string) => boolean }[] = [
  ...jsonFiles('apps/web/src/locales/fr').map((file) => ({ file })),
  ...jsonFiles('packages/domain/src/locales/fr').map((file) => ({ file })),
  ...jsonFiles('apps/api/src/modules/pages/content/fr').map((file) => ({ file })),
  { file: 'apps/api/src/adapters/payments/sandbox/words.json', french: (key) => key === 'fr' },
  { file: 'apps/api/src/adapters/adserver/embedded/data/natives.json', french: (key) => key.endsWith('_fr') },
];

const texts = sources.flatMap(({ file, french = () => true }) =>
  strings(JSON.parse(fs.readFileSync(path.join(repo, file), 'utf8')) as Json, french).map(([key, text]) => ({
    where: `${file} ${key}`,
    text,
  })),
);

describe('French typography', () => {
  it('reads the French texts of each source', () => {
    for (const { file } of sources)
      expect(
        texts.some(({ where }) => where.startsWith(`${file} `)),
        file,
      ).toBe(true);
  });

  it('writes every French text with the typographic apostrophe and no-break spaces before : ; ! ? and inside « »', () => {
    const faults = texts.flatMap(({ where, text }) =>
      typographyFaults(text).map((fault) => `${where}: ${fault}`),
    );
    expect(faults).toEqual([]);
  });
});

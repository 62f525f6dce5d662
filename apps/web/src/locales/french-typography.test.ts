import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * French typography in every French text the product shows or sends from a data file: the typographic apostrophe
 * (’, not '), and a no-break space (U+00A0) before : ; ! and ? and inside « », so that a line never starts with
 * the sign and the spacing is the same everywhere.
 */

const repo = path.join(import.meta.dirname, '..', '..', '..', '..');
const NO_BREAK_SPACE = '\u00a0';

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

/** The text a reader sees as French words: without addresses, {{placeholders}}, {params} and HTML entities. */
const words = (text: string) =>
  text
    .replace(/https?:\/\/[^\s)"\]]+/g, ' ')
    .replace(/\{\{[^}]*\}\}|\{[^{}]*\}/g, ' ')
    .replace(/&#?\w+;/g, ' ');

/** The faults of a French text, each with a few characters around it. */
function typographyFaults(text: string): string[] {
  const seen = words(text);
  const around = (index: number) => seen.slice(Math.max(0, index - 15), index + 5);
  const apostrophes = [...seen.matchAll(/\p{L}'\p{L}/gu)].map(
    (m) => `straight apostrophe: …${around(m.index + 1)}…`,
  );
  const signs = [...seen.matchAll(/[:;!?»]/g)]
    // A time written with digits ("10:30") and a scheme ("http://") are no signs of the sentence.
    .filter(
      (m) => !(m[0] === ':' && /\d/.test(seen[m.index - 1] ?? '') && /\d/.test(seen[m.index + 1] ?? '')),
    )
    .filter((m) => !(m[0] === ':' && seen.startsWith('//', m.index + 1)))
    .filter((m) => seen[m.index - 1] !== NO_BREAK_SPACE)
    .map((m) => `no no-break space before “${m[0]}”: …${around(m.index)}…`);
  const openingQuotes = [...seen.matchAll(/«/g)]
    .filter((m) => seen[m.index + 1] !== NO_BREAK_SPACE)
    .map((m) => `no no-break space after “«”: …${around(m.index)}…`);
  return [...apostrophes, ...signs, ...openingQuotes];
}

describe('French typography', () => {
  it('reads the French texts of each source', () => {
    for (const { file } of sources)
      expect(
        texts.some(({ where }) => where.startsWith(`${file} `)),
        file,
      ).toBe(true);
  });

  it('finds a straight apostrophe, a : ; ! ? without its no-break space and « » without theirs', () => {
    expect(typographyFaults("Date d'expiration")).toHaveLength(1);
    expect(typographyFaults('en un jour ouvrable; vous pourrez')).toHaveLength(1);
    expect(typographyFaults('prête ; le lien')).toHaveLength(1);
    expect(typographyFaults('Mot de passe oublié\u202f?')).toHaveLength(1);
    expect(typographyFaults('Attention!')).toHaveLength(1);
    expect(typographyFaults('Montant dû : 12 $')).toHaveLength(1);
    expect(typographyFaults('le créatif « Été » est')).toHaveLength(2);
    expect(typographyFaults('à 10:30, le créatif «\u00a0Été\u00a0»\u00a0: prêt, par http:// ou')).toEqual([]);
    expect(
      typographyFaults('Date d’expiration\u00a0; oublié\u00a0? {{count}} https://exemple.com/?a=1;b'),
    ).toEqual([]);
  });

  it('writes every French text with the typographic apostrophe and no-break spaces before : ; ! ? and inside « »', () => {
    const faults = texts.flatMap(({ where, text }) =>
      typographyFaults(text).map((fault) => `${where}: ${fault}`),
    );
    expect(faults).toEqual([]);
  });
});

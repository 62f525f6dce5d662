import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every message file exists in fr and en with the same keys (conventions "Words on screen"), across the web
 * app's namespaces (src/locales) and the domain's (packages/domain/src/locales), and a message uses the same
 * {{placeholders}} in both languages.
 */

const roots = [
  path.join(import.meta.dirname),
  path.join(import.meta.dirname, '..', '..', '..', '..', 'packages', 'domain', 'src', 'locales'),
].filter((dir) => fs.existsSync(path.join(dir, 'fr')) || fs.existsSync(path.join(dir, 'en')));

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

function namespaces(root: string, lang: string): string[] {
  const dir = path.join(root, lang);
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
}

function read(root: string, lang: string, file: string): Map<string, string> {
  return flatten(JSON.parse(fs.readFileSync(path.join(root, lang, file), 'utf8')) as Messages);
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe.each(roots.map((root) => [path.relative(process.cwd(), root), root]))(
  'message files in %s',
  (_, root) => {
    it('has the same namespaces in fr and en', () => {
      expect(namespaces(root, 'fr').sort()).toEqual(namespaces(root, 'en').sort());
    });

    const files = [...new Set([...namespaces(root, 'fr'), ...namespaces(root, 'en')])];
    it.each(files)('%s has the same keys in both languages', (file) => {
      const fr = fs.existsSync(path.join(root, 'fr', file))
        ? read(root, 'fr', file)
        : new Map<string, string>();
      const en = fs.existsSync(path.join(root, 'en', file))
        ? read(root, 'en', file)
        : new Map<string, string>();
      const onlyFr = [...fr.keys()].filter((key) => !en.has(key));
      const onlyEn = [...en.keys()].filter((key) => !fr.has(key));
      expect({ onlyFr, onlyEn }).toEqual({ onlyFr: [], onlyEn: [] });
    });

    it.each(files)('%s uses the same placeholders and no empty message in both languages', (file) => {
      if (!fs.existsSync(path.join(root, 'fr', file)) || !fs.existsSync(path.join(root, 'en', file))) return;
      const fr = read(root, 'fr', file);
      const en = read(root, 'en', file);
      for (const [key, text] of fr) {
        if (!en.has(key)) continue;
        expect(placeholders(text), `${file} ${key}`).toEqual(placeholders(en.get(key)!));
        expect(text.trim(), `${file} fr ${key}`).not.toBe('');
        expect(en.get(key)!.trim(), `${file} en ${key}`).not.toBe('');
      }
    });

    // French typography stays French: a no-break space before a colon in English made "platform: 499" a text that
    // neither the reader's search nor a test's pattern matched.
    it.each(namespaces(root, 'en'))('%s in English has no no-break space', (file) => {
      const spaced = [...read(root, 'en', file)]
        .filter(([, text]) => text.includes('\u00a0'))
        .map(([key]) => key);
      expect(spaced).toEqual([]);
    });
  },
);

describe('message files', () => {
  it('are found for the web app', () => {
    expect(roots.length).toBeGreaterThanOrEqual(1);
    expect(namespaces(roots[0], 'fr')).toContain('layout.json');
  });
});

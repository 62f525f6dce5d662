/**
 * French typography (a test aid, never loaded by the app: the package's subpath `@portal/domain/french-typography`):
 * the typographic apostrophe (’, not '), and a no-break space (U+00A0) before : ; ! and ? and inside « », so that a
 * line never starts with the sign and the spacing is the same everywhere. The web's catalogues and pages and the
 * API's e-mails are held to it by their tests.
 */

const NO_BREAK_SPACE = '\u00a0';

/** The text a reader sees as French words: without addresses, {{placeholders}}, {params} and HTML entities. */
const words = (text: string) =>
  text
    .replace(/https?:\/\/[^\s)"\]]+/g, ' ')
    .replace(/\{\{[^}]*\}\}|\{[^{}]*\}/g, ' ')
    .replace(/&#?\w+;/g, ' ');

/** The faults of a French text, each with a few characters around it. */
export function typographyFaults(text: string): string[] {
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

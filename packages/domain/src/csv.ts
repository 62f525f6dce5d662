/**
 * The one CSV writer of the portal (metrics' `?format=csv`, every file of "Download my data"): RFC 4180 quoting, and
 * cells that a spreadsheet would read as a formula neutralised.
 */

/**
 * A cell a spreadsheet (Excel, LibreOffice, Google Sheets) would evaluate: it starts with `=`, `+`, `-`, `@`, a tab
 * or a carriage return. Text an advertiser typed (a campaign named `=HYPERLINK(…)`) would otherwise run in the
 * reader's spreadsheet, an agency's included (OWASP, "CSV Injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A plain decimal number ("-2.50"): a spreadsheet reads it as a number, never as a formula, so it stays as it is. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** Text as a spreadsheet shows it without evaluating it: OWASP's rule, a leading `'` before a formula's start. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** One CSV field: neutralised, then quoted when it holds a separator, a quote or a line break (RFC 4180). */
export function csvField(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : neutraliseFormula(value);
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text, CRLF line ends (RFC 4180). */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

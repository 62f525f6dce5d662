/**
 * Typing help for the phone field: the digits typed are laid out as the rule of spec §5 wants them,
 * `1 (ddd) ddd-dddd`, as they come. The rule itself is the domain's (isPhone, checked by the company schema).
 */
export function formatPhoneInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits === '') return '';
  if (!digits.startsWith('1')) digits = `1${digits}`;
  digits = digits.slice(0, 11);
  const area = digits.slice(1, 4);
  const prefix = digits.slice(4, 7);
  const line = digits.slice(7, 11);
  let out = '1';
  if (area) out += ` (${area}`;
  if (area.length === 3 && (prefix || raw.trimEnd().endsWith(')'))) out += ')';
  if (prefix) out += ` ${prefix}`;
  if (line) out += `-${line}`;
  return out;
}

/**
 * The display name of an order or an audience (spec §3): the text after the first dash or hyphen, trimmed; the
 * whole name when there is none (or nothing follows it). The prefix is the ad server's account number.
 */
const FIRST_DASH = /[-\u2010\u2011\u2012\u2013\u2014\u2015\u2212]/;

export function cleanName(name: string): string {
  const match = FIRST_DASH.exec(name);
  if (!match) return name.trim();
  const rest = name.slice(match.index + 1).trim();
  return rest || name.trim();
}

/** The SQLSTATE code of a database error (pg, PGlite, or Drizzle's wrapper of either), looked up its causes. */
function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Whether a database error (pg, PGlite, or Drizzle's wrapper of either) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/**
 * Whether the database refused a value itself (SQLSTATE class 22, "data exception": a NUL byte in a text, an
 * integer out of range, a malformed date...): the input was wrong, so the answer is a 400, never a 500 (issue 11).
 */
export function isDataError(error: unknown): boolean {
  return sqlStateOf(error)?.startsWith('22') ?? false;
}

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

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|timeout expired|Client was closed and is not queryable/i;

/**
 * Whether a database error says the database could not be reached or dropped the connection (a PostgreSQL restart,
 * a failover, a network cut), not that it refused the statement (issue 30 §5): SQLSTATE class 08 (connection
 * exception), 57P01–57P03 (shutting down, starting up), or the client's own errors of a lost socket.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlStateOf(error);
  if (state && (state.startsWith('08') || /^57P0[123]$/.test(state))) return true;
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
  }
  return false;
}

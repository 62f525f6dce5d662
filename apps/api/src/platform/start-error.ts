/**
 * What stops the start with a message for the operator, without a stack: a service the configuration names that
 * cannot be reached (issue 30 §6), or a setting that cannot work with what is already running.
 */
export class StartError extends Error {}

/** Where a service URL points, without its password: `host:port/path`. */
export function whereUrlPoints(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || defaultPort(u.protocol)}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return 'the address given';
  }
}

function defaultPort(protocol: string): string {
  return protocol.startsWith('redis') ? '6379' : protocol.startsWith('postgres') ? '5432' : '';
}

/**
 * The start's error for a database or Redis that refused, never answered or failed its start-up: it names the
 * variable to check and where it points.
 */
export function unreachableAtStart(
  variable: 'DATABASE_URL' | 'REDIS_URL',
  url: string,
  error: unknown,
  timeoutMs: number,
): StartError {
  const what = variable === 'DATABASE_URL' ? 'the database' : 'Redis';
  const where = whereUrlPoints(url);
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown })?.code;
  let said: string;
  if (code === 'ECONNREFUSED') said = `${what} at ${where} refused the connection (nothing listens there)`;
  else if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') said = `the host of ${where} is not known`;
  else if (/timeout|timed out/i.test(message) || code === 'ETIMEDOUT') {
    said = `${what} at ${where} did not answer within ${Math.round(timeoutMs / 1000)} s`;
  } else said = `${what} at ${where} could not be used: ${message}`;
  return new StartError(`${variable}: ${said}. Check ${variable} and that the server runs.`);
}

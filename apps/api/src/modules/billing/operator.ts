import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLoopback } from '../../adapters/mail/dev-routes.ts';
import { requireRole, requireUser } from '../../platform/auth/guard.ts';
import { AppError } from '../../platform/errors.ts';

/** The header `npm run billing` sends this portal's operator token in (decision 0022). */
export const OPERATOR_TOKEN_HEADER = 'x-portal-operator-token';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a request carries this portal's operator token, from the machine itself (the socket's address, never
 * X-Forwarded-For): whoever can read the data folder's lock, where the token is, can read the data itself.
 */
function isOperator(request: FastifyRequest, given: string): boolean {
  const token = request.server.operatorToken;
  return (
    Boolean(token) &&
    isLoopback(request.raw.socket.remoteAddress) &&
    timingSafeEqual(digest(given), digest(token!))
  );
}

/**
 * onRequest hook of the staff calls `npm run billing` may make for the portal holding the embedded database: an
 * admin's access token (editors and advertisers 403), or the operator token. A request naming the operator token
 * is judged on it alone: a wrong one is a 401, whatever else it carries.
 */
export async function requireAdminOrOperator(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const given = request.headers[OPERATOR_TOKEN_HEADER];
  if (given !== undefined) {
    if (typeof given === 'string' && isOperator(request, given)) return;
    throw new AppError('UNAUTHORIZED', { message: 'Not the operator token of this portal' });
  }
  await new Promise<void>((resolve, reject) =>
    requireUser(request, reply, (error) => (error ? reject(error) : resolve())),
  );
  await requireRole('admin')(request, reply);
}

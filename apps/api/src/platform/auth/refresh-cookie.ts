import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The refresh token travels only in this httpOnly cookie, sent back only to the auth calls (path /api/v2/auth) of
 * this site (SameSite=Strict), over TLS when the portal is served over https.
 */
export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_COOKIE_PATH = '/api/v2/auth';

function secure(request: FastifyRequest): boolean {
  return request.server.config.PUBLIC_URL.startsWith('https:');
}

export function setRefreshCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secure(reply.request),
    path: REFRESH_COOKIE_PATH,
    expires: expiresAt,
  });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secure(reply.request),
    path: REFRESH_COOKIE_PATH,
  });
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE];
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False: the route sends its own headers, without the portal's security headers (the ad server's endpoints). */
    securityHeaders?: boolean;
  }
}

/**
 * The headers Helmet's middleware sets with these options, taken once from a run on a stand-in response. The
 * portal's options are static (no nonce, no directive computed per request), so every answer gets the same.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Helmet's security headers (CSP, HSTS, frame and referrer policies…) on every answer. They are computed once and
 * set as the reply's headers (a route may still replace one). Helmet's middleware, run per request, cost each API call
 * about 20 µs as the @fastify/helmet plugin (built again per request), and still ~2 µs built once: its eleven
 * setHeader calls on Node's response, which also sent Fastify's own headers down writeHead's slower path.
 */
export const securityHeaders = fp<HelmetOptions>(
  async (app, options) => {
    const headers = helmetHeaders(options);
    app.addHook('onRequest', (request, reply, done) => {
      if (request.routeOptions.config.securityHeaders !== false) reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);

import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Answers a request on Node's own objects and says true, or says false to leave it to Fastify. */
export type RawHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Fastify's HTTP/1 server, with a lean handler asked first (the ad server's hot endpoints, decision 0007). `front`
 * is read at each request: it is set once the modules are built, after Fastify made the server.
 */
export function serverWithFront(front: () => RawHandler | null): FastifyServerFactory {
  return (handler, fastifyOptions) => {
    const options = fastifyOptions as {
      keepAliveTimeout?: number;
      requestTimeout?: number;
      connectionTimeout?: number;
      maxRequestsPerSocket?: number;
    };
    const server = http.createServer((req, res) => {
      if (!front()?.(req, res)) handler(req, res);
    });
    // What Fastify sets on the server it makes itself.
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

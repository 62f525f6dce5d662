import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import type { FastifyServerFactory } from 'fastify';

/** Answers a request on Node's own objects and says true, or says false to leave it to Fastify. */
export type RawHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/** The sockets each server made here holds, and whether it is draining (issue 30 §7). */
interface Connections {
  sockets: Set<Socket>;
  draining: boolean;
}
const connectionsOf = new WeakMap<http.Server, Connections>();

const SHUTTING_DOWN_BODY = JSON.stringify({
  error: { code: 'SERVER_SHUTTING_DOWN', message: 'The server is shutting down' },
});

/** A request that reaches a draining process on a kept-alive socket: 503, and the socket closed after it. */
function answerShuttingDown(res: ServerResponse): void {
  res.shouldKeepAlive = false;
  res.writeHead(503, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(SHUTTING_DOWN_BODY),
    'retry-after': '1',
    connection: 'close',
  });
  res.end(SHUTTING_DOWN_BODY);
}

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
    const connections: Connections = { sockets: new Set(), draining: false };
    const server = http.createServer((req, res) => {
      if (connections.draining) return answerShuttingDown(res);
      if (!front()?.(req, res)) handler(req, res);
    });
    connectionsOf.set(server, connections);
    server.on('connection', (socket: Socket) => {
      connections.sockets.add(socket);
      socket.once('close', () => connections.sockets.delete(socket));
    });
    // What Fastify sets on the server it makes itself.
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

/**
 * Stops a server made by serverWithFront taking requests, and waits for those it has (issue 30 §7; SIGTERM in
 * main.ts, then app.close()). It stops listening at once (a balancer's health check fails, new connections are
 * refused); requests in progress finish, and their answers say `Connection: close`; a request that arrives on a
 * kept-alive socket is answered 503 SERVER_SHUTTING_DOWN with `Connection: close` instead of the reset a closed idle
 * socket gives. An idle socket is kept `idleGraceMs` for a request its client may already be sending; whatever is
 * left at `deadlineMs` is closed.
 */
export async function drainServer(
  server: http.Server,
  opts: { deadlineMs?: number; idleGraceMs?: number } = {},
): Promise<void> {
  const connections = connectionsOf.get(server);
  if (!connections || connections.draining) return;
  connections.draining = true;
  const deadlineMs = opts.deadlineMs ?? 9_000;
  const idleGraceMs = Math.min(opts.idleGraceMs ?? 2_000, deadlineMs);
  // net.Server's close, not http.Server's: since Node 19 the latter also closes idle sockets at once, and a client
  // sending on one of them meets a reset.
  if (server.listening) net.Server.prototype.close.call(server);
  const answering = (socket: Socket) =>
    (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage ?? null;
  for (const socket of connections.sockets) {
    const res = answering(socket);
    if (res && !res.headersSent) res.shouldKeepAlive = false;
  }
  const started = Date.now();
  await new Promise<void>((resolve) => {
    const check = () => {
      const elapsed = Date.now() - started;
      for (const socket of connections.sockets) {
        if (elapsed >= deadlineMs || (elapsed >= idleGraceMs && !answering(socket))) socket.destroy();
      }
      if (connections.sockets.size === 0) {
        clearInterval(timer);
        resolve();
      }
    };
    const timer = setInterval(check, 50);
    check();
  });
}

import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { drainServer } from './http-server.ts';

/**
 * SIGTERM (issue 30 §7): the process stops taking requests, answers those that reach it on kept-alive sockets with
 * 503 and `Connection: close` instead of a reset, finishes those in progress, and is drained within 10 s.
 */

/** One kept-alive connection, read as the raw bytes an HTTP/1.1 client sees. */
async function keptAlive(url: string) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  let closed = false;
  let reset = false;
  socket.on('data', (d: Buffer) => (received += d.toString()));
  socket.on('error', () => (reset = true));
  socket.on('close', () => (closed = true));
  return {
    send(path: string, method = 'GET') {
      received = '';
      socket.write(`${method} ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Length: 0\r\n\r\n`);
    },
    /** The next complete answer (headers and a body of its Content-Length). */
    async answer(): Promise<{ status: number; headers: string; body: string }> {
      for (let waited = 0; waited < 5_000; waited += 10) {
        const end = received.indexOf('\r\n\r\n');
        if (end >= 0) {
          const headers = received.slice(0, end);
          const length = Number(/content-length: (\d+)/i.exec(headers)?.[1] ?? 0);
          const body = received.slice(end + 4);
          if (body.length >= length) {
            return { status: Number(headers.split(' ')[1]), headers: headers.toLowerCase(), body };
          }
        }
        if (closed) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(
        `no answer (closed: ${closed}, reset: ${reset}, received: ${JSON.stringify(received)})`,
      );
    },
    state: () => ({ closed, reset }),
    destroy: () => socket.destroy(),
  };
}

let t: TestApp;
let slowArrived: () => void = () => undefined;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    // Not in the OpenAPI document (a test's own route): the answers' conformance check leaves it alone.
    app.get('/api/v2/test-slow-answer', { schema: { hide: true } }, async () => {
      slowArrived();
      await new Promise((r) => setTimeout(r, 400));
      return { done: true };
    });
  });
});
afterAll(() => t.close());

describe('a process told to stop (SIGTERM)', () => {
  it('answers 503 SERVER_SHUTTING_DOWN with Connection: close on a kept-alive socket, finishes what is in progress, refuses new connections', async () => {
    const idle = await keptAlive(t.url);
    idle.send('/healthz');
    expect((await idle.answer()).status).toBe(200);
    expect(idle.state().closed).toBe(false);

    const busy = await keptAlive(t.url);
    const arrived = new Promise<void>((resolve) => (slowArrived = resolve));
    busy.send('/api/v2/test-slow-answer');
    await arrived;

    const started = Date.now();
    const drained = drainServer(t.app.server, { deadlineMs: 8_000, idleGraceMs: 2_000 });

    // The request in progress is finished, and its answer closes its socket.
    const slow = await busy.answer();
    expect(slow.status).toBe(200);
    expect(JSON.parse(slow.body)).toEqual({ done: true });
    expect(slow.headers).toContain('connection: close');

    // A request on the idle kept-alive socket gets an answer, not a reset.
    idle.send('/api/v2/settings');
    const refused = await idle.answer();
    expect(refused.status).toBe(503);
    expect(refused.headers).toContain('connection: close');
    expect(JSON.parse(refused.body).error.code).toBe('SERVER_SHUTTING_DOWN');
    expect(idle.state().reset).toBe(false);

    // A new connection is refused: the process no longer listens.
    const { port } = new URL(t.url);
    const connected = await new Promise<boolean>((resolve) => {
      const s = net.connect(Number(port), '127.0.0.1');
      s.once('connect', () => (s.destroy(), resolve(true))).once('error', () => resolve(false));
    });
    expect(connected).toBe(false);

    // Both sockets are closed by the server, so the drain ends long before its deadline.
    await drained;
    expect(Date.now() - started).toBeLessThan(2_000);
    await new Promise((r) => setTimeout(r, 50));
    expect(idle.state().closed).toBe(true);
    expect(busy.state().closed).toBe(true);
  });

  it('closes a kept-alive socket that stays silent after its grace, within the deadline', async () => {
    const other = await createTestApp();
    try {
      const idle = await keptAlive(other.url);
      idle.send('/healthz');
      expect((await idle.answer()).status).toBe(200);
      const started = Date.now();
      await drainServer(other.app.server, { deadlineMs: 3_000, idleGraceMs: 300 });
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(250);
      expect(took).toBeLessThan(2_000);
      await new Promise((r) => setTimeout(r, 50));
      expect(idle.state().closed).toBe(true);
    } finally {
      await other.close();
    }
  });
});

/** A free port on this machine, for a portal started as `npm start` starts it. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a portal process sent a real SIGTERM', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  });

  it('answers a request on a kept-alive socket 503 with Connection: close, and is gone within 10 s', async () => {
    const port = await freePort();
    // main.ts as `npm start` runs it (its own signal handlers), on an in-memory database.
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../main.ts')], {
      env: {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'info',
        GEO_IP_DATABASE: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    const seen = (text: string) =>
      new Promise<void>((resolve, reject) => {
        const look = () => output.includes(text) && resolve();
        child.stdout!.on('data', look);
        child.once('exit', (code) => reject(new Error(`exited (${code}) before '${text}':\n${output}`)));
        look();
      });
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await seen('portal ready');

    const socket = await keptAlive(`http://127.0.0.1:${port}`);
    socket.send('/healthz');
    expect((await socket.answer()).status).toBe(200);

    const signalled = Date.now();
    child.kill('SIGTERM');
    await seen('shutting down');
    // The socket is still open: its next request is answered, not reset.
    socket.send('/api/v2/settings');
    const refused = await socket.answer();
    expect(refused.status).toBe(503);
    expect(refused.headers).toContain('connection: close');
    expect(JSON.parse(refused.body).error.code).toBe('SERVER_SHUTTING_DOWN');
    expect(socket.state().reset).toBe(false);

    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(socket.state().closed).toBe(true);
  }, 90_000);
});

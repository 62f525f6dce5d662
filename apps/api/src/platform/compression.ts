import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The API's answers compressed for clients that ask (Accept-Encoding): a browser on a phone gets the campaign list of
 * 25 campaigns (~50 KB of JSON) in a few kilobytes. Brotli at a fast quality, else gzip; in libuv's thread pool, not
 * on the event loop. Answers under MIN_BYTES, already encoded, streamed (files, exports) or of a type that does not
 * shrink are sent as they are. An answer sent again as the same Buffer (a kept order list, decision 0018) is
 * compressed once per encoding.
 */

export type Encoding = 'br' | 'gzip';

/** Under this, the headers and the work cost more than the bytes saved. */
export const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|problem\+json|javascript)|text\/|image\/svg\+xml)/;

/** Quality 4: about gzip's speed, and smaller (the static files are made at 11, once, at build time). */
const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };

const copies = new WeakMap<Buffer, Partial<Record<Encoding, Promise<Buffer>>>>();

/**
 * The encoding to answer with: the client's most preferred of br and gzip (RFC 9110 §12.5.3: a q of 0 refuses one, `*`
 * stands for any not named; br wins a tie), or null for none.
 */
export function chooseEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const q: Record<string, number> = {};
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') weight = Number(value);
    }
    q[name] = Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0;
  }
  const of = (name: Encoding) => q[name] ?? q['*'] ?? 0;
  const br = of('br');
  const gz = of('gzip');
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

/** zlib's functions read at each call, so that a test can count the compressions. */
function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, bytes: Buffer) => (error ? reject(error) : resolve(bytes));
    if (encoding === 'br') zlib.brotliCompress(body, BROTLI_OPTIONS, done);
    else zlib.gzip(body, GZIP_OPTIONS, done);
  });
}

/** The same Buffer sent again is compressed once per encoding (while it is kept). */
function compressedCopy(body: Buffer, encoding: Encoding): Promise<Buffer> {
  let byEncoding = copies.get(body);
  if (!byEncoding) copies.set(body, (byEncoding = {}));
  return (byEncoding[encoding] ??= compress(body, encoding));
}

function worthCompressing(request: FastifyRequest, reply: FastifyReply, payload: unknown): boolean {
  // HEAD is compressed as its GET is: its Content-Encoding and Content-Length say what the GET would send (issue 28).
  if (reply.statusCode === 204 || reply.statusCode === 304) return false;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (reply.hasHeader('content-encoding')) return false;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return false;
  const cacheControl = reply.getHeader('cache-control');
  if (typeof cacheControl === 'string' && cacheControl.includes('no-transform')) return false;
  return (typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length) >= MIN_BYTES;
}

/** Compresses the answers of the routes registered in `app`'s scope (the API's). */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!worthCompressing(request, reply, payload)) {
      done(null, payload);
      return;
    }
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) {
      done(null, payload);
      return;
    }
    const body = payload as string | Buffer;
    const compressed =
      typeof body === 'string' ? compress(Buffer.from(body), encoding) : compressedCopy(body, encoding);
    compressed.then(
      (bytes) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, bytes);
      },
      // Never a failed answer for want of compression: it goes as it is.
      () => done(null, payload),
    );
  });
}

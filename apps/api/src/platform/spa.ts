import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/** The encodings the build makes beside each file (apps/web/build/precompress.ts), best first. */
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

interface Variant {
  encoding: string | null;
  body: Buffer;
}

/** Whether the request's Accept-Encoding allows an encoding (a `q=0` refuses it). */
export function accepts(acceptEncoding: string | undefined, encoding: string): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== encoding && name !== '*') return false;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    return q === undefined || Number(q) > 0;
  });
}

/**
 * Serves the built single-page app (issue 13 §1): hashed assets cached for a year (immutable), and index.html for
 * every other GET outside /api (history fallback), revalidated on every load (`no-cache` with an ETag), so a new
 * build is seen at once. Both are sent as the build compressed them (brotli or gzip, by Accept-Encoding), never
 * compressed per request. Without a build, only the API is served.
 */
export async function registerSpa(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'no web build found: run `npm run build` to serve the portal');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    // The compressed copies are served in place of their file, never under their own names.
    globIgnore: ['**/*.br', '**/*.gz'],
    // Hashed file names never change content: cache them for a year. Anything else is revalidated.
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const html = fs.readFileSync(indexFile);
  const etag = `"${crypto.createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
  const variants: Variant[] = [
    ...ENCODINGS.flatMap(({ name, extension }) =>
      fs.existsSync(indexFile + extension)
        ? [{ encoding: name, body: fs.readFileSync(indexFile + extension) }]
        : [],
    ),
    { encoding: null, body: html },
  ];
  app.decorate('sendSpa', (request: FastifyRequest, reply: FastifyReply) => {
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const accept = request.headers['accept-encoding'];
    const variant = variants.find((v) => v.encoding === null || accepts(accept, v.encoding))!;
    if (variant.encoding) reply.header('content-encoding', variant.encoding);
    return reply.send(variant.body);
  });
}

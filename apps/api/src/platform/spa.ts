import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
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

/** index.html as sent for one language: its encodings, best first, and its ETag. */
interface Page {
  etag: string;
  variants: Variant[];
}

const LANGUAGES = ['fr', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

/** The app's core messages of each language (the shell's words), from the build's manifest. */
const CORE_MESSAGES: Record<Language, string> = {
  fr: 'src/lib/core-messages.fr.ts',
  en: 'src/lib/core-messages.en.ts',
};

/** The language a path names (`/fr/…`, or the public prefix's `/public/fr/…`), else null. */
export function pathLanguage(url: string): Language | null {
  const match = /^\/(?:public\/)?(fr|en)(?:[/?#]|$)/.exec(url);
  return match ? (match[1] as Language) : null;
}

/**
 * The chunk of each language's core messages, which the app imports before its first paint: announced in the
 * page of that language's paths (`<link rel="modulepreload">`), it comes with the entry instead of a round trip
 * after it (issue 13 §1). Nothing when the build has no manifest.
 */
function coreMessageChunks(distDir: string): Partial<Record<Language, string>> {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return {};
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, { file?: string }>;
  const chunks: Partial<Record<Language, string>> = {};
  for (const lang of LANGUAGES) {
    const file = manifest[CORE_MESSAGES[lang]]?.file;
    if (file) chunks[lang] = file;
  }
  return chunks;
}

function pageOf(variants: Variant[]): Page {
  const html = variants.find((v) => v.encoding === null)!.body;
  return {
    etag: `"${crypto.createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`,
    variants,
  };
}

/** The `lang` of a language's pages, as the app sets it (fr-CA, en-CA: Canadian conventions). */
const HTML_LANG: Record<Language, string> = { fr: 'fr-CA', en: 'en-CA' };

/**
 * index.html of a language's paths: its `<html lang>` (right from the first paint, for assistive technologies and
 * search engines, before the app runs), a modulepreload link for the language's core messages when the build names
 * them, compressed as the build compresses (brotli 11, gzip 9).
 */
function pageOfLanguage(html: Buffer, lang: Language, chunk: string | undefined): Page {
  let text = html
    .toString('utf8')
    .replace(
      /<html\b([^>]*)>/,
      (_tag, attributes: string) =>
        `<html${attributes.replace(/\s+lang="[^"]*"/, '')} lang="${HTML_LANG[lang]}">`,
    );
  if (chunk) {
    const link = `<link rel="modulepreload" crossorigin href="/${chunk}">`;
    text = text.replace('</head>', `  ${link}\n  </head>`);
  }
  const body = Buffer.from(text);
  return pageOf([
    {
      encoding: 'br',
      body: zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      }),
    },
    { encoding: 'gzip', body: zlib.gzipSync(body, { level: 9 }) },
    { encoding: null, body },
  ]);
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
 * every other GET or HEAD outside /api (history fallback, server.ts), revalidated on every load (`no-cache` with an
 * ETag), so a new build is seen at once. Both are sent as the build compressed them (brotli or gzip, by
 * Accept-Encoding), never compressed per request; the page of a language's paths says its language and announces its
 * core messages, compressed once at start. Without a build, only the API is served.
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
  const page = pageOf([
    ...ENCODINGS.flatMap(({ name, extension }) =>
      fs.existsSync(indexFile + extension)
        ? [{ encoding: name, body: fs.readFileSync(indexFile + extension) }]
        : [],
    ),
    { encoding: null, body: html },
  ]);
  const chunks = coreMessageChunks(distDir);
  const pages: Record<Language, Page> = {
    fr: pageOfLanguage(html, 'fr', chunks.fr),
    en: pageOfLanguage(html, 'en', chunks.en),
  };
  app.decorate('sendSpa', (request: FastifyRequest, reply: FastifyReply) => {
    const lang = pathLanguage(request.url);
    const { etag, variants } = lang ? pages[lang] : page;
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

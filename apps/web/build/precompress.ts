import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/** Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside a file when they are smaller. */
export async function precompressFile(file: string): Promise<void> {
  const content = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: 9 }),
  ]);
  if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
}

/**
 * Compression made once at build time (issue 13 §1): the API serves these files with @fastify/static's
 * `preCompressed` (and index.html likewise, platform/spa.ts), so no request pays for compressing and the
 * browser gets brotli (or gzip) of every script, stylesheet and page.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files: string[] = [];
      for await (const file of filesUnder(outDir)) {
        if (COMPRESSIBLE.test(file) && !file.includes(`${path.sep}.vite${path.sep}`)) files.push(file);
      }
      await Promise.all(files.map(precompressFile));
    },
  };
}

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { ExportAccount, ExportSection } from './sections.ts';

/**
 * Writes an account's archive (issue 16) with yazl, streaming to `<file>.<random>.part` under the exports folder, then
 * renames it: a reader never sees half an archive, and an attempt that died midway leaves only a `.part` that the
 * next attempt removes. `onSection` is told after each section (the progress the screen shows).
 */
export async function writeExportArchive(
  dir: string,
  fileName: string,
  sections: readonly ExportSection[],
  account: ExportAccount,
  onSection: (done: number, total: number) => Promise<void>,
): Promise<{ sizeBytes: number }> {
  await fsp.mkdir(dir, { recursive: true });
  const target = path.join(dir, fileName);
  await removeLeftovers(dir, fileName);
  // A name of this attempt's own: an attempt whose lease lapsed while it still ran never writes into this one.
  const partial = `${target}.${randomUUID()}.part`;
  const zip = new ZipFile();
  const written = pipeline(zip.outputStream, fs.createWriteStream(partial, { mode: 0o640 }));
  // An error while reading the sections must not leave the write stream waiting: the archive is abandoned.
  written.catch(() => undefined);
  try {
    const mtime = new Date();
    for (const [index, section] of sections.entries()) {
      for await (const entry of section.build(account)) {
        const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data;
        zip.addBuffer(data, entry.path, { mtime });
      }
      await onSection(index + 1, sections.length);
    }
  } catch (error) {
    (zip.outputStream as Readable).destroy();
    await fsp.rm(partial, { force: true });
    throw error;
  }
  zip.end();
  await written;
  await fsp.rename(partial, target);
  return { sizeBytes: (await fsp.stat(target)).size };
}

/** What attempts that died midway left of this archive. */
async function removeLeftovers(dir: string, fileName: string): Promise<void> {
  for (const name of await fsp.readdir(dir)) {
    if (name.startsWith(`${fileName}.`) && name.endsWith('.part'))
      await fsp.rm(path.join(dir, name), { force: true });
  }
}

/** The file of an archive under the exports folder, or undefined when it is gone. */
export function openExportArchive(dir: string, fileName: string): fs.ReadStream | undefined {
  const file = path.join(dir, path.basename(fileName));
  return fs.existsSync(file) ? fs.createReadStream(file) : undefined;
}

export async function removeExportArchive(dir: string, fileName: string): Promise<void> {
  await fsp.rm(path.join(dir, path.basename(fileName)), { force: true });
}

/** Where archives are kept: DATA_DIR/exports, or a folder of this process's for the in-memory test databases. */
export function exportsDir(dataDir: string, tmp: () => string): string {
  return dataDir.startsWith('memory://') ? tmp() : path.resolve(dataDir, 'exports');
}

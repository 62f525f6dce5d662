import fs from 'node:fs/promises';
import path from 'node:path';
import { isAssetName, newAssetName, type AssetType } from './names.ts';
import type { AssetStorage } from './port.ts';

/**
 * Assets on the local disk, one file per asset in a single directory. Names are checked against the server's own
 * pattern before any path is built, so no request can reach another file. A file is written to a temporary name
 * and renamed, so a reader never sees half of it.
 */
export class DiskAssetStorage implements AssetStorage {
  readonly kind = 'disk' as const;
  private ready: Promise<unknown> | undefined;

  constructor(private readonly dir: string) {}

  private async ensureDir(): Promise<void> {
    this.ready ??= fs.mkdir(this.dir, { recursive: true });
    await this.ready;
  }

  async put(bytes: Buffer, type: AssetType): Promise<string> {
    await this.ensureDir();
    const name = newAssetName(type);
    const target = path.join(this.dir, name);
    const temporary = `${target}.tmp`;
    await fs.writeFile(temporary, bytes, { flag: 'wx', mode: 0o640 });
    await fs.rename(temporary, target);
    return name;
  }

  async get(name: string): Promise<Buffer | undefined> {
    if (!isAssetName(name)) return undefined;
    try {
      return await fs.readFile(path.join(this.dir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async copy(name: string): Promise<string | undefined> {
    const bytes = await this.get(name);
    return bytes ? this.put(bytes, name.slice(name.lastIndexOf('.') + 1) as AssetType) : undefined;
  }

  async remove(name: string): Promise<void> {
    if (!isAssetName(name)) return;
    await fs.rm(path.join(this.dir, name), { force: true });
  }
}

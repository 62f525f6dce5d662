import { isAssetName, newAssetName, type AssetType } from './names.ts';
import type { AssetStorage } from './port.ts';

/** Assets kept in memory, for tests on in-memory databases: they go with the process, as the database does. */
export class MemoryAssetStorage implements AssetStorage {
  readonly kind = 'memory' as const;
  private readonly files = new Map<string, Buffer>();

  async put(bytes: Buffer, type: AssetType): Promise<string> {
    const name = newAssetName(type);
    this.files.set(name, Buffer.from(bytes));
    return name;
  }

  async get(name: string): Promise<Buffer | undefined> {
    return isAssetName(name) ? this.files.get(name) : undefined;
  }

  async copy(name: string): Promise<string | undefined> {
    const bytes = await this.get(name);
    return bytes ? this.put(bytes, name.slice(name.lastIndexOf('.') + 1) as AssetType) : undefined;
  }

  async remove(name: string): Promise<void> {
    if (isAssetName(name)) this.files.delete(name);
  }
}

import path from 'node:path';
import type { Config } from '../../platform/config.ts';
import { DiskAssetStorage } from './disk.ts';
import { MemoryAssetStorage } from './memory.ts';
import type { AssetStorage } from './port.ts';

export type * from './port.ts';
export * from './names.ts';

/** Disk under DATA_DIR/assets, or memory when DATA_DIR is memory:// (the in-memory test databases). */
export function createAssetStorage(config: Pick<Config, 'DATA_DIR'>): AssetStorage {
  return config.DATA_DIR.startsWith('memory://')
    ? new MemoryAssetStorage()
    : new DiskAssetStorage(path.resolve(config.DATA_DIR, 'assets'));
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskAssetStorage } from './disk.ts';
import { MemoryAssetStorage } from './memory.ts';
import { assetContentType, createAssetStorage, isAssetName } from './index.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-assets-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe.each([
  ['disk', () => new DiskAssetStorage(path.join(dir, 'assets'))],
  ['memory', () => new MemoryAssetStorage()],
])('%s asset storage', (_kind, make) => {
  it('stores under a random server-made name, reads, copies and removes', async () => {
    const storage = make();
    const bytes = Buffer.from('png bytes');
    const name = await storage.put(bytes, 'png');
    expect(name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(await storage.put(bytes, 'png')).not.toBe(name);
    expect((await storage.get(name))?.equals(bytes)).toBe(true);
    const copy = await storage.copy(name);
    expect(copy).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(copy).not.toBe(name);
    await storage.remove(name);
    expect(await storage.get(name)).toBeUndefined();
    expect((await storage.get(copy as string))?.equals(bytes)).toBe(true);
    await storage.remove(name);
  });

  it('never reads a name it did not make', async () => {
    const storage = make();
    for (const name of ['../package.json', 'a.png', `${'0'.repeat(32)}.svg`, `${'0'.repeat(32)}.png/../x`]) {
      expect(await storage.get(name)).toBeUndefined();
      expect(await storage.copy(name)).toBeUndefined();
    }
  });
});

describe('asset names', () => {
  it('give the content type of the stored format only', () => {
    expect(assetContentType(`${'a'.repeat(32)}.jpg`)).toBe('image/jpeg');
    expect(assetContentType(`${'a'.repeat(32)}.gif`)).toBe('image/gif');
    expect(assetContentType(`${'a'.repeat(32)}.html`)).toBeUndefined();
    expect(isAssetName(`${'A'.repeat(32)}.png`)).toBe(false);
  });

  it('are kept in memory for memory:// data and on disk under DATA_DIR/assets otherwise', () => {
    expect(createAssetStorage({ DATA_DIR: 'memory://' }).kind).toBe('memory');
    expect(createAssetStorage({ DATA_DIR: dir }).kind).toBe('disk');
  });
});

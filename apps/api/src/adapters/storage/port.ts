import type { AssetType } from './names.ts';

/**
 * The port for asset files (creative images): bytes kept under names the server makes, never a name a client
 * chose. The local disk (DATA_DIR/assets) by default, memory for the memory:// test databases; an object store
 * would be a sibling implementation chosen here, and nothing outside adapters/ would change.
 */
export interface AssetStorage {
  readonly kind: 'disk' | 'memory';
  /** Stores the bytes under a new random name with the extension of their (already checked) type. */
  put(bytes: Buffer, type: AssetType): Promise<string>;
  /** The bytes of a stored asset, or undefined for an unknown or malformed name. */
  get(name: string): Promise<Buffer | undefined>;
  /** Copies a stored asset under a new name (an order's duplicate owns its own files). */
  copy(name: string): Promise<string | undefined>;
  /** Removes a stored asset; an unknown name is not an error. */
  remove(name: string): Promise<void>;
}

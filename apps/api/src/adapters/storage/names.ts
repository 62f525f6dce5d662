import { randomBytes } from 'node:crypto';

/** The image types an asset may have (spec §5: .gif, .jpg, .png), by the extension the server gives the file. */
export const ASSET_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
} as const;
export type AssetType = keyof typeof ASSET_TYPES;

/** 128 random bits in hex and a known extension: unguessable, and nothing a path could be built from. */
const ASSET_NAME = /^[0-9a-f]{32}\.(png|jpg|gif)$/;

export function isAssetName(name: string): boolean {
  return ASSET_NAME.test(name);
}

export function newAssetName(type: AssetType): string {
  return `${randomBytes(16).toString('hex')}.${type}`;
}

/** The content type a stored asset is served with, from its server-made name; undefined for any other name. */
export function assetContentType(name: string): string | undefined {
  const match = ASSET_NAME.exec(name);
  return match ? ASSET_TYPES[match[1] as AssetType] : undefined;
}

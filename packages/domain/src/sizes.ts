import type { TSize } from './entities/common.ts';

/** Sizes as the forms write them, "300x250" (architecture.md), and as the entities hold them, {width, height}. */

const SIZE_TEXT = /^\s*(\d+)\s*[xX×]\s*(\d+)\s*$/;

/** "300x250" -> {width: 300, height: 250}; undefined when the text is not a size of positive integers. */
export function parseSize(text: string): TSize | undefined {
  const match = SIZE_TEXT.exec(text);
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

export function formatSize(size: TSize): string {
  return `${size.width}x${size.height}`;
}

/**
 * A size as the screens write it, "300 × 250" (with the multiplication sign and thin spacing of print); the API, the
 * forms' values and the files keep formatSize's "300x250". Text that is not a size is returned as it is.
 */
export function displaySize(size: TSize | string): string {
  const parsed = typeof size === 'string' ? parseSize(size) : size;
  return parsed ? `${parsed.width} × ${parsed.height}` : String(size);
}

/** The key comparing two sizes (same as formatSize). */
export const sizeKey = formatSize;

import { CREATIVE_MAX_KB } from './constants.ts';
import type { TSize } from './entities/common.ts';
import { rules, type FileLike } from './rules.ts';
import { violation, type Violation } from './violations.ts';

/**
 * The creative image file's rules (spec §5), apart from creatives.ts: these need the generic rules (and with them
 * the e-mail and URL patterns), which a screen that only reads creatives does not.
 */

/** An uploaded creative file: its name, MIME type, weight in bytes and pixel dimensions. */
export interface CreativeFile extends FileLike {
  readonly name: string;
  readonly size: number;
  /**
   * Its first bytes (CREATIVE_SIGNATURE_BYTES), when the checker read them: the format is then judged by them, as the
   * server judges it, not by the name or the declared type (issue 31 §21: a text file renamed .png).
   */
  readonly leadingBytes?: Uint8Array;
  /** Whether the browser decoded it as an image; false for a file whose bytes start as one but do not decode. */
  readonly decodes?: boolean;
}

/** How many leading bytes tell a creative's format (the longest signature, PNG's, is 8). */
export const CREATIVE_SIGNATURE_BYTES = 8;

const SIGNATURES: readonly { format: 'gif' | 'jpg' | 'png'; bytes: readonly number[] }[] = [
  { format: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { format: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  // "GIF87a" and "GIF89a" share "GIF8".
  { format: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] },
];

/** The creative format (spec §5: GIF, JPEG, PNG) its leading bytes announce, or undefined for anything else. */
export function creativeImageFormat(leadingBytes: Uint8Array): 'gif' | 'jpg' | 'png' | undefined {
  return SIGNATURES.find((s) => s.bytes.every((byte, i) => leadingBytes[i] === byte))?.format;
}

/**
 * The refusals of a creative image (spec §5): format .gif, .jpg or .png; a weight above zero; the expected pixel
 * size when one is given; at most CREATIVE_MAX_KB. Paths name the form's `asset` field.
 */
export function validateCreativeFile(
  file: CreativeFile,
  expected?: TSize,
  maxKb: number = CREATIVE_MAX_KB,
): Violation[] {
  const found: Violation[] = [];
  const image = rules.image(file);
  if (image !== true) found.push({ ...image, path: ['asset'] });
  else if (file.size > 0 && !hasImageBytes(file)) found.push(violation('image', {}, ['asset']));
  if (!(file.size > 0)) found.push(violation('IMAGE_FILE_EMPTY', {}, ['asset']));
  if (expected && file.width !== undefined && file.height !== undefined) {
    const dimensions = rules.dimensions(file, expected);
    if (dimensions !== true) found.push({ ...dimensions, path: ['asset'] });
  }
  const weight = rules.size(file, { size: maxKb });
  if (weight !== true) found.push({ ...weight, path: ['asset'] });
  return found;
}

/** Its bytes, when read, are a GIF, JPEG or PNG that decodes: a name and a type are only what the file claims. */
function hasImageBytes(file: CreativeFile): boolean {
  if (file.leadingBytes && creativeImageFormat(file.leadingBytes) === undefined) return false;
  return file.decodes !== false;
}

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
  if (!(file.size > 0)) found.push(violation('IMAGE_FILE_EMPTY', {}, ['asset']));
  if (expected && file.width !== undefined && file.height !== undefined) {
    const dimensions = rules.dimensions(file, expected);
    if (dimensions !== true) found.push({ ...dimensions, path: ['asset'] });
  }
  const weight = rules.size(file, { size: maxKb });
  if (weight !== true) found.push({ ...weight, path: ['asset'] });
  return found;
}

import { CREATIVE_MAX_KB, NATIVE_PLACEHOLDER_SIZE } from './constants.ts';
import type { CreativeStatus } from './enums.ts';
import type { TCreativePlaceholder, TSize } from './entities/common.ts';
import type { TCreative } from './entities/creative.ts';
import { rules, type FileLike } from './rules.ts';
import { sizeKey } from './sizes.ts';
import { violation, type Violation } from './violations.ts';

/** Creative rules of spec §4 (set, active, in review, activation) and §5 (the image file). */

interface CreativeSlots {
  readonly creativePlaceholders: readonly TCreativePlaceholder[];
  readonly creatives: readonly Pick<TCreative, 'size' | 'status' | 'destinationUrl' | 'asset' | 'assetUrl'>[];
}

function everySizeHas(
  lineItem: CreativeSlots,
  test: (creative: CreativeSlots['creatives'][number]) => boolean,
): boolean {
  return lineItem.creativePlaceholders.every((placeholder) =>
    lineItem.creatives.some(
      (creative) => sizeKey(creative.size) === sizeKey(placeholder.size) && test(creative),
    ),
  );
}

function hasStatus(status: CreativeStatus) {
  return (creative: { readonly status: CreativeStatus }) => creative.status === status;
}

/**
 * The placeholder size a creative fills on its line item (spec §3): its own size, except a native creative (300x250
 * by default) on a line item with the native 1x1 placeholder, which fills that placeholder.
 */
export function placeholderSizeOf(
  creative: Pick<TCreative, 'size' | 'nativeStyleId'>,
  placeholders: readonly TCreativePlaceholder[],
): TSize {
  const sizes = new Set(placeholders.map((p) => sizeKey(p.size)));
  const isNative = creative.nativeStyleId !== undefined && creative.nativeStyleId !== null;
  return isNative && !sizes.has(sizeKey(creative.size)) && sizes.has(sizeKey(NATIVE_PLACEHOLDER_SIZE))
    ? { ...NATIVE_PLACEHOLDER_SIZE }
    : creative.size;
}

/** All set: each placeholder size has a creative with a destination URL or an asset (spec §4). */
export function allCreativesSet(lineItem: CreativeSlots): boolean {
  return everySizeHas(lineItem, (c) => Boolean(c.destinationUrl || c.asset || c.assetUrl));
}

/** All active: each placeholder size has an ACTIVE creative (spec §4). */
export function allCreativesActive(lineItem: CreativeSlots): boolean {
  return everySizeHas(lineItem, hasStatus('ACTIVE'));
}

/** In review: each placeholder size has an IN_REVIEW creative (spec §4). */
export function creativesInReview(lineItem: CreativeSlots): boolean {
  return everySizeHas(lineItem, hasStatus('IN_REVIEW'));
}

/** Activation of a selection is refused when any selected creative is already approved (spec §4). */
export function canActivate(selected: readonly Pick<TCreative, 'approbation'>[]): boolean {
  return selected.length > 0 && !selected.some((c) => c.approbation === 'APPROVED');
}

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

import { NATIVE_PLACEHOLDER_SIZE } from './constants.ts';
import type { CreativeStatus } from './enums.ts';
import type { TCreativePlaceholder, TSize } from './entities/common.ts';
import type { TCreative } from './entities/creative.ts';
import { sizeKey } from './sizes.ts';
import { violation, type Violation } from './violations.ts';

/** Creative rules of spec §4 (set, active, in review, activation); the image file's are creative-file.ts's. */

/** What the coverage rule reads of a creative: its size, and whether it is native (a native style). */
export type CoveringCreative = Pick<TCreative, 'size'> & Partial<Pick<TCreative, 'nativeStyleId'>>;

interface CreativeSlots {
  readonly creativePlaceholders: readonly TCreativePlaceholder[];
  readonly creatives: readonly (CoveringCreative &
    Pick<TCreative, 'status' | 'destinationUrl' | 'asset' | 'assetUrl'>)[];
}

function isNativeCreative(creative: CoveringCreative): boolean {
  return creative.nativeStyleId !== undefined && creative.nativeStyleId !== null;
}

/**
 * A creative covers a placeholder of its line item (spec §3): a standard creative when it has the placeholder's size;
 * a native creative (300x250 by default, any size) the native 1x1 placeholder, or a placeholder of its own size. The
 * one rule behind the creatives step, the approval checklist and submit-for-approval.
 */
export function coversPlaceholder(creative: CoveringCreative, placeholder: TCreativePlaceholder): boolean {
  if (sizeKey(creative.size) === sizeKey(placeholder.size)) return true;
  return isNativeCreative(creative) && sizeKey(placeholder.size) === sizeKey(NATIVE_PLACEHOLDER_SIZE);
}

function everySizeHas<C extends CoveringCreative>(
  lineItem: {
    readonly creativePlaceholders: readonly TCreativePlaceholder[];
    readonly creatives: readonly C[];
  },
  test: (creative: C) => boolean,
): boolean {
  return lineItem.creativePlaceholders.every((placeholder) =>
    lineItem.creatives.some((creative) => coversPlaceholder(creative, placeholder) && test(creative)),
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
  creative: CoveringCreative,
  placeholders: readonly TCreativePlaceholder[],
): TSize {
  const own = placeholders.find((p) => sizeKey(p.size) === sizeKey(creative.size));
  const covered = own ?? placeholders.find((p) => coversPlaceholder(creative, p));
  return covered ? { ...covered.size } : creative.size;
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

/**
 * Why activating these creatives is refused, one violation per creative: already approved (spec §4, canActivate), or
 * refused by staff (activation would change nothing: a refused creative is edited, which sends it back to review).
 */
export function activationRefusals(
  selected: readonly Pick<TCreative, 'approbation' | 'name'>[],
): Violation[] {
  return selected.flatMap((c): Violation[] =>
    c.approbation === 'APPROVED'
      ? [violation('CREATIVE_ALREADY_APPROVED', { name: c.name }, ['creatives'])]
      : c.approbation === 'REFUSED'
        ? [violation('CREATIVE_REFUSED_CANNOT_ACTIVATE', { name: c.name }, ['creatives'])]
        : [],
  );
}

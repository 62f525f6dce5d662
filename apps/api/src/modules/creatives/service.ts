import type { AdCreative, AdCreativeAsset, AdCreativeInput } from '../../adapters/adserver/index.ts';
import { findOwnedLineItem, type OrderCreatives } from '../orders/index.ts';
import { assetUrl, attachNewCreative, listLineItemCreatives, type CreativesDeps } from './common.ts';
import type { TCreativeView } from './schemas.ts';

export { createCreative } from './create-creative.ts';
export { updateCreatives } from './update-creatives.ts';
export { listPendingCreatives, reviewCreative, type CreativeReviewDecision } from './review.ts';
export { creativesDeps, isNativeLineItem, listLineItemCreatives, type CreativesDeps } from './common.ts';
export {
  ZCreativeDisapproveBodySchema,
  ZCreativeIdParamsSchema,
  ZCreativeReviewEntrySchema,
  ZCreativeViewSchema,
  type TCreativeReviewEntry,
  type TCreativeView,
} from './schemas.ts';

/**
 * Creatives (spec §3, §4, §5, §7): image or native ads made on one of the caller's line items, kept by the ad
 * server (file, approbation) and by the portal (owner, order, line item, review reason). The operations live one
 * per file (create-creative, update-creatives, review); this file is what other modules call — the orders module
 * for an order's detail, its readiness for approval, and its duplicate, through its port (creativesForOrders).
 */

/** The orders module's OrderCreatives port, answered by this module; server.ts plugs it in (decision 0023). */
export function creativesForOrders(deps: CreativesDeps): OrderCreatives {
  return {
    ofLineItems: (lineItemIds) => listLineItemCreatives(deps, lineItemIds),
    copy: (input) => duplicateLineItemCreatives(deps, input),
  };
}

/**
 * Copies the creatives of line items to their duplicates (POST /gam/orders/{id}/duplicate): each copy has its own
 * file and goes to review again (IN_REVIEW, as a new creative does), associated with the new line item. Deleted
 * creatives are not copied. `pairs` maps each source line item to its copy; both belong to `ownerId`, and the
 * copies to `orderId`. Returns the number of creatives copied.
 */
export async function duplicateLineItemCreatives(
  deps: CreativesDeps,
  input: {
    ownerId: number;
    orderId: number;
    pairs: readonly { fromLineItemId: number; toLineItemId: number }[];
  },
): Promise<number> {
  const sources = await listLineItemCreatives(
    deps,
    input.pairs.map((p) => p.fromLineItemId),
  );
  const ads = new Map(
    (await deps.adServer.getCreatives([...sources.values()].flat().map((c) => c.id))).map((c) => [c.id, c]),
  );
  let copied = 0;
  for (const pair of input.pairs) {
    for (const view of sources.get(pair.fromLineItemId) ?? []) {
      const ad = ads.get(view.id);
      if (!ad || ad.advertiserId !== input.ownerId) continue;
      const fileName = ad.asset ? await deps.storage.copy(ad.asset.fileName) : undefined;
      const asset = ad.asset && fileName ? { ...ad.asset, fileName, url: assetUrl(fileName) } : null;
      const copy = copyOf(ad, input.ownerId, asset);
      if (!copy) continue;
      let created: AdCreative;
      try {
        created = await deps.adServer.createCreative(copy);
      } catch (error) {
        if (fileName) await deps.storage.remove(fileName).catch(() => undefined);
        throw error;
      }
      await attachNewCreative(deps, created, {
        ownerId: input.ownerId,
        orderId: input.orderId,
        lineItemId: pair.toLineItemId,
      });
      copied += 1;
    }
  }
  return copied;
}

/** The ad server's input for a copy of a creative, with its own file; undefined for an image without a file. */
function copyOf(
  ad: AdCreative,
  advertiserId: number,
  asset: AdCreativeAsset | null,
): AdCreativeInput | undefined {
  const base = { advertiserId, name: ad.name, destinationUrl: ad.destinationUrl, size: ad.size };
  if (ad.kind === 'IMAGE') return asset ? { ...base, kind: 'IMAGE', asset } : undefined;
  const { title, text, adContentTitle, prefixText, nativeStyleId, nativeFormatId } = ad;
  return {
    ...base,
    kind: 'NATIVE',
    asset,
    title,
    text,
    adContentTitle,
    prefixText,
    nativeStyleId,
    nativeFormatId,
  };
}

/** GET /gam/creatives: the creatives of one of the caller's line items (404 for another account's). */
export async function listCreativesOfLineItem(
  deps: CreativesDeps,
  userId: number,
  orderId: number,
  lineItemId: number,
): Promise<TCreativeView[]> {
  await findOwnedLineItem(deps.db, userId, orderId, lineItemId);
  return (await listLineItemCreatives(deps, [lineItemId])).get(lineItemId) ?? [];
}

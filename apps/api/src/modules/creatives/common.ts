import {
  NATIVE_PLACEHOLDER_SIZE,
  sizeKey,
  type CreativeApprovalStatus,
  type CreativeStatus,
} from '@portal/domain';
import type { AdAssociation, AdCreative, AdLineItem, AdServer } from '../../adapters/adserver/index.ts';
import type { AssetStorage } from '../../adapters/storage/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import type { TCreativeView } from './schemas.ts';
import { findCreativeRows, insertCreativeRow, updateCreativeRow } from './store.ts';

/**
 * What the creative operations share: their dependencies, the view of a creative (spec §3) with its status, and
 * the end of every creation (association, portal row, auto-approval). A creative is kept by the ad server (file,
 * approbation) and by the portal (owner, order, line item, review reason).
 */

export interface CreativesDeps {
  db: Db;
  clock: Clock;
  adServer: AdServer;
  storage: AssetStorage;
  /** REVIEW_AUTO_APPROVE (demos): a new or edited creative is approved at once. */
  autoApprove: boolean;
}

export function creativesDeps(app: {
  database: { db: Db };
  clock: Clock;
  adServer: AdServer;
  assetStorage: AssetStorage;
  config: Config;
}): CreativesDeps {
  return {
    db: app.database.db,
    clock: app.clock,
    adServer: app.adServer,
    storage: app.assetStorage,
    autoApprove: app.config.REVIEW_AUTO_APPROVE,
  };
}

/** Where a stored asset is served (routes.ts): same origin, so the web shows it without a token. */
export function assetUrl(fileName: string): string {
  return `/api/v2/assets/${fileName}`;
}

/** A native line item books the 1x1 placeholder or names a native format (spec §3). */
export function isNativeLineItem(
  lineItem: Pick<AdLineItem, 'nativeFormatId' | 'creativePlaceholders'>,
): boolean {
  return (
    lineItem.nativeFormatId != null ||
    lineItem.creativePlaceholders.some((p) => sizeKey(p.size) === sizeKey(NATIVE_PLACEHOLDER_SIZE))
  );
}

/**
 * A creative's status (spec §3) from the ad server's approbation and its association with the line item: deleted,
 * inactive when the association is, in review until decided, active once approved, inactive when refused.
 */
export function creativeStatus(
  approbation: CreativeApprovalStatus,
  association: Pick<AdAssociation, 'status'> | undefined,
): CreativeStatus {
  if (approbation === 'DELETED_BY_USER') return 'DELETED';
  if (!association || association.status === 'INACTIVE') return 'INACTIVE';
  if (approbation === 'IN_REVIEW') return 'IN_REVIEW';
  return approbation === 'APPROVED' ? 'ACTIVE' : 'INACTIVE';
}

export function toCreativeView(
  ad: AdCreative,
  association: Pick<AdAssociation, 'lineItemId' | 'status'>,
  reviewReason: string | null | undefined,
): TCreativeView {
  const native =
    ad.kind === 'NATIVE'
      ? {
          title: ad.title,
          text: ad.text,
          adContentTitle: ad.adContentTitle,
          prefixText: ad.prefixText,
          nativeStyleId: ad.nativeStyleId,
          nativeFormatId: ad.nativeFormatId,
        }
      : {};
  return {
    id: ad.id,
    name: ad.name,
    destinationUrl: ad.destinationUrl,
    asset: ad.asset?.fileName ?? null,
    assetUrl: ad.asset ? assetUrl(ad.asset.fileName) : null,
    size: { width: ad.size.width, height: ad.size.height },
    status: creativeStatus(ad.approbation, association),
    approbation: ad.approbation,
    lineItemId: association.lineItemId,
    reviewReason: ad.approbation === 'REFUSED' ? (reviewReason ?? null) : null,
    ...native,
  };
}

/** Keeps the portal's copy of the approbation (the review queue's index) in step with the ad server's answer. */
export async function rememberApprobation(deps: CreativesDeps, ad: AdCreative): Promise<void> {
  await updateCreativeRow(deps.db, ad.id, { approbation: ad.approbation, updatedAt: deps.clock.now() });
}

/**
 * The creatives of line items, by line item id (every id present, [] when none), deleted ones left out: what an
 * order's detail shows under each line item (spec §3 Line item.creatives). A creative is on a line item when the
 * ad server associates them, so a creative an order's duplicate shares is on both. The caller has checked that
 * the line items are the user's.
 */
export async function listLineItemCreatives(
  deps: CreativesDeps,
  lineItemIds: readonly number[],
): Promise<Map<number, TCreativeView[]>> {
  const associations = await deps.adServer.getAssociationsByLineItems(lineItemIds);
  const ids = [...new Set(associations.map((a) => a.creativeId))];
  const [ads, rows] = await Promise.all([deps.adServer.getCreatives(ids), findCreativeRows(deps.db, ids)]);
  const adsById = new Map(ads.map((c) => [c.id, c]));
  const byLineItem = new Map<number, TCreativeView[]>(lineItemIds.map((id) => [id, []]));
  for (const association of associations) {
    const ad = adsById.get(association.creativeId);
    if (!ad || ad.approbation === 'DELETED_BY_USER') continue;
    const reason = rows.find((r) => r.id === ad.id)?.reviewReason;
    byLineItem.get(association.lineItemId)?.push(toCreativeView(ad, association, reason));
  }
  return byLineItem;
}

/**
 * The end of every creation: the association with the line item (a new creative is IN_REVIEW and associated,
 * issue 4), the portal's row, and the approval at once under REVIEW_AUTO_APPROVE.
 */
export async function attachNewCreative(
  deps: CreativesDeps,
  created: AdCreative,
  place: { ownerId: number; orderId: number; lineItemId: number },
): Promise<AdCreative> {
  await deps.adServer.createAssociations([{ lineItemId: place.lineItemId, creativeId: created.id }]);
  const now = deps.clock.now();
  await insertCreativeRow(deps.db, {
    id: created.id,
    ownerId: place.ownerId,
    orderId: place.orderId,
    lineItemId: place.lineItemId,
    approbation: created.approbation,
    createdAt: now,
    updatedAt: now,
  });
  if (!deps.autoApprove) return created;
  const approved = await deps.adServer.setCreativeApprobation(created.id, 'APPROVED');
  await rememberApprobation(deps, approved);
  return approved;
}

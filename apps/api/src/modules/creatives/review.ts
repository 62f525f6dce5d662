import { withAudit } from '../../platform/audit/record.ts';
import { enqueueWebhookEvent } from '../webhooks/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { cleanName } from '@portal/domain';
import { AppError } from '../../platform/errors.ts';
import { rememberApprobation, toCreativeView, type CreativesDeps } from './common.ts';
import type { TCreativeReviewEntry, TCreativeView } from './schemas.ts';
import { findCreativeRow, findPendingCreativeRows, updateCreativeRow } from './store.ts';

/**
 * The staff's review of creatives (issue 4; editors and admins, architecture.md): the queue of creatives in
 * review, and the decision, which the creative's approbation (APPROVED or REFUSED) and status (ACTIVE or INACTIVE)
 * follow. A disapproval's reason is shown to the advertiser with the creative.
 */

const QUEUE_LIMIT = 500;

/** GET /review/creatives: every account's creatives IN_REVIEW, oldest first, on the line item they were made on. */
export async function listPendingCreatives(deps: CreativesDeps): Promise<TCreativeReviewEntry[]> {
  const rows = await findPendingCreativeRows(deps.db, QUEUE_LIMIT);
  const [creatives, associations] = await Promise.all([
    deps.adServer.getCreatives(rows.map((r) => r.id)),
    deps.adServer.getAssociationsByLineItems([...new Set(rows.map((r) => r.lineItemId))]),
  ]);
  const ads = new Map(creatives.map((c) => [c.id, c]));
  const associationOf = new Map(associations.map((a) => [`${a.lineItemId}:${a.creativeId}`, a]));
  const entries: TCreativeReviewEntry[] = [];
  for (const row of rows) {
    const ad = ads.get(row.id);
    // The portal's copy says IN_REVIEW; the ad server's own value decides.
    if (ad?.approbation !== 'IN_REVIEW') continue;
    const association = associationOf.get(`${row.lineItemId}:${row.id}`);
    entries.push({
      ...toCreativeView(ad, association ?? { lineItemId: row.lineItemId, status: 'INACTIVE' }, null),
      orderId: row.orderId,
      ownerId: row.ownerId,
      ownerEmail: row.ownerEmail,
      ownerName: row.ownerName,
      orderName: row.orderName,
      createdAt: row.createdAt.toISOString(),
      // An approval clears the reason (reviewCreative): one still here is a refusal's.
      earlierRefusalReason: row.reviewReason,
    });
  }
  return entries;
}

/** A decision on a creative: the creative as it now is, and whose it is and where (for the advertiser's mail). */
export interface CreativeReviewDecision {
  creative: TCreativeView;
  ownerId: number;
  orderId: number;
  orderName: string;
}

/** POST /review/creatives/{id}/approve | disapprove {reason?}: 404 for an unknown or deleted creative. */
export async function reviewCreative(
  deps: CreativesDeps,
  reviewerId: number,
  creativeId: number,
  decision: 'approve' | 'disapprove',
  reason?: string,
): Promise<CreativeReviewDecision> {
  const row = await findCreativeRow(deps.db, creativeId);
  const ad = row ? await deps.adServer.getCreative(creativeId) : undefined;
  if (!row || !ad || ad.approbation === 'DELETED_BY_USER') {
    throw new AppError('NOT_FOUND', { message: `No such creative ${creativeId}` });
  }
  const decided = await deps.adServer.setCreativeApprobation(
    creativeId,
    decision === 'approve' ? 'APPROVED' : 'REFUSED',
  );
  const reviewReason = decision === 'approve' ? null : reason?.trim() || null;
  const now = deps.clock.now();
  const update = async (tx: Db) => {
    await updateCreativeRow(tx, creativeId, { reviewReason, reviewedBy: reviewerId, reviewedAt: now });
    // The account's webhooks (issue 32 §6), sent once this commits.
    if (decision === 'disapprove') {
      await enqueueWebhookEvent(
        tx,
        {
          accountId: row.ownerId,
          type: 'creative.refused',
          data: {
            creativeId,
            orderId: row.orderId,
            lineItemId: row.lineItemId,
            name: ad.name,
            reason: reviewReason,
          },
        },
        now,
      );
    }
  };
  await withAudit(deps.db, update, {
    operation: decision === 'approve' ? 'creative.approve' : 'creative.disapprove',
    objectType: 'creative',
    objectId: creativeId,
    orderId: row.orderId,
    before: { approbation: ad.approbation, reviewReason: row.reviewReason },
    after: { approbation: decided.approbation, reviewReason },
    subjectAccountId: row.ownerId,
  });
  await rememberApprobation(deps, decided);
  const [[association], order] = await Promise.all([
    deps.adServer.getAssociations({ lineItemId: row.lineItemId, creativeId }),
    deps.adServer.getOrder(row.orderId),
  ]);
  const creative = toCreativeView(
    decided,
    association ?? { lineItemId: row.lineItemId, status: 'INACTIVE' },
    reviewReason,
  );
  return { creative, ownerId: row.ownerId, orderId: row.orderId, orderName: cleanName(order?.name ?? '') };
}

import type { AdCreative } from '../../adapters/adserver/index.ts';
import { recordAudit, type AuditRecord } from '../../platform/audit/record.ts';
import type { Db } from '../../platform/db/client.ts';

/** The fields of a creative its audit entries compare (issue 16): what the advertiser sees of it. */
export function auditedCreative(ad: AdCreative): Record<string, unknown> {
  return {
    name: ad.name,
    destinationUrl: ad.destinationUrl,
    size: `${ad.size.width}x${ad.size.height}`,
    approbation: ad.approbation,
    assetUrl: ad.asset?.url ?? null,
    ...(ad.kind === 'NATIVE'
      ? { title: ad.title, text: ad.text, adContentTitle: ad.adContentTitle, prefixText: ad.prefixText }
      : {}),
  };
}

/**
 * The entry of a change the ad server made (it keeps creatives outside the portal's database): written right after
 * it, in a transaction of its own.
 */
export function recordCreativeChange(db: Db, record: Omit<AuditRecord, 'objectType'>): Promise<void> {
  return db.transaction((tx) => recordAudit(tx, { ...record, objectType: 'creative' }));
}

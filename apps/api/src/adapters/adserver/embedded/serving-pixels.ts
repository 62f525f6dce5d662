import path from 'node:path';
import { parsePixelTagId } from '@portal/domain';
import type { AdServing } from '../port.ts';
import type { DecisionClaims } from './decision-token.ts';
import { createFileBeaconLog, createMemoryBeaconLog, type BeaconLog } from './beacon-log.ts';
import { PixelHitRecorder } from './pixel-hits.ts';
import { Memberships } from './memberships.ts';
import { Generations } from '../../../platform/generations.ts';
import { activeConversionPixelOfTag, segmentOfPixel } from './audiences.ts';
import type { ServingContext } from './serving.ts';

/**
 * The serving side's pixels (issue 15): audience and conversion pixel hits, logged and synced to their own log,
 * then applied (pixel-hits.ts); the visitors' memberships the decisions read (memberships.ts); and the touches
 * (impressions and clicks) kept for attributing conversions.
 */

const PIXEL_ID = /^[A-Za-z0-9_-]{16}$/;
const PIXEL_CACHE_MS = 60_000;
const MAX_ORD = 200;

export interface ServingPixels extends Pick<AdServing, 'recordAudienceHit' | 'recordConversionHit'> {
  /** Each visitor's current memberships, as the decisions read them. */
  memberships: Memberships;
  open(): Promise<void>;
  close(): Promise<void>;
  /** Every acknowledged pixel hit (and touch) applied. */
  drained(): Promise<void>;
  /** A segment or a conversion pixel changed (status): hits are checked against the database again. */
  changed(): void;
  /**
   * The visitor saw or clicked the ad: kept for conversions (pixel-hits.ts applies it only for an advertiser with a
   * conversion pixel) and for the reports' reach (every advertiser's, issue 31). Logged beside the beacon, not awaited by it: a touch lost in a crash only leaves a later
   * conversion unattributed, never a count wrong.
   */
  touch(claims: DecisionClaims, visitorId: string, kind: 'I' | 'C'): void;
}

export function createServingPixels(ctx: ServingContext, dayOf: (ms: number) => string): ServingPixels {
  const log: BeaconLog = ctx.logDir
    ? createFileBeaconLog(path.join(path.dirname(ctx.logDir), 'adserver-pixels'), () => null)
    : createMemoryBeaconLog();
  const memberships: Memberships = new Memberships(ctx, () => hits.drained());
  const hits: PixelHitRecorder = new PixelHitRecorder({
    db: ctx.db,
    log,
    now: () => ctx.clock.now().getTime(),
    dayOf,
    onLogged: (logged) => {
      for (const h of logged) if (h.kind === 'P') memberships.forget(h.visitor);
    },
    onApplied: (visits) => {
      for (const v of visits) memberships.forget(v.visitor);
    },
    onError: ctx.onError,
  });
  /** What a pixel id named when last asked (a segment, a conversion pixel, or nothing), for PIXEL_CACHE_MS. */
  const pixels = new Generations<{ at: number; ref: number | null }>(50_000);
  const fresh = (cached: { at: number } | undefined, now: number) =>
    cached !== undefined && now - cached.at < PIXEL_CACHE_MS && now >= cached.at;
  async function pixelRef(
    key: string,
    now: number,
    read: () => Promise<number | null>,
  ): Promise<number | null> {
    const cached = pixels.get(key);
    if (fresh(cached, now)) return cached!.ref;
    const ref = await read();
    pixels.set(key, { at: now, ref });
    return ref;
  }

  return {
    memberships,
    open: () => hits.open(),
    async close() {
      await hits.close();
      await log.close();
    },
    drained: () => hits.drained(),
    changed() {
      pixels.clear();
      memberships.forget();
      hits.forgetCounted();
    },
    touch(claims, visitorId, kind) {
      hits
        .record({
          kind: 'T',
          lineItemId: claims.lineItemId,
          visitor: visitorId.replaceAll('-', ''),
          touch: kind,
          at: ctx.clock.now().getTime(),
          // The reports' reach by creative and region (issue 31).
          creativeId: claims.creativeId,
          region: claims.region ?? '',
        })
        .catch(ctx.onError);
    },
    recordAudienceHit(pixelId, visitorId) {
      if (!PIXEL_ID.test(pixelId)) return;
      const now = ctx.clock.now().getTime();
      const visitor = visitorId.replaceAll('-', '');
      const record = (segmentId: number | null) =>
        segmentId === null || !hits.needsRecording(segmentId, visitor, now)
          ? undefined
          : hits.record({ kind: 'P', segmentId, visitor, at: now });
      // Answered without a promise when the pixel is known and the hit needs no write (a visitor browsing the site).
      const cached = pixels.get(`P${pixelId}`);
      if (fresh(cached, now)) return record(cached!.ref);
      return pixelRef(`P${pixelId}`, now, async () => {
        const segment = await segmentOfPixel(ctx, pixelId);
        return segment?.status === 'ACTIVE' ? segment.id : null;
      }).then(record);
    },
    async recordConversionHit(tagId, visitorId, ord) {
      const tag = parsePixelTagId(tagId);
      if (tag === null) return;
      const now = ctx.clock.now().getTime();
      const pixelId = await pixelRef(`V${tag}`, now, () => activeConversionPixelOfTag(ctx, tag));
      if (pixelId === null) return;
      const visitor = visitorId.replaceAll('-', '');
      await hits.record({ kind: 'V', pixelId, visitor, ord: ord ? ord.slice(0, MAX_ORD) : null, at: now });
    },
  };
}

import type { LineItemServingFacts } from '@portal/domain';
import type {
  AdDailyStats,
  AdDayRange,
  AdGroupDailyStats,
  AdReachDimension,
  AdReachRow,
} from './port-reporting.ts';

/**
 * The ad-server port's serving side (port.ts; issue 5): what the publisher tag and the beacons of an ad server that
 * serves itself call, and what its counts answer.
 */

export interface AdRequest {
  /** Slot sizes "300x250", in the page's order. */
  sizes: string[];
  /** The first-party visitor id (cookie vid). */
  visitorId: string;
  /** 'CA-QC' from the geo header or the IP database, or null when unknown. */
  region: string | null;
  /** The visitor's city as the CDN's header or the IP database names it ('Montréal'); absent or null when unknown. */
  city?: string | null;
  /** Audience segment ids of the request (kv). */
  segmentIds: number[];
  pageUrl: string | null;
}

export interface AdSlotDecision {
  size: string;
  lineItemId: number;
  creativeId: number;
  width: number;
  height: number;
  html: string;
  impressionUrl: string;
  clickUrl: string;
}

/** A value, or a promise of it: what a hot path answers at once when it can. */
export type MaybePromise<T> = T | Promise<T>;

export interface AdServing {
  /** One answer per requested size, in order; null where no line item is eligible. */
  decide(request: AdRequest, urls: { publicUrl: string }): Promise<(AdSlotDecision | null)[]>;
  /**
   * The same decision as the answer's body, `{"slots":[…]}`, already serialized: an implementation may build it
   * quicker than `decide` and JSON.stringify (the embedded one does, from parts escaped once per creative), and
   * without a promise when it needs to wait for nothing (the embedded one, when its serving copy is current).
   */
  decideJson?(request: AdRequest, urls: { publicUrl: string }): MaybePromise<string>;
  /**
   * Counts the decision's impression once, durably; false for an unknown decision. The visitor (cookie vid), when
   * given, is remembered as having seen the ad (conversions are attributed to it).
   */
  recordImpression(decisionId: string, visitorId?: string): Promise<boolean>;
  /** Counts the decision's click once, durably; answers the destination, or undefined for an unknown decision. */
  recordClick(decisionId: string, visitorId?: string): Promise<string | undefined>;
  /** Where the decision's click goes, counting nothing (a HEAD on the click's URL), or undefined as recordClick. */
  clickDestination(decisionId: string): Promise<string | undefined>;
  /**
   * A hit on an audience pixel's tag (issue 15), durable when it resolves; an unknown pixel or an inactive segment
   * records nothing (and resolves all the same). Nothing to wait for (no promise) when the hit needs no write: the
   * pixel is known and the hit cannot change what is counted of the visitor (the domain's hitChangesVisits).
   */
  recordAudienceHit(pixelId: string, visitorId: string): Promise<void> | void;
  /**
   * A hit on a conversion pixel's tag, named by the id its tag carries (AdConversionPixel.tagId), with the
   * advertiser's transaction id; an unknown tag id records nothing.
   */
  recordConversionHit(tagId: string, visitorId: string, ord: string | null): Promise<void>;
  /** The daily counts of these line items, by line item then day; only days from..to (both included) when given. */
  getDailyStats(lineItemIds: readonly number[], range?: AdDayRange): Promise<AdDailyStats[]>;
  /**
   * The daily counts of line items summed by the database per day and group (`groups`: line item id → the caller's
   * group key), days from..to (both included), in no particular order; a group without counts on a day has no row.
   */
  getGroupedDailyStats(groups: ReadonlyMap<number, number>, range: AdDayRange): Promise<AdGroupDailyStats[]>;
  /**
   * Impressions, clicks and reach (distinct visitors) of line items over days from..to (both included), by `by`
   * (`groups`: line item id → the caller's group key, for `group`): the impressions of visitors with an id (issue 31).
   */
  getReachBreakdown(
    groups: ReadonlyMap<number, number>,
    range: AdDayRange,
    by: AdReachDimension,
  ): Promise<AdReachRow[]>;
  /**
   * What serving weighs of these line items now, in the domain's terms (issue 31, "Why isn't my ad serving?"): the
   * domain's servingReasons reads them with the predicates serving calls. Unknown ids are left out.
   */
  servingFacts(lineItemIds: readonly number[]): Promise<LineItemServingFacts[]>;
  /** The impressions of these line items summed over days from..to (both included); none for a line item without. */
  getImpressionTotals(
    lineItemIds: readonly number[],
    range: AdDayRange,
  ): Promise<{ lineItemId: number; impressions: number }[]>;
}

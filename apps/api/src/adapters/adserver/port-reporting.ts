/**
 * The ad-server port's reporting (port.ts): the daily counts and reach the portal's reports and invoices read of an
 * ad server that serves itself (AdServing).
 */

export interface AdDailyStats {
  lineItemId: number;
  /** YYYY-MM-DD in the platform time zone. */
  day: string;
  impressions: number;
  clicks: number;
  /** Conversions attributed to the line item that day (issue 15). */
  conversions: number;
}

/** A group's counts summed over its line items for one day (AdServing.getGroupedDailyStats). */
export interface AdGroupDailyStats {
  /** The caller's key of the group (an order id, say). */
  group: number;
  /** YYYY-MM-DD in the platform time zone. */
  day: string;
  impressions: number;
  clicks: number;
  conversions: number;
  /** The smallest id among the group's line items counted that day (a stable order between groups). */
  firstLineItemId: number;
}

/** Calendar days 'YYYY-MM-DD' (platform time zone), both included. */
export interface AdDayRange {
  from: string;
  to: string;
}

/** What a reach breakdown groups by: the caller's group (a campaign), a line item, a creative, a size or a region. */
export type AdReachDimension = 'group' | 'lineItem' | 'creative' | 'size' | 'region';

/** A group of a reach breakdown (AdServing.getReachBreakdown). */
export interface AdReachRow {
  /** The caller's group key, a line item or creative id (as text), a size '300x250', or a region 'CA-QC' ('' unknown). */
  key: string;
  impressions: number;
  clicks: number;
  /** Distinct visitors with an impression of the group over the range. */
  reach: number;
}

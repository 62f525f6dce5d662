import type {
  AssociationAction,
  AudienceLimits,
  CreativeApprovalStatus,
  Language,
  LineItemServingFacts,
  LineItemStatus,
  OrderStatus,
  SegmentStatus,
  TAvailabilityForecast,
  TCatalogueSegment,
  TCreative,
  TCreativePlaceholder,
  TFrequencyCap,
  TGeoTarget,
  TGeoTargetQuery,
  TNativeTemplateWithFields,
  TOrderType,
  TSize,
  TTargeting,
  UnitType,
} from '@portal/domain';

/**
 * The ad-server port (architecture.md "Ports for the outside world"): what the portal asks of an ad server, shaped
 * after Google Ad Manager's services — OrderService, LineItemService, CreativeService,
 * LineItemCreativeAssociationService, the geo and audience catalogues (PublisherQueryLanguageService's Geo_Target
 * table, AudienceSegmentService), and ForecastService. The portal keeps owner, budget and these ids in its own
 * tables; the ad server keeps the delivery side. Nothing outside adapters/ knows which implementation runs.
 *
 * Refusals are AppErrors with codes of the domain's catalogue: NOT_FOUND (an unknown id), ORDER_ARCHIVED and
 * LINE_ITEM_ARCHIVED (changing an archived object), ORDER_NOT_EDITABLE (an action its status does not allow, 409),
 * CREATIVE_ERROR (a creative that does not fit its line item), InvalidParameterException (an unknown reference).
 */

/** Instants are ISO 8601 strings (UTC) on the port, as on the wire. */
export type IsoDateTime = string;

// ---------------------------------------------------------------------------------------------------------------
// Orders (OrderService)

/** The statuses an ad server keeps on an order; delivery states (READY, DELIVERING…) live on its line items. */
export type AdOrderStatus = Extract<OrderStatus, 'DRAFT' | 'PENDING_APPROVAL' | 'APPROVED' | 'DISAPPROVED'>;

/** An order's type: the option (typeId) of the order-type custom field (customFieldId), see getOrderTypes. */
export type AdOrderTypeRef = Pick<TOrderType, 'typeId' | 'customFieldId'>;

export interface AdOrder {
  id: number;
  name: string;
  notes: string;
  /** The advertiser (company) the order and its creatives belong to: the portal's account id. */
  advertiserId: number;
  status: AdOrderStatus;
  isArchived: boolean;
  type: AdOrderTypeRef;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

export interface AdOrderInput {
  name: string;
  notes?: string;
  advertiserId: number;
  type: AdOrderTypeRef;
}

export type AdOrderUpdate = Partial<Pick<AdOrder, 'name' | 'notes'>>;

/**
 * Order actions (performOrderAction), applied to the order and its line items (spec §4: the submission status goes
 * to the order and all its line items): SUBMIT_FOR_APPROVAL from DRAFT or DISAPPROVED; APPROVE (line items READY)
 * and DISAPPROVE from PENDING_APPROVAL; ARCHIVE and UNARCHIVE set the archived flag of the order and its line items.
 */
export type AdOrderAction = 'SUBMIT_FOR_APPROVAL' | 'APPROVE' | 'DISAPPROVE' | 'ARCHIVE' | 'UNARCHIVE';

// ---------------------------------------------------------------------------------------------------------------
// Line items (LineItemService)

export interface AdLineItemStats {
  impressionsDelivered: number;
  clicksDelivered: number;
}

export interface AdLineItem {
  id: number;
  orderId: number;
  name: string;
  status: LineItemStatus;
  isArchived: boolean;
  startDateTime: IsoDateTime;
  endDateTime: IsoDateTime;
  /** The primary goal: units of unitType (impressions) to deliver. */
  units: number;
  unitType: UnitType;
  /** Cost per thousand units, in cents (3 $ CPM, spec §9). */
  costPerUnitCents: number;
  creativePlaceholders: TCreativePlaceholder[];
  frequencyCaps: TFrequencyCap[];
  nativeFormatId: number | null;
  targeting: TTargeting;
  stats: AdLineItemStats;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

export interface AdLineItemInput {
  orderId: number;
  name: string;
  startDateTime: IsoDateTime;
  endDateTime: IsoDateTime;
  units: number;
  unitType?: UnitType;
  costPerUnitCents?: number;
  creativePlaceholders: TCreativePlaceholder[];
  frequencyCaps?: TFrequencyCap[];
  nativeFormatId?: number | null;
  targeting?: TTargeting;
}

/** An update of a line item; a DISAPPROVED line item goes back to DRAFT when edited (architecture.md). */
export type AdLineItemUpdate = Partial<Omit<AdLineItemInput, 'orderId'>>;

/**
 * Line item actions (performLineItemAction): PAUSE (READY or delivering -> PAUSED) and RESUME (PAUSED -> READY),
 * by the domain's transitions; ARCHIVE and UNARCHIVE set the archived flag.
 */
export type AdLineItemAction = 'PAUSE' | 'RESUME' | 'ARCHIVE' | 'UNARCHIVE';

// ---------------------------------------------------------------------------------------------------------------
// Creatives (CreativeService)

/** Where a creative's file is kept: the name the portal stored it under and the URL it is served from. */
export interface AdCreativeAsset {
  fileName: string;
  url: string;
  mimeType?: string;
  byteSize?: number;
}

interface AdCreativeBase {
  id: number;
  advertiserId: number;
  name: string;
  destinationUrl: string;
  size: TSize;
  /** The ad server's review of the creative (spec §4 creative approval statuses); a new creative is IN_REVIEW. */
  approbation: CreativeApprovalStatus;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

export interface AdImageCreative extends AdCreativeBase {
  kind: 'IMAGE';
  asset: AdCreativeAsset;
}

/** The native extras of a creative (spec §3), named as the domain's creative names them. */
export type AdNativeFields = {
  [K in 'title' | 'text' | 'adContentTitle' | 'prefixText']: string | null;
} & { nativeStyleId: number; nativeFormatId: number };

export interface AdNativeCreative extends AdCreativeBase, AdNativeFields {
  kind: 'NATIVE';
  asset: AdCreativeAsset | null;
}

export type AdCreative = AdImageCreative | AdNativeCreative;

type CreativeInputOf<C> = Omit<C, 'id' | 'approbation' | 'createdAt' | 'updatedAt'>;
export type AdImageCreativeInput = CreativeInputOf<AdImageCreative>;
type OptionalNativeParts = 'title' | 'text' | 'adContentTitle' | 'prefixText' | 'asset';
export type AdNativeCreativeInput = Omit<CreativeInputOf<AdNativeCreative>, OptionalNativeParts> &
  Partial<Pick<AdNativeCreative, OptionalNativeParts>>;
export type AdCreativeInput = AdImageCreativeInput | AdNativeCreativeInput;

/**
 * What an update may change; the kind and the advertiser stay. Editing what a creative shows sends it back to
 * review. The native extras (template included) apply to a native creative only; a new template must be known.
 */
export type AdCreativeUpdate = Partial<
  Pick<TCreative, 'name' | 'destinationUrl' | 'size'> &
    Pick<AdNativeCreative, keyof AdNativeFields> & { asset: AdCreativeAsset }
>;

// ---------------------------------------------------------------------------------------------------------------
// Line item–creative associations (LineItemCreativeAssociationService)

export type AdAssociationStatus = 'ACTIVE' | 'INACTIVE';

export interface AdAssociation {
  lineItemId: number;
  creativeId: number;
  status: AdAssociationStatus;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

export interface AdAssociationKey {
  lineItemId: number;
  creativeId: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Forecast (ForecastService)

/** What a forecast looks at: a line item's goal, flight, sizes and targeting (lineItemId leaves its own booking out). */
export type AdLineItemSpec = Pick<
  AdLineItemInput,
  'units' | 'startDateTime' | 'endDateTime' | 'creativePlaceholders' | 'targeting' | 'frequencyCaps'
> & { lineItemId?: number };

// ---------------------------------------------------------------------------------------------------------------
// Serving (issue 5): what the publisher tag and the beacons of an ad server that serves itself call

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
  getReachBreakdown?(
    groups: ReadonlyMap<number, number>,
    range: AdDayRange,
    by: AdReachDimension,
  ): Promise<AdReachRow[]>;
  /**
   * What serving weighs of these line items now, in the domain's terms (issue 31, "Why isn't my ad serving?"): the
   * domain's servingReasons reads them with the predicates serving calls. Unknown ids are left out.
   */
  servingFacts?(lineItemIds: readonly number[]): Promise<LineItemServingFacts[]>;
  /** The impressions of these line items summed over days from..to (both included); none for a line item without. */
  getImpressionTotals(
    lineItemIds: readonly number[],
    range: AdDayRange,
  ): Promise<{ lineItemId: number; impressions: number }[]>;
}

// ---------------------------------------------------------------------------------------------------------------
// Audiences (AudienceSegmentService, first-party segments fed by a pixel) and conversion pixels (activity groups)

export interface AdAudienceSegment {
  id: number;
  advertiserId: number;
  /** The ad server's name, "<advertiser id>-<name>" (audienceServerName). */
  name: string;
  description: string;
  /** PERSONALIZED_SEGMENT_PARENT_ID. */
  parentId: number;
  pageViews: number;
  membershipExpirationDays: number;
  /** ARCHIVED: deleted by its advertiser (issue 28), its pixel back in the pool; it never comes back. */
  status: SegmentStatus;
  /** The pool's pixel the segment's tag hits. */
  pixelId: string;
  /** Current members. */
  size: number;
}

export type AdAudienceSegmentInput = Pick<
  AdAudienceSegment,
  'advertiserId' | 'name' | 'description' | 'pageViews' | 'membershipExpirationDays'
>;
export type AdAudienceSegmentUpdate = Partial<
  Pick<AdAudienceSegment, 'name' | 'description' | 'pageViews' | 'membershipExpirationDays'> & {
    status: 'ACTIVE' | 'INACTIVE';
  }
>;

export interface AdConversionPixel {
  id: number;
  activityGroupId: number;
  advertiserId: number;
  name: string;
  type: 'page_views' | 'daily_visits' | 'custom';
  impressionsLookbackDays: number;
  clicksLookbackDays: number;
  status: 'ACTIVE' | 'INACTIVE';
  totalConversions: number;
  /**
   * The id the pixel's tag carries (`/ads/v1/cv/{tagId}`): random for a pixel made since issue 28, so that nobody
   * can hit another advertiser's pixel by counting; a pixel made before keeps its decimal id, installed on sites.
   */
  tagId: string;
}

export type AdConversionPixelInput = Pick<
  AdConversionPixel,
  'advertiserId' | 'name' | 'type' | 'impressionsLookbackDays' | 'clicksLookbackDays'
>;
export type AdConversionPixelUpdate = Partial<Omit<AdConversionPixelInput, 'advertiserId'>>;

// ---------------------------------------------------------------------------------------------------------------

export interface AdServer {
  /** Opens what the implementation keeps (the embedded one replays its beacon log); before the first call. */
  start(): Promise<void>;
  /** Finishes what is under way and closes; before the database closes. */
  stop(): Promise<void>;

  // Orders
  createOrder(input: AdOrderInput): Promise<AdOrder>;
  updateOrder(orderId: number, update: AdOrderUpdate): Promise<AdOrder>;
  /** The order, or undefined when the ad server has no such order. */
  getOrder(orderId: number): Promise<AdOrder | undefined>;
  getOrders(orderIds: readonly number[]): Promise<AdOrder[]>;
  performOrderAction(orderId: number, action: AdOrderAction): Promise<AdOrder>;

  // Line items
  /** Creates the line items in one go (all or none), in the given order. */
  createLineItems(inputs: readonly AdLineItemInput[]): Promise<AdLineItem[]>;
  updateLineItem(lineItemId: number, update: AdLineItemUpdate): Promise<AdLineItem>;
  getLineItem(lineItemId: number): Promise<AdLineItem | undefined>;
  /** The line items of an order, oldest first. */
  getLineItemsByOrder(orderId: number): Promise<AdLineItem[]>;
  /** The line items of several orders in one call (a list of orders), oldest first; unknown order ids have none. */
  getLineItemsByOrders(orderIds: readonly number[]): Promise<AdLineItem[]>;
  performLineItemAction(lineItemIds: readonly number[], action: AdLineItemAction): Promise<AdLineItem[]>;

  // Creatives
  createCreative(input: AdCreativeInput): Promise<AdCreative>;
  updateCreative(creativeId: number, update: AdCreativeUpdate): Promise<AdCreative>;
  getCreative(creativeId: number): Promise<AdCreative | undefined>;
  getCreatives(creativeIds: readonly number[]): Promise<AdCreative[]>;
  /** The review's decision on a creative (APPROVED or REFUSED), or DELETED_BY_USER. */
  setCreativeApprobation(creativeId: number, approbation: CreativeApprovalStatus): Promise<AdCreative>;

  // Associations
  /**
   * Associates creatives with line items (ACTIVE, as Ad Manager does); an existing association is kept as it is.
   * The creative must be the order's advertiser's and fit one of the line item's placeholders.
   */
  createAssociations(keys: readonly AdAssociationKey[]): Promise<AdAssociation[]>;
  getAssociations(filter: { lineItemId?: number; creativeId?: number }): Promise<AdAssociation[]>;
  /** The associations of several line items in one call, by line item then creative. */
  getAssociationsByLineItems(lineItemIds: readonly number[]): Promise<AdAssociation[]>;
  /** ACTIVATE or DEACTIVATE associations (spec §4 associationAction). */
  performAssociationAction(
    keys: readonly AdAssociationKey[],
    action: AssociationAction,
  ): Promise<AdAssociation[]>;

  // Catalogues
  /** Geo targets with names in the language, filtered by the query; countries, then provinces/states, regions, cities. */
  getGeoTargets(query: TGeoTargetQuery, language: Language): Promise<TGeoTarget[]>;
  getGeoTarget(id: number, language: Language): Promise<TGeoTarget | undefined>;
  /** The audience segments under a parent (the roots for null), by rank. */
  getAudienceSegments(parentId: number | null): Promise<TCatalogueSegment[]>;
  getAudienceSegment(segmentId: number): Promise<TCatalogueSegment | undefined>;
  /**
   * The catalogue segments whose ad-server id (ad_manager_id: the value a line item's customTargeting holds) is one
   * of these; an id the catalogue does not have is left out.
   */
  getAudienceSegmentsByAdManagerIds(adManagerIds: readonly number[]): Promise<TCatalogueSegment[]>;
  getOrderTypes(): Promise<TOrderType[]>;
  getNativeTemplates(language: Language): Promise<TNativeTemplateWithFields[]>;

  // Audiences and conversion pixels (issue 15)
  /** The audience pixels left in the pool. */
  getAudiencePixelPoolCount(): Promise<number>;
  /**
   * A new ACTIVE segment holding a pixel of the pool; NO_PIXEL_AVAILABLE, AUDIENCE_NAME_NOT_UNIQUE, and, given
   * `limits`, the advertiser's share of the pool (the domain's audienceCreationRefusal: QUOTA_EXCEEDED,
   * RATE_LIMITED) decided with the pool's count, so that creations at once, from any process, never pass either.
   * The portal always gives them (audiences/service.ts); a tool seeding the ad server itself (bench) may not.
   */
  createAudienceSegment(input: AdAudienceSegmentInput, limits?: AudienceLimits): Promise<AdAudienceSegment>;
  /**
   * Archives (deletes) a segment (issue 28): its pixel goes back to the pool and its visitors are forgotten.
   * SEGMENT_IN_USE while a line item the domain's lineItemHoldsAudience keeps targets it.
   */
  archiveAudienceSegment(segmentId: number): Promise<AdAudienceSegment>;
  updateAudienceSegment(segmentId: number, update: AdAudienceSegmentUpdate): Promise<AdAudienceSegment>;
  /** The advertiser's segments, oldest first, with their current size. */
  getAudienceSegmentsOf(advertiserId: number): Promise<AdAudienceSegment[]>;
  /** Personalised segments by id (any advertiser's); unknown ids are left out. */
  getPersonalizedSegments(segmentIds: readonly number[]): Promise<AdAudienceSegment[]>;
  createConversionPixel(input: AdConversionPixelInput): Promise<AdConversionPixel>;
  updateConversionPixel(pixelId: number, update: AdConversionPixelUpdate): Promise<AdConversionPixel>;
  getConversionPixelsOf(advertiserId: number): Promise<AdConversionPixel[]>;

  // Forecast
  getAvailability(spec: AdLineItemSpec): Promise<TAvailabilityForecast>;

  /** The serving side when the ad server serves from the portal (the embedded one); null for a managed one. */
  serving: AdServing | null;
}

import type {
  AssociationAction,
  AudienceLimits,
  CreativeApprovalStatus,
  Language,
  LineItemStatus,
  OrderStatus,
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
import type { AdServing } from './port-serving.ts';
import type {
  AdAudienceSegment,
  AdAudienceSegmentInput,
  AdAudienceSegmentUpdate,
  AdConversionPixel,
  AdConversionPixelInput,
  AdConversionPixelUpdate,
} from './port-audiences.ts';

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
// Serving, reporting and audiences: in port-serving.ts, port-reporting.ts and port-audiences.ts, named from here too.

export type * from './port-serving.ts';
export type * from './port-reporting.ts';
export type * from './port-audiences.ts';

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

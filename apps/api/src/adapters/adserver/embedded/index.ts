import { AUDIENCE_PIXEL_POOL_SIZE_DEFAULT } from '@portal/domain';
import type { Db } from '../../../platform/db/client.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { AdAssociationKey, AdServer } from '../port.ts';
import { loadCatalogues, localizeNativeTemplate } from './catalogues.ts';
import type { EmbeddedContext } from './context.ts';
import {
  createAssociations,
  createCreative,
  getAssociations,
  getAssociationsOfLineItems,
  getCreatives,
  performAssociationAction,
  setCreativeApprobation,
  updateCreative,
} from './creatives.ts';
import {
  createLineItems,
  createOrder,
  getLineItemsOfOrder,
  getLineItemsOfOrders,
  performLineItemAction,
  performOrderAction,
  updateLineItem,
  updateOrder,
} from './orders.ts';
import { findLineItem, findOrder, findOrders, toLineItem, toOrder } from './store.ts';
import { createServing } from './serving.ts';
import type { SharedCounts } from './shared-counts.ts';
import type { ServingScope } from './serving-read.ts';
import { forecastAvailability } from './forecast.ts';
import {
  archiveAudienceSegment,
  audienceSegmentsOf,
  conversionPixelsOf,
  createAudienceSegment,
  createConversionPixel,
  personalizedSegments,
  pixelPoolCount,
  updateAudienceSegment,
  updateConversionPixel,
} from './audiences.ts';

/**
 * The embedded ad server: the default implementation of the port, kept in the portal's own database (tables
 * adserver_*) with its catalogues read from ./data. Every call reads the database, so two instances over one
 * database (several API processes) see the same state. Serving and delivery are in serving.ts (issue 5); each process
 * keeps its beacon log in its own data directory.
 */
export function createEmbeddedAdServer(
  db: Db,
  clock: Clock,
  opts: {
    timeZone?: string;
    logDir?: string | null;
    sharedDatabase?: boolean;
    onError?: (error: unknown) => void;
    /** AUDIENCE_PIXEL_POOL_SIZE. */
    audiencePixelPoolSize?: number;
    /** With REDIS_URL: the counts every process shares (issue 30). */
    shared?: ((owner: string) => SharedCounts) | null;
    /** What other processes announce (Database.onAnnounce, issue 30 §4). */
    onAnnounce?: (channel: string, listener: (payload: string) => void) => void;
  } = {},
): AdServer {
  const ctx: EmbeddedContext = { db, clock, catalogues: loadCatalogues() };
  const servingCtx = {
    ...ctx,
    timeZone: opts.timeZone ?? 'America/Toronto',
    logDir: opts.logDir ?? null,
    sharedDatabase: opts.sharedDatabase ?? false,
    shared: opts.shared ?? null,
    onAnnounce: opts.onAnnounce,
    onError: opts.onError ?? ((error: unknown) => console.error('ad server:', error)),
  };
  const serving = createServing(servingCtx);
  const { geo, segments, nativeTemplates, orderTypes } = ctx.catalogues;
  /** A change that may alter what serves: the line items it touched (its scope) are read again. */
  const changing =
    <A extends unknown[], R>(f: (...args: A) => Promise<R>, scope: (first: NoInfer<A>[0]) => ServingScope) =>
    async (...args: A): Promise<R> => {
      const result = await f(...args);
      await serving.invalidate(scope(args[0]));
      return result;
    };
  const ofKeys = (keys: readonly AdAssociationKey[]): ServingScope => ({
    lineItemIds: keys.map((k) => k.lineItemId),
  });
  const poolSize = opts.audiencePixelPoolSize ?? AUDIENCE_PIXEL_POOL_SIZE_DEFAULT;
  /** A change of a segment or pixel: what hits record and who belongs are read again. */
  const pixelChange =
    <A extends unknown[], R>(f: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await f(...args);
      serving.pixelsChanged();
      return result;
    };
  return {
    start: () => serving.open(),
    stop: () => serving.close(),
    createOrder: (input) => createOrder(ctx, input),
    updateOrder: (orderId, update) => updateOrder(ctx, orderId, update),
    getOrder: async (orderId) => {
      await serving.settle();
      const row = await findOrder(db, orderId);
      return row && toOrder(row);
    },
    getOrders: async (orderIds) => {
      await serving.settle();
      return (await findOrders(db, [...new Set(orderIds)])).map(toOrder);
    },
    performOrderAction: changing(
      (orderId, action) => performOrderAction(ctx, orderId, action),
      (orderId) => ({ orderIds: [orderId] }),
    ),

    createLineItems: (inputs) => createLineItems(ctx, inputs),
    updateLineItem: changing(
      (lineItemId, update) => updateLineItem(ctx, lineItemId, update),
      (lineItemId) => ({ lineItemIds: [lineItemId] }),
    ),
    getLineItem: async (lineItemId) => {
      await serving.settle();
      const row = await findLineItem(db, lineItemId);
      return row && toLineItem(row);
    },
    getLineItemsByOrder: async (orderId) => {
      await serving.settle();
      return getLineItemsOfOrder(ctx, orderId);
    },
    getLineItemsByOrders: async (orderIds) => {
      await serving.settle();
      return getLineItemsOfOrders(ctx, orderIds);
    },
    performLineItemAction: changing(
      (lineItemIds, action) => performLineItemAction(ctx, lineItemIds, action),
      (lineItemIds) => ({ lineItemIds }),
    ),

    createCreative: (input) => createCreative(ctx, input),
    updateCreative: changing(
      (creativeId, update) => updateCreative(ctx, creativeId, update),
      (creativeId) => ({ creativeIds: [creativeId] }),
    ),
    getCreative: async (creativeId) => (await getCreatives(ctx, [creativeId]))[0],
    getCreatives: (creativeIds) => getCreatives(ctx, creativeIds),
    setCreativeApprobation: changing(
      (creativeId, approbation) => setCreativeApprobation(ctx, creativeId, approbation),
      (creativeId) => ({ creativeIds: [creativeId] }),
    ),

    createAssociations: changing((keys) => createAssociations(ctx, keys), ofKeys),
    getAssociations: (filter) => getAssociations(ctx, filter),
    getAssociationsByLineItems: (lineItemIds) => getAssociationsOfLineItems(ctx, lineItemIds),
    performAssociationAction: changing((keys, action) => performAssociationAction(ctx, keys, action), ofKeys),

    getGeoTargets: async (query, language) => geo.query(query, language),
    getGeoTarget: async (id, language) => geo.get(id, language),
    getAudienceSegments: async (parentId) => segments.childrenOf(parentId),
    getAudienceSegment: async (segmentId) => segments.get(segmentId),
    getAudienceSegmentsByAdManagerIds: async (adManagerIds) =>
      [...new Set(adManagerIds)].flatMap((id) => segments.getByAdManagerId(id) ?? []),
    getOrderTypes: async () => orderTypes.map((t) => ({ ...t })),
    getNativeTemplates: async (language) => nativeTemplates.map((t) => localizeNativeTemplate(t, language)),

    getAudiencePixelPoolCount: () => pixelPoolCount(ctx, poolSize),
    createAudienceSegment: pixelChange((input, limits) =>
      createAudienceSegment(ctx, poolSize, input, limits),
    ),
    archiveAudienceSegment: pixelChange((id) => archiveAudienceSegment(ctx, id)),
    updateAudienceSegment: pixelChange((id, update) => updateAudienceSegment(ctx, id, update)),
    getAudienceSegmentsOf: async (advertiserId) => {
      await serving.settleHits();
      return audienceSegmentsOf(ctx, advertiserId);
    },
    getPersonalizedSegments: async (ids) => {
      await serving.settleHits();
      return personalizedSegments(ctx, ids);
    },
    createConversionPixel: pixelChange((input) => createConversionPixel(ctx, input)),
    updateConversionPixel: pixelChange((id, update) => updateConversionPixel(ctx, id, update)),
    getConversionPixelsOf: async (advertiserId) => {
      await serving.settleHits();
      return conversionPixelsOf(ctx, advertiserId);
    },

    getAvailability: async (spec) => {
      await serving.settle();
      await serving.flushVolume();
      return forecastAvailability(servingCtx, spec);
    },

    serving,
  };
}

// The creatives module's face (decision 0023): what other modules and server.ts use of it.
export { creativesRoutes } from './routes.ts';
export {
  creativesDeps,
  type CreativesDeps,
  creativesForOrders,
  listLineItemCreatives,
  listPendingCreatives,
  reviewCreative,
  type TCreativeReviewEntry,
  type TCreativeView,
  ZCreativeDisapproveBodySchema,
  ZCreativeIdParamsSchema,
  ZCreativeReviewEntrySchema,
  ZCreativeViewSchema,
} from './service.ts';
export { MULTIPART_LIMITS } from './multipart.ts';

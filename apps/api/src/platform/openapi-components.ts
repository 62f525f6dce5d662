import { z } from 'zod';
import {
  ZAdminUserSchema,
  ZAgencySchema,
  ZApiErrorSchema,
  ZApiKeySchema,
  ZAuditEntrySchema,
  ZCompanyInfoSchema,
  ZConversionPixelSchema,
  ZCreativeSchema,
  ZDataExportSchema,
  ZInvoiceSchema,
  ZLineItemSchema,
  ZMetricRowSchema,
  ZOrderSchema,
  ZPaymentMethodSchema,
  ZPersonalizedSegmentSchema,
  ZUserInfoSchema,
  ZVoucherSchema,
  ZWebhookDeliverySchema,
  ZWebhookEndpointSchema,
} from '@portal/domain';

/**
 * The domain's entities as named component schemas of the OpenAPI document (issue 32 §2): the same zod schemas the
 * routes validate and serialize with (one source), given a name here; wherever a route's schema holds one of them,
 * the document says `$ref: '#/components/schemas/<name>'` (fastify-type-provider-zod's registry support). Only
 * objects: an enum registered here would lose its `null` where a field is nullable.
 */
export const OPENAPI_COMPONENTS: ReadonlyArray<readonly [z.ZodType, string]> = [
  [ZApiErrorSchema, 'Error'],
  [ZOrderSchema, 'Order'],
  [ZLineItemSchema, 'LineItem'],
  [ZCreativeSchema, 'Creative'],
  [ZPersonalizedSegmentSchema, 'Audience'],
  [ZConversionPixelSchema, 'ConversionPixel'],
  [ZInvoiceSchema, 'Invoice'],
  [ZUserInfoSchema, 'User'],
  [ZCompanyInfoSchema, 'Company'],
  [ZPaymentMethodSchema, 'PaymentMethod'],
  [ZMetricRowSchema, 'MetricRow'],
  [ZVoucherSchema, 'Voucher'],
  [ZApiKeySchema, 'ApiKey'],
  [ZWebhookEndpointSchema, 'WebhookEndpoint'],
  [ZWebhookDeliverySchema, 'WebhookDelivery'],
  [ZAuditEntrySchema, 'AuditEntry'],
  [ZDataExportSchema, 'DataExport'],
  [ZAgencySchema, 'Agency'],
  [ZAdminUserSchema, 'AdminUser'],
];

let registered = false;

/**
 * The registry the document's transforms read: zod's global one, where `.meta()` and `.describe()` keep what the
 * schemas say of themselves (the phone's pattern), with the components' names added once per process.
 */
export function openApiRegistry(): typeof z.globalRegistry {
  if (!registered) {
    registered = true;
    for (const [schema, id] of OPENAPI_COMPONENTS) {
      if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
    }
  }
  return z.globalRegistry;
}

import { z } from 'zod';
import { ZCreativeCreateFieldsSchema } from '@portal/domain';

/**
 * What the OpenAPI document cannot read from the routes' schemas, for the routes that were there before the
 * contract (issue 32 §2), by "METHOD /path/{param}": the catalogue's codes each answers beyond the defaults
 * (openapi-contract.ts derives those from the route's shape), its file answers, its multipart form. A new route says
 * the same in its own schema (`errors`, `files`, `formData`, `formFiles`); both are merged. The API tests fail on an
 * answer whose code or status the document does not list (test/conformance.ts).
 */
export interface RouteDeclaration {
  summary?: string;
  errors?: readonly string[];
  files?: Readonly<Record<string, 'binary' | 'text'>>;
  formData?: z.ZodObject;
  formFiles?: readonly string[];
  /** Answers that are not Fastify's (a redirect, a pixel written by the ad server's front). */
  responses?: Record<string, unknown>;
}

const gif = {
  '200': {
    description: 'A 1×1 GIF',
    content: { 'image/gif': { schema: { type: 'string', format: 'binary' } } },
  },
};

/** PUT /gam/creatives: orderId, lineItemId and the creatives as a JSON list in a text part. */
const ZCreativeUpdateFormSchema = z.object({
  orderId: z.string().describe('The order id'),
  lineItemId: z.string().describe('The line item id'),
  creatives: z
    .string()
    .describe('A JSON list: {id, approbation, associationAction} to change a status, or a creative edited'),
});

export const ROUTE_DECLARATIONS: Readonly<Record<string, RouteDeclaration>> = {
  // Files.
  'GET /api/v2/invoices/{id}/pdf': { files: { 'application/pdf': 'binary' } },
  'GET /api/v2/user/export/{id}/download': {
    files: { 'application/zip': 'binary' },
    errors: ['EXPORT_EXPIRED'],
  },
  'GET /api/v2/assets/{name}': {
    files: { 'image/png': 'binary', 'image/jpeg': 'binary', 'image/gif': 'binary' },
  },
  'GET /api/v2/metric/orders': { files: { 'text/csv': 'text' }, errors: ['INVALID_DATES'] },
  'GET /api/v2/metric/breakdown': { files: { 'text/csv': 'text' }, errors: ['INVALID_DATES'] },
  // Multipart forms the route reads itself (creatives/multipart.ts).
  'POST /api/v2/gam/creatives': { formData: ZCreativeCreateFieldsSchema, formFiles: ['asset'] },
  'PUT /api/v2/gam/creatives': { formData: ZCreativeUpdateFormSchema, formFiles: ['asset'] },
  // The ad server's public calls (answered by its front, decision 0007).
  'GET /ads/tag.js': {
    summary: "The publisher tag: a page's script that asks for ads and counts them",
    files: { 'application/javascript': 'text' },
  },
  'GET /ads/demo': { summary: 'A demonstration publisher page', files: { 'text/html': 'text' } },
  'GET /ads/demo/advertiser': {
    summary: 'A demonstration advertiser page (its audience and conversion tags)',
    files: { 'text/html': 'text' },
  },
  'GET /ads/v1/i/{id}': { summary: "An impression's beacon (a signed id)", responses: gif },
  'GET /ads/v1/c/{id}': {
    summary: "A click (a signed id): redirects to the creative's destination",
    responses: {
      '302': {
        description: "To the creative's destination",
        headers: { Location: { schema: { type: 'string', format: 'uri' } } },
      },
    },
  },
  'GET /ads/v1/px/{pixelId}': { summary: "An audience pixel's hit", responses: gif },
  'GET /ads/v1/cv/{id}': { summary: "A conversion pixel's hit", responses: gif },
};

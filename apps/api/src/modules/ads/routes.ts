import type { FastifyInstance } from 'fastify';
import { advertiserDemoPage } from './advertiser-demo.ts';
import { demoPage, PUBLISHER_TAG_JS } from './publisher-tag.ts';
import type { AdsFront } from './front.ts';

/**
 * The ad server's public endpoints (issue 5), outside /api/v2: the tag, the demo page, the decision a publisher tag
 * asks for, and the impression and click beacons. They serve publisher pages of any origin, so their answers may be
 * read and loaded cross-origin; the visitor id cookie `vid` is the ad server's own (first-party to it).
 * The decision and the beacons are answered by the lean front (front.ts), which the HTTP server calls before
 * Fastify; their routes here hand over to it, so that requests reaching Fastify (`inject`) are answered the same way.
 */
export const adsRoutes =
  (front: AdsFront) =>
  async (app: FastifyInstance): Promise<void> => {
    // The portal's security headers (a page's CSP above all) mean nothing on a script, a JSON answer, a GIF or a
    // redirect: these routes send what they need.
    // Nor are their requests logged one by one at `info`: thousands a second would drown the portal's own lines.
    const bare = { config: { securityHeaders: false }, logLevel: 'warn' } as const;
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('x-content-type-options', 'nosniff');
      done(null, payload);
    });

    app.get('/ads/tag.js', bare, async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=300')
        .type('application/javascript; charset=utf-8')
        .send(PUBLISHER_TAG_JS),
    );

    // The page says where the ad server locates its visitor (issue 31 §2), so it is never cached.
    app.get('/ads/demo', async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(demoPage(front.locate(request.raw))),
    );

    app.get('/ads/demo/advertiser', async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(advertiserDemoPage(request.query as Record<string, unknown>)),
    );

    app.get('/ads/v1/decide', { ...bare, schema: { hide: true } }, (request, reply) => {
      reply.hijack();
      front.decide(request.raw, reply.raw, request.query as Record<string, unknown>);
    });

    app.get('/ads/v1/i/:id', bare, (request, reply) => {
      reply.hijack();
      front.impression(request.raw, reply.raw, (request.params as { id: string }).id);
    });

    app.get('/ads/v1/c/:id', bare, (request, reply) => {
      reply.hijack();
      front.click(request.raw, reply.raw, (request.params as { id: string }).id);
    });

    // Audience and conversion pixels (issue 15): a 1×1 GIF whatever the id.
    app.get('/ads/v1/px/:pixelId', bare, (request, reply) => {
      reply.hijack();
      front.audienceHit(request.raw, reply.raw, (request.params as { pixelId: string }).pixelId);
    });

    app.get('/ads/v1/cv/:id', bare, (request, reply) => {
      reply.hijack();
      front.conversionHit(
        request.raw,
        reply.raw,
        (request.params as { id: string }).id,
        request.query as Record<string, unknown>,
      );
    });
  };

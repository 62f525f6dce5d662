import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { AdServing } from '../../adapters/adserver/index.ts';
import { DEMO_PAGE_HTML, PUBLISHER_TAG_JS } from './publisher-tag.ts';

/**
 * The ad server's public endpoints (issue 5), outside /api/v2: the decision a publisher tag asks for, and the
 * impression and click beacons. They serve publisher pages of any origin, so their answers may be read and loaded
 * cross-origin; the visitor id cookie `vid` is the ad server's own (first-party to it).
 */

const VID_COOKIE = 'vid';
const VID_MAX_AGE_S = 395 * 24 * 60 * 60;
const MAX_SLOTS = 20;
const SIZE = /^\d{1,4}x\d{1,4}$/;
const REGION = /^[A-Z]{2}-[A-Z0-9]{1,3}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A transparent 1×1 GIF. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const ZDecideQuery = z.object({
  sizes: z.string().max(400),
  url: z.string().max(2048).optional(),
  kv: z.string().max(400).optional(),
});

function parseSizes(value: string): string[] {
  const sizes = value.split(',').map((s) => s.trim().toLowerCase());
  if (sizes.length > MAX_SLOTS || sizes.some((s) => !SIZE.test(s))) {
    throw new AppError('InvalidParameterException', { message: 'sizes: WIDTHxHEIGHT,… (at most 20)' });
  }
  return sizes;
}

/** Segment ids from kv: "123,456" (or "seg=123,456"). */
const parseSegments = (kv: string | undefined) =>
  (kv ?? '')
    .split(/[,;&]/)
    .map((part) => Number(part.replace(/^.*[=:]/, '').trim()))
    .filter((n) => Number.isSafeInteger(n) && n > 0);

function regionOf(request: FastifyRequest, header: string | undefined): string | null {
  if (!header) return null;
  const value = request.headers[header];
  const region = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return region && REGION.test(region) ? region : null;
}

function visitorOf(request: FastifyRequest, reply: FastifyReply): string {
  const current = request.cookies[VID_COOKIE];
  if (current && UUID.test(current)) return current;
  const vid = randomUUID();
  const secure = request.protocol === 'https';
  reply.setCookie(VID_COOKIE, vid, {
    path: '/',
    maxAge: VID_MAX_AGE_S,
    httpOnly: true,
    // A publisher page on another site calls the ad server: the cookie must travel cross-site (over HTTPS).
    sameSite: secure ? 'none' : 'lax',
    secure,
  });
  return vid;
}

function allowPublisherOrigin(request: FastifyRequest, reply: FastifyReply): void {
  const origin = request.headers.origin;
  if (origin) {
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    reply.header('vary', 'Origin');
  }
}

function servingOf(app: FastifyInstance): AdServing {
  const serving = app.adServer.serving;
  if (!serving) throw new AppError('NOT_FOUND', { message: 'The ad server does not serve from the portal' });
  return serving;
}

export async function adsRoutes(app: FastifyInstance): Promise<void> {
  const publicUrl = app.config.PUBLIC_URL.replace(/\/$/, '');
  // The portal's helmet headers (a page's CSP above all) mean nothing on a script, a JSON answer, a GIF or a
  // redirect, and building them costs the decision a third of its time: these routes send what they need.
  // Nor are their requests logged one by one at `info`: thousands a second would drown the portal's own lines.
  const bare = { helmet: false, logLevel: 'warn' } as const;
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

  app.get('/ads/demo', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(DEMO_PAGE_HTML),
  );

  app.get(
    '/ads/v1/decide',
    { ...bare, schema: { querystring: ZDecideQuery, hide: true } },
    async (request, reply) => {
      const query = request.query as z.infer<typeof ZDecideQuery>;
      const sizes = parseSizes(query.sizes);
      allowPublisherOrigin(request, reply);
      const slots = await servingOf(app).decide(
        {
          sizes,
          visitorId: visitorOf(request, reply),
          region: regionOf(request, app.config.GEO_HEADER),
          segmentIds: parseSegments(query.kv),
          pageUrl: query.url ?? null,
        },
        { publicUrl },
      );
      reply.header('cache-control', 'no-store');
      return { slots };
    },
  );

  app.get('/ads/v1/i/:id', bare, async (request, reply) => {
    const { id } = request.params as { id: string };
    await servingOf(app).recordImpression(id);
    return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL_GIF);
  });

  app.get('/ads/v1/c/:id', bare, async (request, reply) => {
    const { id } = request.params as { id: string };
    const destination = await servingOf(app).recordClick(id);
    if (!destination) throw new AppError('NOT_FOUND', { message: 'No such ad' });
    return reply.header('cache-control', 'no-store').redirect(destination, 302);
  });
}

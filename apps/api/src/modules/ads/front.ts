import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery, unescape as qsUnescape } from 'node:querystring';
import { z } from 'zod';
import { parsePixelTagId, toFieldErrors } from '@portal/domain';
import { AppError } from '../../platform/errors.ts';
import type { AdRequest, AdServing } from '../../adapters/adserver/index.ts';
import type { LocateIp } from '../../adapters/geoip/index.ts';
import type { RawHandler } from '../../platform/http-server.ts';

/**
 * The ad server's hot endpoints (issue 5) — the decision and the impression and click beacons — answered on Node's
 * own request and response, ahead of the portal's Fastify pipeline (decision 0007). A publisher's pages call them
 * thousands of times a second, and the portal's pipeline (cookie plugin, request id, hooks, per-request logger,
 * schema validation) cost more than the ad work itself. The HTTP server hands them here first (server.ts); the
 * Fastify routes of the same paths (routes.ts) hand over to the same functions, so `inject` and HEAD behave alike.
 */

export interface AdsFrontDeps {
  /** The serving side, or null when a managed ad server serves (the endpoints then answer 404). */
  serving: AdServing | null;
  /** PUBLIC_URL without its trailing slash: the beacons' and assets' base. */
  publicUrl: string;
  /** The request header naming the visitor's region (GEO_HEADER, lower case), if any. */
  geoHeader: string | undefined;
  /** The header naming the visitor's country, for a region header without it ('QC'; GEO_COUNTRY_HEADER). */
  geoCountryHeader?: string | undefined;
  /** The header naming the visitor's city (GEO_CITY_HEADER, lower case), if any. */
  geoCityHeader?: string | undefined;
  /** Locates a visitor the headers did not (the IP database, GEO_IP_DATABASE); none: headers only. */
  locateIp?: LocateIp | null;
  /** X-Forwarded-Proto is believed only behind a trusted proxy (TRUST_PROXY). */
  trustProxy: boolean;
  /** True once the portal is shutting down: new requests are left to Fastify (its 503), answers close their connection. */
  closing: () => boolean;
  onError: (error: unknown) => void;
}

const VID_COOKIE = /(?:^|;)\s*vid=([^;]*)/;
const VID_MAX_AGE_S = 395 * 24 * 60 * 60;
const MAX_SLOTS = 20;
const SIZE_LISTS_KEPT = 1000;
const SIZE = /^\d{1,4}x\d{1,4}$/;
const REGION = /^[A-Z]{2}-[A-Z0-9]{1,3}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A transparent 1×1 GIF. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The decision's query; checked by hand on the hot path, by this schema (for its worded errors) when it fails. */
export const ZDecideQuery = z.object({
  sizes: z.string().max(400),
  url: z.string().max(2048).optional(),
  kv: z.string().max(400).optional(),
});
type DecideQuery = z.infer<typeof ZDecideQuery>;

/** Segment ids from kv: "123,456" (or "seg=123,456"). */
const parseSegments = (kv: string | undefined): number[] =>
  !kv
    ? []
    : kv
        .split(/[,;&]/)
        .map((part) => Number(part.replace(/^.*[=:]/, '').trim()))
        .filter((n) => Number.isSafeInteger(n) && n > 0);

/** A query value as `querystring.parse` decodes it. */
const decodeValue = (raw: string) =>
  raw.includes('%') || raw.includes('+') ? qsUnescape(raw.replaceAll('+', ' ')) : raw;

/**
 * A query string as `querystring.parse` reads it, without its general machinery: pairs split once, a value decoded only
 * when it holds `%` or `+`. What this does not read alike (a repeated or encoded key, a key without `=`) it leaves:
 * null, for `querystring.parse`. The value of the key `raw` is left as sent (see `DecisionRequest`).
 */
function readPairs(qs: string, raw?: string): Record<string, string> | null {
  const query: Record<string, string> = {};
  if (qs === '') return query;
  let start = 0;
  while (start <= qs.length) {
    let end = qs.indexOf('&', start);
    if (end < 0) end = qs.length;
    if (end > start) {
      const eq = qs.indexOf('=', start);
      if (eq < 0 || eq > end) return null;
      const key = qs.slice(start, eq);
      if (key === '' || key.includes('%') || key.includes('+') || key in query) return null;
      const value = qs.slice(eq + 1, end);
      query[key] = key === raw ? value : decodeValue(value);
    }
    start = end + 1;
  }
  return query;
}

/** A query string as `querystring.parse` reads it. */
export const readQuery = (qs: string): Record<string, unknown> => readPairs(qs) ?? parseQuery(qs);

/** The page URL is at most 2,048 characters; an encoded one is never shorter than the URL it decodes to. */
const urlFits = (url: string, encoded: boolean) =>
  url.length <= 2048 || (encoded && decodeValue(url).length <= 2048);

/**
 * The decision's request. Its page URL is read by no ad server the portal has (the embedded one ignores it), and
 * decoding it was a tenth of the decision's own work: it is decoded when asked.
 */
class DecisionRequest implements AdRequest {
  constructor(
    readonly sizes: string[],
    readonly visitorId: string,
    readonly region: string | null,
    readonly city: string | null,
    readonly segmentIds: number[],
    private readonly url: string | undefined,
    private readonly urlEncoded: boolean,
  ) {}

  get pageUrl(): string | null {
    if (this.url === undefined) return null;
    return this.urlEncoded ? decodeValue(this.url) : this.url;
  }
}

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * A city header's value as a name: Node reads header bytes as Latin-1, so a CDN's UTF-8 'Montréal' arrives as
 * 'MontrÃ©al' and is read again as UTF-8; a percent-encoded one is decoded. Empty or too long: unknown.
 */
function cityName(value: string | undefined): string | null {
  let name = value?.trim();
  if (!name || name.length > 100) return null;
  if (/[\u0080-\u00ff]/.test(name)) {
    const utf8 = Buffer.from(name, 'latin1').toString('utf8');
    if (!utf8.includes('\ufffd')) name = utf8;
  }
  if (name.includes('%')) {
    try {
      name = decodeURIComponent(name);
    } catch {
      return null;
    }
  }
  return name;
}

/** Headers every answer of these endpoints carries: publisher pages of any origin load them. */
function baseHeaders(req: IncomingMessage, closing: boolean): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {
    'cache-control': 'no-store',
    'cross-origin-resource-policy': 'cross-origin',
    'x-content-type-options': 'nosniff',
  };
  const origin = req.headers.origin;
  if (origin) {
    headers['access-control-allow-origin'] = origin;
    headers['access-control-allow-credentials'] = 'true';
    headers.vary = 'Origin';
  }
  if (closing) headers.connection = 'close';
  return headers;
}

/** A JSON answer: one write of the head and the body together. */
function send(res: ServerResponse, status: number, headers: Record<string, string | string[]>, body: string) {
  headers['content-type'] = 'application/json; charset=utf-8';
  headers['content-length'] = String(Buffer.byteLength(body));
  res.writeHead(status, headers);
  res.end(body);
}

export interface AdsFront {
  /** Answers the request when it is one of the hot endpoints (GET or HEAD); false leaves it to Fastify. */
  handle: RawHandler;
  /** Where the request's visitor is, as a decision locates them (the demo page says it). */
  locate(req: IncomingMessage): { region: string | null; city: string | null };
  /** `urlEncoded`: the query's `url` is still percent-encoded (the lean path's reading). */
  decide(
    req: IncomingMessage,
    res: ServerResponse,
    query: Record<string, unknown>,
    urlEncoded?: boolean,
  ): void;
  impression(req: IncomingMessage, res: ServerResponse, id: string): void;
  click(req: IncomingMessage, res: ServerResponse, id: string): void;
  /** An audience pixel hit (issue 15): the GIF, recorded unless the visitor asks not to be tracked. */
  audienceHit(req: IncomingMessage, res: ServerResponse, pixelId: string): void;
  /** A conversion pixel hit, with the advertiser's transaction id `ord`. */
  conversionHit(req: IncomingMessage, res: ServerResponse, id: string, query: Record<string, unknown>): void;
}

/** Sec-GPC: 1 or DNT: 1: the visitor asks not to be tracked; a pixel answers and records nothing. */
const optedOut = (req: IncomingMessage) =>
  headerValue(req.headers['sec-gpc'])?.trim() === '1' || headerValue(req.headers.dnt)?.trim() === '1';

export function createAdsFront(deps: AdsFrontDeps): AdsFront {
  const { serving, publicUrl, geoHeader, geoCountryHeader, geoCityHeader, locateIp } = deps;
  const urls = { publicUrl };

  function fail(req: IncomingMessage, res: ServerResponse, error: unknown): void {
    if (res.headersSent) {
      deps.onError(error);
      res.destroy();
      return;
    }
    const appError =
      error instanceof AppError ? error : new AppError('INTERNAL_ERROR', { message: 'An error occurred' });
    if (appError.status >= 500) deps.onError(error);
    const { code, message, fields } = appError;
    send(
      res,
      appError.status,
      baseHeaders(req, deps.closing()),
      JSON.stringify({ error: { code, message, fields } }),
    );
  }

  /**
   * Runs an endpoint: 404 without a serving side, the error envelope for any failure, thrown at once or later (work
   * that needs to wait for nothing answers without a promise).
   */
  function run(
    req: IncomingMessage,
    res: ServerResponse,
    work: (s: AdServing) => Promise<void> | void,
  ): void {
    if (!serving) {
      fail(req, res, new AppError('NOT_FOUND', { message: 'The ad server does not serve from the portal' }));
      return;
    }
    try {
      work(serving)?.catch((error: unknown) => fail(req, res, error));
    } catch (error) {
      fail(req, res, error);
    }
  }

  function locale(req: IncomingMessage): 'fr' | 'en' {
    const header = headerValue(req.headers['language']) ?? headerValue(req.headers['accept-language']) ?? '';
    return header.toLowerCase().startsWith('en') ? 'en' : 'fr';
  }

  /** The query when it is well-formed; else throws the worded InvalidParameterException. */
  function decideQuery(
    req: IncomingMessage,
    query: Record<string, unknown>,
    urlEncoded: boolean,
  ): DecideQuery & { list: string[] } {
    const { sizes, url, kv } = query;
    const wellTyped =
      typeof sizes === 'string' &&
      sizes.length <= 400 &&
      (url === undefined || (typeof url === 'string' && urlFits(url, urlEncoded))) &&
      (kv === undefined || (typeof kv === 'string' && kv.length <= 400));
    if (!wellTyped) {
      const parsed = ZDecideQuery.safeParse(
        urlEncoded && typeof url === 'string' ? { ...query, url: decodeValue(url) } : query,
      );
      const fields = parsed.success ? undefined : toFieldErrors(parsed.error, locale(req));
      throw new AppError('InvalidParameterException', { message: 'Invalid input', fields });
    }
    let list = sizeLists.get(sizes);
    if (!list) {
      list = sizes.split(',').map((s) => s.trim().toLowerCase());
      if (list.length > MAX_SLOTS || list.some((s) => !SIZE.test(s))) {
        throw new AppError('InvalidParameterException', {
          message: 'sizes: WIDTHxHEIGHT,… (at most 20)',
          fields: { sizes: ['WIDTHxHEIGHT,… (at most 20)'] },
        });
      }
      if (sizeLists.size >= SIZE_LISTS_KEPT) sizeLists.clear();
      sizeLists.set(sizes, Object.freeze(list) as string[]);
    }
    return { sizes, url, kv, list } as DecideQuery & { list: string[] };
  }

  /**
   * Well-formed `sizes` read before, and their list (frozen: every decision of the same sizes shares it). Publishers'
   * pages ask for a few combinations, over and over.
   */
  const sizeLists = new Map<string, string[]>();

  function regionHeader(req: IncomingMessage): string | null {
    if (!geoHeader) return null;
    let region = headerValue(req.headers[geoHeader])?.trim().toUpperCase();
    if (region && !region.includes('-') && geoCountryHeader) {
      const country = headerValue(req.headers[geoCountryHeader])?.trim().toUpperCase();
      region = country ? `${country}-${region}` : undefined;
    }
    return region && REGION.test(region) ? region : null;
  }

  /** The address the request came from: behind a trusted proxy, the first of X-Forwarded-For. */
  function clientAddress(req: IncomingMessage): string | undefined {
    if (deps.trustProxy) {
      const forwarded = headerValue(req.headers['x-forwarded-for']);
      if (forwarded) return forwarded.split(',')[0]!.trim();
    }
    return req.socket.remoteAddress;
  }

  /**
   * Where the visitor is (issue 31 §2): the region and city of the CDN's headers where present, else of the IP
   * database; a city is believed only in the region it was found with. Unknown parts are null.
   */
  function locationOf(req: IncomingMessage): { region: string | null; city: string | null } {
    let region = regionHeader(req);
    let city = geoCityHeader ? cityName(headerValue(req.headers[geoCityHeader])) : null;
    if (region === null) city = null;
    if ((region === null || city === null) && locateIp) {
      const address = clientAddress(req);
      const found = address ? locateIp(address) : null;
      if (found && (region === null || found.region === region)) {
        region = found.region;
        city = found.city;
      }
    }
    return { region, city: region === null ? null : city };
  }

  function secure(req: IncomingMessage): boolean {
    if (deps.trustProxy) {
      const proto = headerValue(req.headers['x-forwarded-proto']);
      if (proto) return proto.split(',')[0]!.trim() === 'https';
    }
    return Boolean((req.socket as { encrypted?: boolean }).encrypted);
  }

  /** The visitor id of the vid cookie; a new one (and its Set-Cookie) when absent or malformed. */
  function visitorOf(req: IncomingMessage, headers: Record<string, string | string[]>): string {
    const current = VID_COOKIE.exec(req.headers.cookie ?? '')?.[1];
    if (current && UUID.test(current)) return current;
    const vid = randomUUID();
    // A publisher page on another site calls the ad server: over HTTPS the cookie must travel cross-site.
    headers['set-cookie'] = secure(req)
      ? `vid=${vid}; Max-Age=${VID_MAX_AGE_S}; Path=/; HttpOnly; SameSite=None; Secure`
      : `vid=${vid}; Max-Age=${VID_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax`;
    return vid;
  }

  /** The visitor of the vid cookie, without giving one (a beacon of a decision already made). */
  function knownVisitor(req: IncomingMessage): string | undefined {
    const current = VID_COOKIE.exec(req.headers.cookie ?? '')?.[1];
    return current && UUID.test(current) ? current : undefined;
  }

  /**
   * A HEAD on a beacon (a link checker, an uptime monitor, a prefetch) answers as its GET does and counts nothing:
   * HEAD is safe (RFC 9110 §9.2.1), and impressions and clicks are billed.
   */
  const isHead = (req: IncomingMessage) => req.method === 'HEAD';

  function sendGif(req: IncomingMessage, res: ServerResponse, headers = baseHeaders(req, deps.closing())) {
    headers['content-type'] = 'image/gif';
    headers['content-length'] = String(PIXEL_GIF.length);
    res.writeHead(200, headers);
    res.end(PIXEL_GIF);
  }

  const front: AdsFront = {
    locate: locationOf,

    handle(req, res) {
      const url = req.url;
      if (url === undefined || !url.startsWith('/ads/v1/') || deps.closing()) return false;
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const q = url.indexOf('?');
      const path = q < 0 ? url : url.slice(0, q);
      if (path === '/ads/v1/decide') {
        const qs = q < 0 ? '' : url.slice(q + 1);
        const pairs = readPairs(qs, 'url');
        front.decide(req, res, pairs ?? parseQuery(qs), pairs !== null);
        return true;
      }
      if (path.startsWith('/ads/v1/px/') || path.startsWith('/ads/v1/cv/')) {
        const id = path.slice(11);
        if (id === '' || id.includes('/') || id.includes('%')) return false;
        if (path[9] === 'x') front.audienceHit(req, res, id);
        else front.conversionHit(req, res, id, q < 0 ? {} : parseQuery(url.slice(q + 1)));
        return true;
      }
      const kind = path.slice(8, 10);
      if (kind !== 'i/' && kind !== 'c/') return false;
      const id = path.slice(10);
      // What Fastify's router would not match as one `:id` segment is left to it (its 404).
      if (id === '' || id.includes('/') || id.includes('%')) return false;
      if (kind === 'i/') front.impression(req, res, id);
      else front.click(req, res, id);
      return true;
    },

    decide(req, res, query, urlEncoded = false) {
      run(req, res, (s) => {
        const { list, url, kv } = decideQuery(req, query, urlEncoded);
        const headers = baseHeaders(req, deps.closing());
        const where = locationOf(req);
        const request = new DecisionRequest(
          list,
          visitorOf(req, headers),
          where.region,
          where.city,
          parseSegments(kv),
          url,
          urlEncoded,
        );
        const body = s.decideJson
          ? s.decideJson(request, urls)
          : s.decide(request, urls).then((slots) => JSON.stringify({ slots }));
        if (typeof body === 'string') return send(res, 200, headers, body);
        return body.then((json) => send(res, 200, headers, json));
      });
    },

    impression(req, res, id) {
      run(req, res, async (s) => {
        if (!isHead(req)) await s.recordImpression(id, knownVisitor(req));
        sendGif(req, res);
      });
    },

    click(req, res, id) {
      run(req, res, async (s) => {
        const destination = isHead(req)
          ? await s.clickDestination(id)
          : await s.recordClick(id, knownVisitor(req));
        if (!destination) throw new AppError('NOT_FOUND', { message: 'No such ad' });
        const headers = baseHeaders(req, deps.closing());
        headers.location = destination;
        headers['content-length'] = '0';
        res.writeHead(302, headers);
        res.end();
      });
    },

    audienceHit(req, res, id) {
      run(req, res, (s) => {
        const headers = baseHeaders(req, deps.closing());
        // An id that cannot name a pixel is an unknown pixel: the GIF, recording nothing.
        const pixelId = parsePixelTagId(id);
        if (pixelId === null || optedOut(req) || isHead(req)) return sendGif(req, res, headers);
        // Without a promise when the hit needs no write (serving.ts).
        const recording = s.recordAudienceHit(pixelId, visitorOf(req, headers));
        if (!recording) return sendGif(req, res, headers);
        return recording.then(() => sendGif(req, res, headers));
      });
    },

    conversionHit(req, res, id, query) {
      run(req, res, async (s) => {
        const headers = baseHeaders(req, deps.closing());
        if (optedOut(req) || isHead(req)) return sendGif(req, res, headers);
        // The tag's id is read as text, as an audience pixel's (issue 28: a number past int4 made a 500): a forged or
        // unknown id, of any value, is answered all the same, and records nothing.
        const tagId = parsePixelTagId(id);
        const ord = typeof query.ord === 'string' && query.ord.trim() !== '' ? query.ord.trim() : null;
        if (tagId !== null) await s.recordConversionHit(tagId, visitorOf(req, headers), ord);
        sendGif(req, res, headers);
      });
    },
  };
  return front;
}

import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZTokenisationResponseSchema } from '@portal/domain';
import type { SandboxPaymentGateway } from './gateway.ts';
// The card form's words, in a data file that the French typography test reads (apps/web/src/locales).
import WORDS from './words.json' with { type: 'json' };

/**
 * What the sandbox processor serves from the portal's own origin (spec §7 Finance: "a card payment provider's
 * hosted page ... configured by profile id and an iframe path"): the hosted card page the portal shows in an
 * iframe, its script and style, and the tokenize call its form posts to.
 */

const BASE = '/sandbox/payments';
const assets = path.join(import.meta.dirname, 'hosted');
const SCRIPT = fs.readFileSync(path.join(assets, 'hosted.js'), 'utf8');
const STYLE = fs.readFileSync(path.join(assets, 'hosted.css'), 'utf8');

/** Card testing is what a tokenize call invites: a few dozen tries a minute per address are plenty. */
const TOKENIZE_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function hostedPage(lang: 'fr' | 'en', profileId: string, parentOrigins: string[]): string {
  const w = WORDS[lang];
  const attr = (value: string) => `"${escapeHtml(value)}"`;
  return `<!doctype html>
<html lang=${attr(lang)} data-profile-id=${attr(profileId)} data-parent-origins=${attr(JSON.stringify(parentOrigins))} data-tokenize-url=${attr(`${BASE}/tokenize`)}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(w.title)}</title>
<link rel="stylesheet" href="${BASE}/hosted.css">
<script src="${BASE}/hosted.js" defer></script>
</head>
<body>
<form id="card-form" novalidate autocomplete="on">
  <div class="field wide">
    <label for="pan">${escapeHtml(w.pan)}</label>
    <input id="pan" name="pan" inputmode="numeric" autocomplete="cc-number" maxlength="23" spellcheck="false">
  </div>
  <div class="field">
    <label for="expiry">${escapeHtml(w.expiry)}</label>
    <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" maxlength="5" spellcheck="false">
  </div>
  <div class="field">
    <label for="cvd">${escapeHtml(w.cvd)}</label>
    <input id="cvd" name="cvd" inputmode="numeric" autocomplete="cc-csc" maxlength="4" spellcheck="false">
  </div>
  <p class="note">${escapeHtml(w.note)}</p>
  <button type="submit" class="sr-only" tabindex="-1">${escapeHtml(w.submit)}</button>
</form>
</body>
</html>
`;
}

/** The portal's origins: the one this request came to, and the configured public one. */
function portalOrigins(request: FastifyRequest, publicUrl: string): string[] {
  const origins = new Set([`${request.protocol}://${request.host}`, new URL(publicUrl).origin]);
  return [...origins];
}

const ZTokenizeBodySchema = z.object({
  profileId: z.string().max(200).default(''),
  pan: z.string().max(40).default(''),
  expiry: z.string().max(10).default(''),
  cvd: z.string().max(10).default(''),
});

export function sandboxPaymentRoutes(gateway: SandboxPaymentGateway): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['payment sandbox'];
    const publicUrl = app.config.PUBLIC_URL;

    app.get(
      `${BASE}/hosted`,
      {
        schema: {
          tags,
          summary: 'The sandbox hosted card page (for the portal iframe)',
          querystring: z.object({ profileId: z.string().max(200).default(''), lang: z.string().optional() }),
        },
      },
      async (request, reply) => {
        const lang = request.query.lang === 'en' ? 'en' : 'fr';
        const origins = portalOrigins(request, publicUrl);
        // Only the portal may frame the page (a card typed in a page framed elsewhere would be another site's).
        const csp = [
          "default-src 'none'",
          "script-src 'self'",
          "style-src 'self'",
          "connect-src 'self'",
          "form-action 'none'",
          "base-uri 'none'",
          `frame-ancestors 'self' ${origins.join(' ')}`,
        ].join('; ');
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-security-policy', csp)
          .send(hostedPage(lang, request.query.profileId, origins));
      },
    );

    app.get(`${BASE}/hosted.js`, { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SCRIPT),
    );
    app.get(`${BASE}/hosted.css`, { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(STYLE),
    );

    app.post(
      `${BASE}/tokenize`,
      {
        config: { rateLimit: TOKENIZE_RATE_LIMIT },
        schema: {
          tags,
          summary:
            'Tokenises a card: {responseCode: ["001"], dataKey} or the codes 940-945 (profile, token, source, card, expiry, CVD)',
          body: ZTokenizeBodySchema,
          response: { 200: ZTokenisationResponseSchema },
        },
      },
      async (request, reply) => {
        // A browser always says where the form came from; a page of another site is refused (942).
        const origin = request.headers.origin;
        const sourceAllowed = origin === undefined || portalOrigins(request, publicUrl).includes(origin);
        reply.header('cache-control', 'no-store');
        return gateway.tokenize(request.body, sourceAllowed);
      },
    );
  };
}

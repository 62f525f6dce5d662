import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { OutboxMailer } from './outbox.ts';

const ZOutboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.iso.datetime(),
});

/** Whether a socket address is the machine itself (IPv4 127.0.0.0/8, IPv6 ::1, or IPv4 mapped into IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Makes the (already escaped) http(s) links of a text clickable. */
function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<&]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * The outbox, readable while no SMTP server is configured: GET /dev/mail (HTML list) and /dev/mail.json (newest
 * first). Registered only with the outbox mailer, so an installation that sends real mail never exposes them.
 */
export function devMailRoutes(outbox: OutboxMailer): FastifyPluginAsyncZod {
  return async (app) => {
    // The outbox holds every verification and reset code: only the machine itself may read it, judged by the
    // socket's address, never by X-Forwarded-For (which the client writes). Anyone else is told nothing is here.
    app.addHook('onRequest', async (request) => {
      if (!isLoopback(request.raw.socket.remoteAddress)) {
        throw new AppError('NOT_FOUND', { message: 'Not found' });
      }
    });
    app.get(
      '/dev/mail.json',
      {
        schema: {
          tags: ['dev'],
          summary: 'Mails kept in the outbox (no SMTP_URL), newest first',
          response: { 200: z.array(ZOutboxMailSchema) },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return (await outbox.list()).map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() }));
      },
    );
    app.get(
      '/dev/mail',
      { schema: { tags: ['dev'], summary: 'Mails kept in the outbox, as an HTML page' } },
      async (_request, reply) => {
        const mails = await outbox.list();
        const items = mails.map(
          (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p><strong>To:</strong> ${escapeHtml(mail.to)} · <time>${mail.createdAt.toISOString()}</time></p>
<pre>${linkify(escapeHtml(mail.text))}</pre>
</article>`,
        );
        const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto}article{border-bottom:1px solid #ccc}pre{white-space:pre-wrap}</style>
</head><body><h1>Outbox (${mails.length})</h1>
${items.join('\n') || '<p>No mail yet.</p>'}
</body></html>`;
        return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
      },
    );
  };
}

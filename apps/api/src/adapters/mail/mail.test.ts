import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, lastMailTo, readMails, registerUser, uniqueEmail } from '../../test/factories.ts';
import { loadConfig } from '../../platform/config.ts';
import { renderMail } from './templates.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the outbox (no SMTP_URL)', () => {
  it('answers /dev/mail.json newest first, as [{id, to, subject, text, html, createdAt}]', async () => {
    const first = uniqueEmail();
    const second = uniqueEmail();
    await call(t, 'POST', '/api/v2/auth/cognito/pre-register', { body: { email: first, resend: false } });
    await call(t, 'POST', '/api/v2/auth/cognito/pre-register', { body: { email: second, resend: false } });
    const mails = await readMails(t);
    expect(mails[0]!.to).toBe(second);
    expect(mails[1]!.to).toBe(first);
    expect(Object.keys(mails[0]!).sort()).toEqual(['createdAt', 'html', 'id', 'subject', 'text', 'to']);
    expect(mails[0]!.id).toBeGreaterThan(mails[1]!.id);
    expect(new Date(mails[0]!.createdAt).toISOString()).toBe(mails[0]!.createdAt);
  });

  it('lists the mails at /dev/mail as HTML, with what users typed escaped', async () => {
    const { email } = await registerUser(t, { firstName: '<script>alert(1)</script>' });
    await call(t, 'POST', '/api/v2/auth/cognito/forgot-password', {
      body: { username: email, locale: 'en' },
    });
    const mail = await lastMailTo(t, email);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');

    const res = await fetch(`${t.url}/dev/mail`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const page = await res.text();
    expect(page).toContain(mail.subject);
    expect(page).not.toContain('<script>alert(1)</script>');
  });

  it('shows the outbox to loopback clients only, judged by the socket and not by X-Forwarded-For (issue 11)', async () => {
    const { email } = await registerUser(t);
    for (const url of ['/dev/mail', '/dev/mail.json']) {
      const remote = await t.app.inject({
        method: 'GET',
        url,
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(remote.statusCode, url).toBe(404);
      expect(remote.body).not.toContain(email);
      const local = await t.app.inject({ method: 'GET', url, remoteAddress: '::ffff:127.0.0.1' });
      expect(local.statusCode, url).toBe(200);
      expect(local.body).toContain(email);
    }
  });

  it('refuses to start with NODE_ENV=production and no SMTP_URL, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SMTP_URL: is required when NODE_ENV=production/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.test' }).SMTP_URL,
    ).toBeTruthy();
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
  });
});

describe('the templates', () => {
  it.each([
    ['fr', /^Votre code de vérification\u00a0: 123456/],
    ['en', /^Your verification code: 123456/],
  ] as const)(
    'word the registration code in %s, with the code in the subject, text and HTML',
    (locale, subject) => {
      const mail = renderMail(locale, { kind: 'register-code', code: '123456', validHours: 24 });
      expect(mail.subject).toMatch(subject);
      expect(mail.text).toContain('123456');
      expect(mail.html).toContain('123456');
      expect(mail.html).toContain(`lang="${locale}"`);
    },
  );
});

/** A minimal SMTP server (no TLS, no auth) that keeps the DATA of each message. */
function fakeSmtpServer(messages: string[]): net.Server {
  return net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO'))
          socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
}

describe('with SMTP_URL set', () => {
  it('sends through SMTP, and /dev/mail.json is not an outbox any more', async () => {
    const messages: string[] = [];
    const smtp = fakeSmtpServer(messages);
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.address() as AddressInfo).port;
    const app = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Portail <no-reply@portal.test>',
    });
    try {
      const email = uniqueEmail();
      const res = await call(app, 'POST', '/api/v2/auth/cognito/pre-register', {
        body: { email, resend: false },
        headers: { language: 'en' },
      });
      expect(res.status).toBe(200);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(new RegExp(`^To: ${email.replace(/\./g, '\\.')}`, 'm'));
      expect(messages[0]).toMatch(/^From: Portail <no-reply@portal\.test>/m);
      // The subject is MIME-encoded (it holds an em dash): words joined by underscores.
      expect(messages[0]).toMatch(/^Subject: .*Your[ _]verification[ _]code(:|=3A)[ _]\d{6}/m);

      const outbox = await fetch(`${app.url}/dev/mail.json`);
      expect(outbox.headers.get('content-type')).not.toMatch(/application\/json/);
    } finally {
      await app.close();
      await new Promise((resolve) => smtp.close(resolve));
    }
  });
});

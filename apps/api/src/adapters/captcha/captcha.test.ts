import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { STRONG_PASSWORD, call, codeOf, lastMailTo, uniqueEmail } from '../../test/factories.ts';

/** A local stand-in for Google's siteverify: only "good-token" passes, and every request is recorded. */
const received: URLSearchParams[] = [];
let verifier: http.Server;
let verifyUrl: string;
let t: TestApp;

beforeAll(async () => {
  verifier = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      received.push(form);
      const success = form.get('secret') === 'test-secret' && form.get('response') === 'good-token';
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(
          success
            ? { success: true, hostname: 'localhost' }
            : { success: false, 'error-codes': ['invalid-input-response'] },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
  verifyUrl = `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/recaptcha/api/siteverify`;
  t = await createTestApp({ RECAPTCHA_SECRET: 'test-secret', RECAPTCHA_VERIFY_URL: verifyUrl });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => verifier.close(resolve));
});

const post = (app: TestApp, path: string, body: object) =>
  call(app, 'POST', `/api/v2/auth/cognito/${path}`, { body });

describe('reCAPTCHA with RECAPTCHA_SECRET set', () => {
  it('refuses login, pre-register and forgot-password without a token or with a bad one', async () => {
    const email = uniqueEmail();
    const calls: [string, object][] = [
      ['login', { email, password: 'Whatever1' }],
      ['pre-register', { email, resend: false }],
      ['forgot-password', { username: email, locale: 'fr' }],
    ];
    for (const [path, body] of calls) {
      for (const recaptchaToken of [undefined, 'bad-token']) {
        const res = await post(t, path, { ...body, recaptchaToken });
        expect(res.status, `${path} ${recaptchaToken}`).toBe(400);
        expect(res.body.error.code).toBe('GOOGLE_RECAPTCHA_INVALID_TOKEN');
      }
    }
  });

  it('sends the secret, the token and the client address to the verifier', async () => {
    received.length = 0;
    await post(t, 'login', { email: uniqueEmail(), password: 'Whatever1', recaptchaToken: 'bad-token' });
    expect(received).toHaveLength(1);
    expect(received[0]!.get('secret')).toBe('test-secret');
    expect(received[0]!.get('response')).toBe('bad-token');
    expect(received[0]!.get('remoteip')).toBe('127.0.0.1');
  });

  it('lets a good token through: the whole registration, then login', async () => {
    const email = uniqueEmail();
    expect(
      (await post(t, 'pre-register', { email, resend: false, recaptchaToken: 'good-token' })).status,
    ).toBe(200);
    const code = codeOf(await lastMailTo(t, email));
    const registration = {
      email,
      password: STRONG_PASSWORD,
      verificationCode: code,
      firstName: 'Ana',
      lastName: 'Diaz',
      locale: 'fr',
    };
    expect((await post(t, 'register', registration)).body.error.code).toBe('GOOGLE_RECAPTCHA_INVALID_TOKEN');
    expect((await post(t, 'register', { ...registration, recaptchaToken: 'good-token' })).status).toBe(200);
    expect(
      (await post(t, 'login', { email, password: STRONG_PASSWORD, recaptchaToken: 'good-token' })).status,
    ).toBe(200);
    expect(
      (await post(t, 'login', { email, password: 'Wrong-pass1', recaptchaToken: 'good-token' })).body.error
        .code,
    ).toBe('USER_WRONG_CREDENTIALS');
  });

  it('counts an unreachable verifier as a failure', async () => {
    const down = await createTestApp({
      RECAPTCHA_SECRET: 'test-secret',
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
    });
    try {
      const res = await post(down, 'login', {
        email: uniqueEmail(),
        password: 'Whatever1',
        recaptchaToken: 'good-token',
      });
      expect(res.body.error.code).toBe('GOOGLE_RECAPTCHA_INVALID_TOKEN');
    } finally {
      await down.close();
    }
  });
});

describe('without RECAPTCHA_SECRET', () => {
  it('requires no token', async () => {
    const open = await createTestApp();
    try {
      const res = await post(open, 'pre-register', { email: uniqueEmail(), resend: false });
      expect(res.status).toBe(200);
    } finally {
      await open.close();
    }
  });
});

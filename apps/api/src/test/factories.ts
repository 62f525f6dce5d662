import type { TestApp } from './app.ts';

/** Answers are read loosely in tests: each test states the shape it expects. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Answer {
  status: number;
  body: Json;
  headers: Headers;
  /** The refresh_token cookie set by the answer, as a `Cookie` header value ("refresh_token=…"), if any. */
  cookie?: string;
  /** The raw Set-Cookie of the refresh token, if any. */
  setCookie?: string;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

/** One real HTTP call to the test server. */
export async function call(
  t: TestApp,
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  const res = await fetch(`${t.url}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: Json = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: kept as text
  }
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('refresh_token='));
  const value = setCookie?.split(';')[0];
  const cookie = value && value !== 'refresh_token=' ? value : undefined;
  return { status: res.status, body, headers: res.headers, cookie, setCookie };
}

export const STRONG_PASSWORD = 'Campagne2025';

let sequence = 0;
/** An e-mail no other test uses. */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}.${Date.now().toString(36)}.${sequence}@example.test`;
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The outbox, newest first (GET /dev/mail.json). */
export async function readMails(t: TestApp): Promise<OutboxMail[]> {
  const res = await call(t, 'GET', '/dev/mail.json');
  if (res.status !== 200) throw new Error(`/dev/mail.json answered ${res.status}`);
  return res.body;
}

/** The newest mail sent to an address. */
export async function lastMailTo(t: TestApp, to: string): Promise<OutboxMail> {
  const mail = (await readMails(t)).find((m) => m.to === to.toLowerCase());
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The 6-digit code of a mail, read from its subject. */
export function codeOf(mail: OutboxMail): string {
  const match = /\b(\d{6})\b/.exec(mail.subject);
  if (!match) throw new Error(`no code in "${mail.subject}"`);
  return match[1]!;
}

export interface RegisteredUser {
  token: string;
  user: Json;
  cookie: string;
  email: string;
  password: string;
}

/**
 * A signed-in user, created through the real calls: pre-register, the code read from /dev/mail.json, register.
 * Returns the access token, the user info and the refresh cookie.
 */
export async function registerUser(
  t: TestApp,
  opts: {
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    locale?: 'fr' | 'en';
  } = {},
): Promise<RegisteredUser> {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? STRONG_PASSWORD;
  const pre = await call(t, 'POST', '/api/v2/auth/cognito/pre-register', { body: { email, resend: false } });
  if (pre.status !== 200) throw new Error(`pre-register answered ${pre.status}: ${JSON.stringify(pre.body)}`);
  const code = codeOf(await lastMailTo(t, email));
  const res = await call(t, 'POST', '/api/v2/auth/cognito/register', {
    body: {
      email,
      password,
      verificationCode: code,
      firstName: opts.firstName ?? 'Camille',
      lastName: opts.lastName ?? 'Tremblay',
      locale: opts.locale ?? 'fr',
    },
  });
  if (res.status !== 200 || !res.cookie)
    throw new Error(`register answered ${res.status}: ${JSON.stringify(res.body)}`);
  return {
    token: res.body.jwtToken,
    user: res.body.user,
    cookie: res.cookie,
    email: email.toLowerCase(),
    password,
  };
}

/** Signs in with e-mail and password; throws unless it succeeds. */
export async function loginUser(
  t: TestApp,
  email: string,
  password: string,
): Promise<{ token: string; cookie: string; user: Json }> {
  const res = await call(t, 'POST', '/api/v2/auth/cognito/login', { body: { email, password } });
  if (res.status !== 200 || !res.cookie)
    throw new Error(`login answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { token: res.body.jwtToken, cookie: res.cookie, user: res.body.user };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

import type { TestApp } from './app.ts';
import { makePng, png, sendForm } from './creatives.ts';
import { creativesDeps, reviewCreative } from '../modules/creatives/service.ts';

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

// Orders and line items (issue 4)

/** The embedded ad server's order types (GET /gam/order-types). */
export const ORDER_TYPES = {
  standard: { typeId: 4470001, customFieldId: 12601 },
  native: { typeId: 4470002, customFieldId: 12601 },
} as const;

export const DAY = 24 * HOUR;

/** A flight starting `startInDays` days after the server clock's now and lasting `days` days. */
export function flightDates(t: TestApp, opts: { startInDays?: number; days?: number } = {}) {
  const now = t.clock.now().getTime();
  const start = now + (opts.startInDays ?? 1) * DAY;
  return {
    startDateTime: new Date(start).toISOString(),
    endDateTime: new Date(start + (opts.days ?? 30) * DAY).toISOString(),
  };
}

let orderSequence = 0;

/** Creates an order for a signed-in user through POST /gam/orders (standard unless told); answers its id. */
export async function createOrder(
  t: TestApp,
  user: { token: string },
  body: { name?: string; notes?: string; typeId?: number; customFieldId?: number } = {},
): Promise<number> {
  orderSequence += 1;
  const res = await call(t, 'POST', '/api/v2/gam/orders', {
    token: user.token,
    body: { name: `Campagne ${orderSequence}`, notes: '', ...ORDER_TYPES.standard, ...body },
  });
  if (res.status !== 200) throw new Error(`create order answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.orderId;
}

/** The body of POST /gam/line-items: 50 000 impressions (150 $), 300x250, a flight from tomorrow, unless told. */
export function lineItemBody(t: TestApp, orderId: number, overrides: Record<string, unknown> = {}) {
  return {
    orderId,
    units: 50_000,
    unitType: 'IMPRESSIONS',
    ...flightDates(t),
    frequencyCaps: [],
    creativePlaceholders: [{ size: { width: 300, height: 250 } }],
    ...overrides,
  };
}

/** Adds a line item through POST /gam/line-items; answers its id. */
export async function createLineItem(
  t: TestApp,
  user: { token: string },
  orderId: number,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const res = await call(t, 'POST', '/api/v2/gam/line-items', {
    token: user.token,
    body: lineItemBody(t, orderId, overrides),
  });
  if (res.status !== 200)
    throw new Error(`create line item answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.lineItemIds[0];
}

/**
 * An approved image creative on the user's line item, made as the advertiser makes it (a real PNG of the size sent
 * to POST /gam/creatives) and approved as staff approve it (the creatives module's review).
 */
export async function attachApprovedCreative(
  t: TestApp,
  user: { token: string; user: { user_id: number | string } },
  orderId: number,
  lineItemId: number,
  size: { width: number; height: number } = { width: 300, height: 250 },
): Promise<number> {
  const created = await sendForm(t, 'POST', '/api/v2/gam/creatives', {
    token: user.token,
    values: {
      orderId,
      lineItemId,
      name: `Créatif ${size.width}x${size.height}`,
      destinationUrl: 'https://example.test/',
      size: `${size.width}x${size.height}`,
      asset: png(await makePng(size.width, size.height)),
    },
  });
  if (created.status !== 201) throw new Error(`creative not created: ${JSON.stringify(created.body)}`);
  await reviewCreative(creativesDeps(t.app), Number(user.user.user_id), created.body.id, 'approve');
  return created.body.id;
}

/**
 * The statements one GET sent (the request guard's user poll left out), and its answer; a first call warms the
 * guard's user cache. For the tests that a read's queries do not grow with the account's data (issue 13 §2).
 */
export async function countedQueries(
  t: TestApp,
  path: string,
  token: string,
  /** Run between the warm-up and the counted call (e.g. to let an answer kept in memory expire). */
  between: () => void = () => undefined,
): Promise<{ queries: number; body: Json }> {
  await call(t, 'GET', path, { token });
  between();
  const before = t.app.database.queryCount() - t.app.authUsers.polls;
  const res = await call(t, 'GET', path, { token });
  const queries = t.app.database.queryCount() - t.app.authUsers.polls - before;
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return { queries, body: res.body };
}

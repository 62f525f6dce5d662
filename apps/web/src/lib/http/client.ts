import { ApiError, apiErrorFromBody, networkError } from './api-error.ts';
import { GET_RETRIES, REFRESH_TIMEOUT_MS } from './constants.ts';
import { tokenStore } from './token-store.ts';

/**
 * The one HTTP client of the web app (spec §7 "Common behaviour", §4 "Session", §6 view-as):
 * base /api/v2, `language` header, bearer token, GET retries, one shared token refresh on 401.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue =
  string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;
export type Query = Record<string, QueryValue>;
export type ViewAsId = string | number;

export interface HttpOptions {
  /** Where the API lives; '/api/v2' on the portal's own origin. */
  baseUrl?: string;
  /** The current interface language, sent as `language` and `Accept-Language` on every call. */
  getLocale?: () => string;
  /** The account an agency user is viewing as (spec §6), or nothing. */
  getViewAs?: () => ViewAsId | null | undefined;
  /**
   * Called once per failed token refresh, after the token is cleared: the app logs out and goes to login
   * (with the current full path as redirect, spec §4). It gets the refresh's failure (ACCOUNT_SUSPENDED: issue 31 §14).
   */
  onAuthFailure?: (error: unknown) => void;
  fetch?: typeof fetch;
  /** Time-out of the token refresh; spec §9 says 25 s. */
  refreshTimeoutMs?: number;
  /** Pause before GET retry number `retry` (1, 2, 3). */
  retryDelayMs?: (retry: number) => number;
}

export interface RequestOptions {
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'auto' (default): JSON when the answer says JSON, else text. 'blob' for files (invoice PDF, archive). */
  responseType?: 'auto' | 'blob';
}

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'form'; value: FormData };

interface Call extends RequestOptions {
  method: Method;
  path: string;
  body: Body;
}

const REFRESH_PATH = '/auth/cognito/refresh-token';
/** The logged-out flows (login, register, password reset...) and the refresh itself never trigger a refresh. */
const NO_REFRESH_PREFIX = '/auth/cognito/';

const defaults: Required<HttpOptions> = {
  baseUrl: '/api/v2',
  getLocale: () => 'fr',
  getViewAs: () => null,
  onAuthFailure: () => {},
  fetch: (input, init) => globalThis.fetch(input, init),
  refreshTimeoutMs: REFRESH_TIMEOUT_MS,
  retryDelayMs: (retry) => 150 * 2 ** (retry - 1),
};

let config: Required<HttpOptions> = { ...defaults };

/** Sets up the client; options left out keep their defaults (not their previous values). */
export function configureHttp(options: HttpOptions = {}): void {
  const defined = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  config = { ...defaults, ...defined };
  refreshInFlight = null;
}

function joinUrl(path: string, query: Query | undefined): string {
  const base = config.baseUrl.replace(/\/+$/, '');
  const url = base + (path.startsWith('/') ? path : `/${path}`);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  if (!search) return url;
  return url + (url.includes('?') ? '&' : '?') + search;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * View-as (spec §6, architecture "Wire conventions"): GET carries `viewAs` in the query, POST/PUT in the body.
 * DELETE carries it in the query too, so that an agency user removes the viewed account's data, not their own.
 * A JSON body that is not an object (an array, a bare string) cannot take a field and goes as it is.
 */
function withViewAs(call: Call, viewAs: ViewAsId | null | undefined): Call {
  if (!isViewing(viewAs)) return call;
  if (call.method === 'GET' || call.method === 'DELETE') {
    return { ...call, query: { viewAs: String(viewAs), ...call.query } };
  }
  const { body } = call;
  if (body.kind === 'none') return { ...call, body: { kind: 'json', value: { viewAs } } };
  if (body.kind === 'json' && isPlainObject(body.value)) {
    return { ...call, body: { kind: 'json', value: { ...body.value, viewAs } } };
  }
  if (body.kind === 'form') {
    const form = new FormData();
    for (const [key, value] of body.value.entries()) form.append(key, value);
    if (!form.has('viewAs')) form.append('viewAs', String(viewAs));
    return { ...call, body: { kind: 'form', value: form } };
  }
  return call;
}

function isViewing(viewAs: ViewAsId | null | undefined): viewAs is ViewAsId {
  return viewAs !== null && viewAs !== undefined && viewAs !== '';
}

/**
 * The API's answers to a viewAs it no longer honours: the client revoked the agency's grant (issue 16), or staff
 * suspended the client (issue 28).
 */
const VIEW_AS_REFUSED: ReadonlySet<string> = new Set(['VIEW_AS_NOT_ALLOWED', 'VIEW_AS_ACCOUNT_SUSPENDED']);
const viewAsRefusedListeners = new Set<(viewAs: ViewAsId, code: string) => void>();

/**
 * Listens for calls made as another account that the API refused as such (403 VIEW_AS_NOT_ALLOWED or
 * VIEW_AS_ACCOUNT_SUSPENDED, given to the listener): the app ends view-as there (features/agencies). Kept apart from
 * configureHttp, which the session wiring calls once at start. Returns the unsubscribe.
 */
export function onViewAsRefused(listener: (viewAs: ViewAsId, code: string) => void): () => void {
  viewAsRefusedListeners.add(listener);
  return () => viewAsRefusedListeners.delete(listener);
}

function buildInit(call: Call, token: string | null): RequestInit {
  const locale = config.getLocale();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    language: locale,
    'Accept-Language': locale,
    ...call.headers,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (call.body.kind === 'json') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(call.body.value);
  } else if (call.body.kind === 'form') {
    body = call.body.value; // fetch writes the multipart boundary itself
  }
  return {
    method: call.method,
    headers,
    body,
    signal: call.signal,
    // The refresh token travels in a cookie set by the auth calls.
    credentials: call.path.startsWith(NO_REFRESH_PREFIX) ? 'include' : 'same-origin',
  };
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function discard(response: Response): Promise<void> {
  try {
    await response.body?.cancel();
  } catch {
    // The connection is going away anyway.
  }
}

/**
 * One logical attempt: GET is retried up to GET_RETRIES times on network errors and 5xx, with a short
 * backoff; a 4xx answer and any other method are never retried (a POST may have been applied).
 */
async function fetchWithRetries(url: string, init: RequestInit, method: Method): Promise<Response> {
  const retries = method === 'GET' ? GET_RETRIES : 0;
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await config.fetch(url, init);
    } catch (error) {
      if (isAbort(error, init.signal ?? undefined)) throw error;
      if (attempt >= retries) throw networkError(error);
      await wait(config.retryDelayMs(attempt + 1));
      continue;
    }
    if (response.status < 500 || attempt >= retries) return response;
    await discard(response);
    await wait(config.retryDelayMs(attempt + 1));
  }
}

function isJson(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(type);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!isJson(response)) return text;
  if (text.trim() === '') return undefined;
  return JSON.parse(text) as unknown;
}

async function failure(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await readBody(response);
  } catch {
    body = undefined; // a JSON type with a broken body: the status decides the code
  }
  return apiErrorFromBody(response.status, body, response.statusText);
}

async function success(response: Response, responseType: RequestOptions['responseType']): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  if (responseType === 'blob') return response.blob();
  try {
    return await readBody(response);
  } catch (error) {
    throw new ApiError(response.status, 'MALFORMED_JSON', 'The answer is not valid JSON', {}, error);
  }
}

let refreshInFlight: Promise<string> | null = null;

async function requestNewToken(): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.refreshTimeoutMs);
  try {
    const call: Call = {
      method: 'POST',
      path: REFRESH_PATH,
      body: { kind: 'none' },
      signal: controller.signal,
    };
    let response: Response;
    try {
      response = await config.fetch(joinUrl(REFRESH_PATH, undefined), buildInit(call, null));
    } catch (error) {
      throw networkError(controller.signal.aborted ? new Error('Token refresh timed out') : error);
    }
    if (!response.ok) throw await failure(response);
    const body = (await success(response, 'auto')) as { jwtToken?: unknown } | undefined;
    if (typeof body?.jwtToken !== 'string' || body.jwtToken === '') {
      throw new ApiError(response.status, 'UNAUTHORIZED', 'The refresh answer holds no token');
    }
    return body.jwtToken;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Refreshes the access token (POST /auth/cognito/refresh-token, 25 s time-out). Concurrent callers share one
 * call. On success the new token is stored; on failure the token is cleared, onAuthFailure runs once and the
 * promise rejects with an ApiError. The session guard uses it too (spec §4: expired token -> refresh).
 */
export function refreshAccessToken(): Promise<string> {
  refreshInFlight ??= requestNewToken().then(
    (token) => {
      tokenStore.set(token);
      refreshInFlight = null;
      return token;
    },
    (error: unknown) => {
      tokenStore.clear();
      refreshInFlight = null;
      config.onAuthFailure(error);
      throw error;
    },
  );
  return refreshInFlight;
}

async function send(call: Call, token: string | null): Promise<Response> {
  return fetchWithRetries(joinUrl(call.path, call.query), buildInit(call, token), call.method);
}

/**
 * A 401 triggers one refresh and one retry with the new token (spec §4). If another call already refreshed
 * since this one left, its token is used without a second refresh; if the session ended meanwhile (token
 * cleared), the call fails without starting a new one.
 */
async function request(raw: Call): Promise<unknown> {
  const viewAs = config.getViewAs();
  const call = withViewAs(raw, viewAs);
  const sentWith = tokenStore.get();
  let response = await send(call, sentWith);
  if (response.status === 401 && !call.path.startsWith(NO_REFRESH_PREFIX)) {
    const unauthorized = await failure(response);
    const current = tokenStore.get();
    let token: string;
    if (sentWith !== null && current !== sentWith) {
      if (current === null) throw unauthorized;
      token = current;
    } else {
      try {
        token = await refreshAccessToken();
      } catch {
        throw unauthorized;
      }
    }
    response = await send(call, token);
  }
  if (!response.ok) {
    const error = await failure(response);
    if (error.code && VIEW_AS_REFUSED.has(error.code) && isViewing(viewAs))
      for (const listener of [...viewAsRefusedListeners]) listener(viewAs, error.code);
    throw error;
  }
  return success(response, call.responseType);
}

function jsonBody(value: unknown): Body {
  return value === undefined ? { kind: 'none' } : { kind: 'json', value };
}

export const http = {
  get<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
    return request({ ...options, method: 'GET', path, body: { kind: 'none' } }) as Promise<T>;
  },
  post<T = unknown>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return request({ ...options, method: 'POST', path, body: jsonBody(body) }) as Promise<T>;
  },
  put<T = unknown>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return request({ ...options, method: 'PUT', path, body: jsonBody(body) }) as Promise<T>;
  },
  delete<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
    return request({ ...options, method: 'DELETE', path, body: { kind: 'none' } }) as Promise<T>;
  },
  /** multipart/form-data POST (creatives, spec §7). */
  postForm<T = unknown>(path: string, form: FormData, options: RequestOptions = {}): Promise<T> {
    return request({ ...options, method: 'POST', path, body: { kind: 'form', value: form } }) as Promise<T>;
  },
  /** multipart/form-data PUT (creatives, spec §7). */
  putForm<T = unknown>(path: string, form: FormData, options: RequestOptions = {}): Promise<T> {
    return request({ ...options, method: 'PUT', path, body: { kind: 'form', value: form } }) as Promise<T>;
  },
};

/**
 * A failed call, as the screens see it: the HTTP status (0 when no answer came), the code to look up in the
 * error catalogue (spec §8), the server's message and its field errors (creative form, validation).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  /** Field path -> messages, as the server words them; empty when the failure is not about fields. */
  readonly fields: Record<string, string[]>;
  /** The values the code's message names (a login lock's `minutes`, issue 31 §15); empty when none. */
  params: Record<string, unknown> = {};

  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string[]> = {},
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Codes for failures whose answer carries no code of its own (a proxy's page, an empty body). */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

export function codeForStatus(status: number): string {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_ERROR');
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asCode(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value); // tokenisation codes 940-945 may come as numbers
  return undefined;
}

function asFields(value: unknown): Record<string, string[]> {
  if (!isObject(value)) return {};
  const fields: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) fields[field] = messages.map(String);
    else if (messages !== undefined && messages !== null) fields[field] = [String(messages)];
  }
  return fields;
}

/**
 * Reads a failure answer (spec §8 "General handling", architecture "Wire conventions"): first the wire shape
 * `{error: {code, message, fields}}`, else a `code` at the top level, else the status decides the code.
 */
export function apiErrorFromBody(status: number, body: unknown, statusText = ''): ApiError {
  if (isObject(body)) {
    const nested = isObject(body.error) ? body.error : undefined;
    const code = asCode(nested?.code) ?? asCode(body.code);
    if (code) {
      const message = nested?.message ?? body.message;
      const error = new ApiError(
        status,
        code,
        typeof message === 'string' ? message : code,
        asFields(nested?.fields ?? body.fields),
      );
      if (isObject(nested?.params)) error.params = nested.params;
      return error;
    }
    const message = typeof body.message === 'string' ? body.message : statusText;
    return new ApiError(status, codeForStatus(status), message || String(status), asFields(body.fields));
  }
  const text = typeof body === 'string' ? body.trim() : '';
  return new ApiError(status, codeForStatus(status), text.slice(0, 500) || statusText || String(status));
}

/** No answer at all: the raw error is kept as the cause. */
export function networkError(cause: unknown): ApiError {
  const message = cause instanceof Error ? cause.message : String(cause);
  return new ApiError(0, 'NETWORK_ERROR', message || 'Network error', {}, cause);
}

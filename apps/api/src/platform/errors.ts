import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { toFieldErrors, type IssueLike } from '@portal/domain';
import { isDatabaseUnavailable, isDataError } from './db/errors.ts';

/**
 * The one error type of the API: it carries a code of the domain's catalogue (spec §8). A single table maps the
 * code to an HTTP status; one handler turns it into the wire shape {error: {code, message, fields}}.
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields?: Record<string, string[]>;
  readonly params?: Record<string, unknown>;
  constructor(
    code: string,
    opts: {
      status?: number;
      message?: string;
      fields?: Record<string, string[]>;
      params?: Record<string, unknown>;
    } = {},
  ) {
    super(opts.message ?? code);
    this.code = code;
    this.status = opts.status ?? statusOf(code);
    this.fields = opts.fields;
    this.params = opts.params;
  }
}

const STATUS_BY_CODE: Record<string, number> = {
  NOT_FOUND: 404,
  PAGE_NOT_FOUND: 404,
  USER_NOT_PRESENT: 404,
  SEGMENT_NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  NotAuthorizedException: 401,
  FORBIDDEN: 403,
  ACCOUNT_SUSPENDED: 403,
  SECOND_FACTOR_CHALLENGE_INVALID: 401,
  TWO_FACTOR_ALREADY_ON: 409,
  TWO_FACTOR_NOT_ON: 409,
  TWO_FACTOR_SETUP_MISSING: 409,
  TWO_FACTOR_SETUP_REQUIRED: 403,
  PASSKEY_REGISTRATION_EXPIRED: 409,
  PASSKEY_LIMIT_REACHED: 409,
  LAST_ADMIN: 409,
  AGENCIES_DISABLED: 403,
  AGENCY_MEMBER_EXISTS: 409,
  AGENCY_LAST_ADMIN: 409,
  AGENCY_GRANT_EXISTS: 409,
  AGENCY_NAME_EXISTS: 409,
  VIEW_AS_NOT_ALLOWED: 403,
  VIEW_AS_ACCOUNT_SUSPENDED: 403,
  // API keys and idempotent creates (issue 32).
  API_KEY_INVALID: 401,
  API_KEY_READ_ONLY: 403,
  API_KEY_NOT_ALLOWED: 403,
  API_KEY_LIMIT_REACHED: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_KEY_IN_USE: 409,
  WEBHOOK_ENDPOINT_LIMIT_REACHED: 409,
  // Teams (decision 0029).
  NOT_A_MEMBER: 403,
  ROLE_FORBIDDEN: 403,
  LAST_OWNER: 409,
  TEAM_MEMBER_EXISTS: 409,
  TEAM_INVITATION_EXISTS: 409,
  ORDER_NOT_UNIQUE: 409,
  USER_ALREADY_EXIST: 409,
  UsernameExistsException: 409,
  AUDIENCE_NAME_NOT_UNIQUE: 409,
  SEGMENT_IN_USE: 409,
  CONVERSION_NAME_NOT_UNIQUE: 409,
  codeActif: 409,
  VOUCHER_CODE_NOT_UNIQUE: 409,
  ORDER_IN_PROCESS: 409,
  // An order or line item whose state refuses the change (spec §4, §8).
  ORDER_ARCHIVED: 409,
  LINE_ITEM_ARCHIVED: 409,
  LINE_ITEM_STARTED: 409,
  ORDER_NOT_EDITABLE: 409,
  ORDER_NOT_READY_FOR_APPROVAL: 409,
  ORDER_NOT_ARCHIVED: 409,
  ORDER_NOT_RESTORABLE: 409,
  ORDER_NOT_DELETABLE: 409,
  LINE_ITEM_HELD_FOR_SUSPENSION: 409,
  NOT_ENOUGH_INVENTORY: 409,
  PAYMENT_DECLINED: 402,
  PAYMENT_METHOD_IN_USE: 409,
  // A data export's link past its 24 hours (issue 16).
  EXPORT_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  LimitExceededException: 429,
  RATE_LIMITED: 429,
  QUOTA_EXCEEDED: 429,
  INTERNAL_ERROR: 500,
  PAYMENT_SERVER_NOT_RESPONDING: 503,
  CARD_VERIFICATION_SERVER_DOWN: 503,
  // PostgreSQL restarting or out of reach (issue 30 §5): the request is not done, the client may try again.
  DATABASE_UNAVAILABLE: 503,
  // A process being stopped answers what reaches it on a kept-alive socket, and closes it (issue 30 §7).
  SERVER_SHUTTING_DOWN: 503,
};

/** HTTP status of a code; everything not listed is a refusal of the input (400). */
export function statusOf(code: string): number {
  return STATUS_BY_CODE[code] ?? 400;
}

type Locale = 'fr' | 'en';

export function requestLocale(request: FastifyRequest): Locale {
  const header = String(request.headers['language'] ?? request.headers['accept-language'] ?? '');
  return header.toLowerCase().startsWith('en') ? 'en' : 'fr';
}

function send(
  reply: FastifyReply,
  status: number,
  body: {
    code: string;
    message: string;
    fields?: Record<string, string[]>;
    /** The values its catalogue message names (a lock's minutes, issue 31 §15). */
    params?: Record<string, unknown>;
  },
) {
  return reply.status(status).type('application/json; charset=utf-8').send({ error: body });
}

/** Fastify's own codes for bad input, mapped to ours: never a 500 for bad input. */
const FASTIFY_CODES: Record<string, { code: string; status: number }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', status: 413 },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_JSON', status: 400 },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'MALFORMED_JSON', status: 400 },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'MALFORMED_JSON', status: 400 },
  FST_ERR_CTP_EMPTY_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 },
  FST_ERR_CTP_INVALID_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', status: 413 },
  FST_FILES_LIMIT: { code: 'PAYLOAD_TOO_LARGE', status: 413 },
  FST_PARTS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', status: 413 },
  FST_FIELDS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', status: 413 },
  FST_INVALID_JSON_FIELD_ERROR: { code: 'MALFORMED_JSON', status: 400 },
  FST_PROTO_VIOLATION: { code: 'InvalidParameterException', status: 400 },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 },
};

/**
 * Fastify's option `frameworkErrors`: what fails before routing (a path whose percent-escapes do not decode, such as
 * `/api/v2/gam/orders/%E9`) gets the portal's error shape too. A path that does not decode names nothing: 404, as an
 * unknown id does.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return send(reply, 404, { code: 'NOT_FOUND', message: 'Not found' });
  return send(reply, 400, { code: 'InvalidParameterException', message: error.message });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const locale = requestLocale(request);
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return send(reply, error.status, {
        code: error.code,
        message: error.message,
        fields: error.fields,
        params: error.params,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path that does not parse (an id out of range, a control character) names nothing: 404, as an unknown id.
      if (error.validationContext === 'params') {
        return send(reply, 404, { code: 'NOT_FOUND', message: 'Not found' });
      }
      // Rebuild zod's issues from what the type provider hands over, and word them with the domain's catalogue.
      const issues: IssueLike[] = error.validation.map((v) => ({
        ...v.params,
        code: v.keyword,
        message: v.message,
        path: v.instancePath.split('/').filter(Boolean),
      }));
      const fields = toFieldErrors({ issues }, locale);
      return send(reply, 400, { code: 'InvalidParameterException', message: 'Invalid input', fields });
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return send(reply, mapped.status, { code: mapped.code, message: error.message });
    if (error.statusCode === 429) return send(reply, 429, { code: 'RATE_LIMITED', message: error.message });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, {
        code: error.statusCode === 404 ? 'NOT_FOUND' : 'InvalidParameterException',
        message: error.message,
      });
    }
    if (isDataError(error)) {
      // The database refused a value the schemas let through: bad input, logged so the schema gets the rule.
      request.log.warn({ err: error }, 'database refused a value');
      return send(reply, 400, { code: 'InvalidParameterException', message: 'Invalid input' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '1');
      return send(reply, 503, { code: 'DATABASE_UNAVAILABLE', message: 'The database is unavailable' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { code: 'INTERNAL_ERROR', message: 'An error occurred' });
  });
}

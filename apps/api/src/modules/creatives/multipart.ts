import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { resolveViewAs } from '../../platform/auth/view-as.ts';
import type { UploadedFile } from './image-check.ts';

/**
 * The multipart forms of POST and PUT /gam/creatives (spec §7): text fields and at most one file, `asset`. The
 * limits are set where @fastify/multipart is registered (server.ts); going over one answers 413
 * PAYLOAD_TOO_LARGE, a body that is not multipart 415, a malformed one 400 — never a 500.
 */

/**
 * Multipart limits of the API. The file limit sits well above CREATIVE_MAX_KB so that a file a little too heavy
 * gets the creative form's own message (spec §5, a 400 with fields.asset) and only an abusive one a 413.
 */
export const MULTIPART_LIMITS = {
  fileSize: 1024 * 1024,
  files: 1,
  fields: 20,
  fieldSize: 64 * 1024,
  fieldNameSize: 100,
  parts: 21,
  headerPairs: 50,
} as const;

export interface MultipartForm {
  /** Text fields by name (the last one wins when a name repeats); a JSON part is kept as parsed. */
  fields: Record<string, unknown>;
  /** The `asset` file, when one was sent with content. */
  file?: UploadedFile;
}

const tooLarge = (what: string) =>
  new AppError('PAYLOAD_TOO_LARGE', { message: `The multipart ${what} is over its limit` });

const forms = new WeakMap<FastifyRequest, Promise<MultipartForm>>();

/**
 * Reads the whole form; the file is buffered (at most MULTIPART_LIMITS.fileSize). Read once per request: the
 * idempotency check (multipartFingerprint) and the route share it.
 */
export function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  let form = forms.get(request);
  if (!form) forms.set(request, (form = readForm(request)));
  return form;
}

/**
 * The form as the idempotency check compares it (issue 32 §3): its fields and its file's name and SHA-256, so that a
 * retry matches whatever boundary the client drew this time.
 */
export async function multipartFingerprint(request: FastifyRequest): Promise<unknown> {
  const form = await readMultipartForm(request);
  const file = form.file && {
    filename: form.file.filename,
    sha256: createHash('sha256').update(form.file.bytes).digest('hex'),
  };
  return { fields: form.fields, file };
}

async function readForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: 'The body must be multipart/form-data' });
  }
  const form: MultipartForm = { fields: Object.create(null) as Record<string, unknown> };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'asset' && bytes.length > 0) {
          form.file = { filename: part.filename, bytes };
        }
        continue;
      }
      if (part.fieldnameTruncated) throw tooLarge('field name');
      if (part.valueTruncated) throw tooLarge(`field ${part.fieldname}`);
      form.fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw asRequestError(error);
  }
  // A form's viewAs (the web's multipart calls carry it in the body, spec §6) is checked like a JSON body's.
  const viewAs = form.fields.viewAs;
  delete form.fields.viewAs;
  await resolveViewAs(request, viewAs);
  return form;
}

/** Errors of the multipart parser with a 4xx status pass (the error handler maps them); busboy's own are 400. */
function asRequestError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new AppError('InvalidParameterException', {
    message: `Malformed multipart body: ${(error as Error).message}`,
  });
}

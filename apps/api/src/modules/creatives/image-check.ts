import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { validateCreativeFile, violation, type TSize, type Violation } from '@portal/domain';
import type { AssetType } from '../../adapters/storage/index.ts';

/**
 * The checks of a creative's image file (spec §5) on the server: the format is read from the BYTES (file-type),
 * never from the name or the declared MIME type; the pixel size is read from the header (sharp's metadata, which
 * decodes no pixels) and a size above the pixel limit is refused before anything is decoded (decompression bombs);
 * then the domain's rules (format, not empty, exact dimensions, CREATIVE_MAX_KB) and, last, the image is decoded
 * under sharp's limitInputPixels and re-encoded (a truncated or corrupt file is refused): only the re-encoded bytes
 * are stored, and they too must weigh at most CREATIVE_MAX_KB (issue 11). Only GIF, JPEG and PNG reach sharp.
 */

/** No creative is anywhere near this big; a header declaring more is refused without decoding (4096 x 4096). */
export const CREATIVE_MAX_PIXELS = 4096 * 4096;

/** A file as the multipart reader hands it over: what the client said, and the bytes. */
export interface UploadedFile {
  /** The client's name: kept for nothing but the domain rule's signature; never used to judge or store. */
  readonly filename: string;
  readonly bytes: Buffer;
}

/** A file that passed: its type by its bytes, its pixel size. */
export interface CheckedImage {
  readonly type: AssetType;
  readonly mimeType: string;
  readonly width: number;
  readonly height: number;
  readonly bytes: Buffer;
}

export type ImageCheck = { ok: true; image: CheckedImage } | { ok: false; violations: Violation[] };

/** The three formats of spec §5, by the MIME type file-type reads, with the extension the file is stored under. */
const ALLOWED = {
  'image/png': { type: 'png', sharpFormat: 'png' },
  'image/jpeg': { type: 'jpg', sharpFormat: 'jpeg' },
  'image/gif': { type: 'gif', sharpFormat: 'gif' },
} as const satisfies Record<string, { type: AssetType; sharpFormat: string }>;
type AllowedMime = keyof typeof ALLOWED;

/** Never an empty type: an empty one would let the domain's `image` rule fall back to the file's name. */
const UNKNOWN_TYPE = 'application/octet-stream';

function isAllowed(mime: string | undefined): mime is AllowedMime {
  return mime !== undefined && Object.hasOwn(ALLOWED, mime);
}

const refused = (violations: Violation[]): ImageCheck => ({ ok: false, violations });
const asset = (code: 'image' | 'dimensions', params: Record<string, number> = {}) =>
  violation(code, params, ['asset']);

/** The header's pixel size, without decoding; `bomb` when it declares more than the limit. */
async function readHeader(
  bytes: Buffer,
  maxPixels: number,
): Promise<{ width: number; height: number; format?: string } | 'bomb' | 'unreadable'> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: maxPixels }).metadata();
    if (!meta.width || !meta.height) return 'unreadable';
    if (meta.width * meta.height > maxPixels) return 'bomb';
    return { width: meta.width, height: meta.height, format: meta.format };
  } catch (error) {
    return /pixel limit/i.test((error as Error).message) ? 'bomb' : 'unreadable';
  }
}

type SharpFormat = (typeof ALLOWED)[AllowedMime]['sharpFormat'];

/**
 * The image decoded and written again in its own format, within the pixel limit (issue 11): only pixels survive,
 * so whatever rode along in the file (HTML or script after its end, metadata, comments) is gone, and a corrupt or
 * truncated file fails here. A GIF keeps its frames; a palette PNG stays a palette PNG (lossless, same weight).
 */
async function reencode(
  bytes: Buffer,
  format: SharpFormat,
  maxPixels: number,
): Promise<{ bytes: Buffer; width: number; height: number } | undefined> {
  try {
    const input = sharp(bytes, { limitInputPixels: maxPixels, animated: format === 'gif' });
    const meta = await input.metadata();
    const output =
      format === 'png'
        ? input.png({ compressionLevel: 9, palette: meta.isPalette === true })
        : format === 'jpeg'
          ? input.jpeg({ quality: 90, mozjpeg: true })
          : input.gif();
    const { data, info } = await output.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    return undefined;
  }
}

/** Checks an uploaded creative image against the size it must have exactly (spec §5). */
export async function checkCreativeImage(
  file: UploadedFile,
  expected: TSize,
  maxPixels: number = CREATIVE_MAX_PIXELS,
): Promise<ImageCheck> {
  const { bytes } = file;
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  const base = { name: file.filename, size: bytes.length };
  if (!isAllowed(detected)) {
    return refused(validateCreativeFile({ ...base, type: detected ?? UNKNOWN_TYPE }, expected));
  }
  const header = await readHeader(bytes, maxPixels);
  if (header === 'bomb') {
    const weight = validateCreativeFile({ ...base, type: detected }).filter((v) => v.code !== 'image');
    return refused([asset('dimensions', { ...expected }), ...weight]);
  }
  if (header === 'unreadable' || header.format !== ALLOWED[detected].sharpFormat) {
    return refused([asset('image'), ...validateCreativeFile({ ...base, type: detected })]);
  }
  const violations = validateCreativeFile({ ...base, type: detected, ...header }, expected);
  if (violations.length > 0) return refused(violations);
  const stored = await reencode(bytes, ALLOWED[detected].sharpFormat, maxPixels);
  if (!stored || stored.width !== header.width || stored.height !== header.height) {
    return refused([asset('image')]);
  }
  // CREATIVE_MAX_KB holds for the file as sent (the form's rule) and for what is stored and served.
  const storedWeight = validateCreativeFile({ ...base, type: detected, size: stored.bytes.length });
  if (storedWeight.length > 0) return refused(storedWeight);
  return {
    ok: true,
    image: {
      type: ALLOWED[detected].type,
      mimeType: detected,
      width: header.width,
      height: header.height,
      bytes: stored.bytes,
    },
  };
}

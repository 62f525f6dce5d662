import { z } from 'zod';
import { DATA_EXPORT_VALID_HOURS } from './constants.ts';
import { ZIdSchema, ZIsoDateTimeSchema } from './entities/common.ts';

/**
 * "Download my data" (spec §1's closure notice, issue 16): an archive of everything an account has, built in the
 * background and downloadable by the account for a day.
 */

/** queued (waiting for a worker), building (progress 0..100), ready (downloadable), failed, expired (over 24 h). */
export const DATA_EXPORT_STATUSES = ['queued', 'building', 'ready', 'failed', 'expired'] as const;
export const ZDataExportStatusSchema = z.enum(DATA_EXPORT_STATUSES);
export type DataExportStatus = z.infer<typeof ZDataExportStatusSchema>;

/** An export as GET/POST /user/export answer it. */
export const ZDataExportSchema = z.object({
  id: ZIdSchema,
  status: ZDataExportStatusSchema,
  /** Percent of the archive's sections written (100 once ready). */
  progress: z.number().int().min(0).max(100),
  requestedAt: ZIsoDateTimeSchema,
  readyAt: ZIsoDateTimeSchema.nullable(),
  /** Until when the archive can be downloaded (readyAt + DATA_EXPORT_VALID_HOURS). */
  expiresAt: ZIsoDateTimeSchema.nullable(),
  sizeBytes: z.number().int().nonnegative().nullable(),
  /** The API path of the archive while it is ready (the account's own bearer token is required). */
  downloadUrl: z.string().nullable(),
});
export type TDataExport = z.infer<typeof ZDataExportSchema>;

/** An export waits or builds: a second request answers it instead of starting another (one at a time). */
export function isExportPending(status: DataExportStatus): boolean {
  return status === 'queued' || status === 'building';
}

/** The status an export shows at `now`: a ready archive past its 24 hours is expired. */
export function exportStatusAt(
  stored: Exclude<DataExportStatus, 'expired'>,
  expiresAt: Date | null,
  now: Date,
): DataExportStatus {
  return stored === 'ready' && expiresAt !== null && now.getTime() >= expiresAt.getTime()
    ? 'expired'
    : stored;
}

/** When a ready archive stops being downloadable. */
export function exportExpiry(readyAt: Date): Date {
  return new Date(readyAt.getTime() + DATA_EXPORT_VALID_HOURS * 3_600_000);
}

import type { Readable } from 'node:stream';
import {
  DATA_EXPORT_SECTION_ID,
  DATA_EXPORT_VALID_HOURS,
  exportExpiry,
  exportStatusAt,
  isExportPending,
  type Language,
  type TDataExport,
} from '@portal/domain';
import { renderMail, type Mailer } from '../../adapters/mail/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { JobRow, JobRunner } from '../../platform/jobs/runner.ts';
import { enqueueJob } from '../../platform/jobs/queue.ts';
import { openExportArchive, removeExportArchive, writeExportArchive } from './archive.ts';
import type { ExportAccount, ExportSection } from './sections.ts';
import {
  accountOf,
  claimReadyMail,
  failExportsOfFailedJobs,
  findExport,
  findOwnedExport,
  insertExportUnlessPending,
  latestExportOf,
  pendingExportOf,
  takeExpiredFiles,
  updatePendingExport,
  type DataExportRow,
} from './store.ts';

export type { ExportAccount, ExportEntry, ExportSection } from './sections.ts';

/**
 * "Download my data" (issue 16): an account asks for an archive; a job of the database queue (decision 0012) builds
 * it section by section; the account sees its progress, downloads it for 24 hours, and gets an e-mail when it is
 * ready. The job may be claimed again when its process dies: it then rebuilds the archive from the first section
 * over the partial file, on the same export row, and the e-mail is claimed once, so nothing is ever duplicated.
 */

export const DATA_EXPORT_JOB = 'data-export';
const MAX_ATTEMPTS = 3;

export interface ExportsDeps {
  db: Db;
  clock: Clock;
  jobs: JobRunner;
  mailer: Mailer;
  /** The archives' folder (archive.ts exportsDir). */
  dir: string;
  publicUrl: string;
  /** Whether a process polls the jobs: then a new export starts at once instead of at the next poll. */
  polling: boolean;
  /** The archive's sections, in order (sections.ts); one more section is one more entry. */
  sections: ExportSection[];
  log: { warn(obj: object, msg?: string): void };
}

function toDataExport(row: DataExportRow, now: Date): TDataExport {
  const status = exportStatusAt(row.status, row.expiresAt, now);
  return {
    id: row.id,
    status,
    progress: row.status === 'ready' ? 100 : row.progress,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
    downloadUrl: status === 'ready' ? `/api/v2/user/export/${row.id}/download` : null,
  };
}

/** POST /user/export: a new export queued, or the one already pending (one at a time per account). */
export async function requestExport(
  deps: ExportsDeps,
  ownerId: number,
  actorId: number,
): Promise<TDataExport> {
  const now = deps.clock.now();
  const created = await deps.db.transaction(async (tx) => {
    const row = await insertExportUnlessPending(tx, ownerId, actorId, now);
    if (row) {
      const job = { kind: DATA_EXPORT_JOB, key: String(row.id), payload: { exportId: row.id } };
      await enqueueJob(tx, { ...job, runAt: now, maxAttempts: MAX_ATTEMPTS }, now);
    }
    return row;
  });
  const row = created ?? (await pendingExportOf(deps.db, ownerId));
  // The pending one finished between the two reads: ask again (it is no longer pending).
  if (!row) return requestExport(deps, ownerId, actorId);
  if (created && deps.polling) void deps.jobs.runDue();
  return toDataExport(row, now);
}

/** GET /user/export: the account's latest export, or null when it never asked. */
export async function latestExport(deps: ExportsDeps, ownerId: number): Promise<TDataExport | null> {
  const row = await latestExportOf(deps.db, ownerId);
  return row ? toDataExport(row, deps.clock.now()) : null;
}

/**
 * GET /user/export/{id}/download: the account's own ready archive. Another account's, an unknown id or one not
 * ready is NOT_FOUND; past its 24 hours, EXPORT_EXPIRED (410).
 */
export async function openExport(
  deps: ExportsDeps,
  ownerId: number,
  id: number,
): Promise<{ stream: Readable; fileName: string; sizeBytes: number | null }> {
  const row = await findOwnedExport(deps.db, ownerId, id);
  const notFound = () => new AppError('NOT_FOUND', { message: 'No such archive' });
  if (!row) throw notFound();
  const status = exportStatusAt(row.status, row.expiresAt, deps.clock.now());
  if (status === 'expired')
    throw new AppError('EXPORT_EXPIRED', { message: 'The archive’s 24 hours are over' });
  if (status !== 'ready' || !row.fileName) throw notFound();
  const stream = openExportArchive(deps.dir, row.fileName);
  if (!stream) throw notFound();
  const day = row.readyAt!.toISOString().slice(0, 10);
  return { stream, fileName: `my-data-${day}.zip`, sizeBytes: row.sizeBytes };
}

function dataLink(publicUrl: string, locale: Language): string {
  const base = publicUrl.replace(/\/$/, '');
  const profile = locale === 'en' ? '/en/hub/profile/' : '/fr/guichet/profil/';
  return `${base}${profile}#${DATA_EXPORT_SECTION_ID[locale]}`;
}

async function mailReady(
  deps: ExportsDeps,
  row: DataExportRow,
  account: ExportAccount & { firstName: string },
) {
  if (!(await claimReadyMail(deps.db, row.id, deps.clock.now()))) return;
  try {
    await deps.mailer.send({
      to: account.email,
      ...renderMail(account.locale, {
        kind: 'data-export-ready',
        link: dataLink(deps.publicUrl, account.locale),
        validHours: DATA_EXPORT_VALID_HOURS,
        firstName: account.firstName,
      }),
    });
  } catch (error) {
    deps.log.warn({ err: error, exportId: row.id }, 'the data export e-mail was not sent');
  }
}

/** The job: builds the archive of an export still pending; a finished one is left as it is (a repeated run). */
export async function buildExport(deps: ExportsDeps, job: JobRow): Promise<unknown> {
  const { exportId } = job.payload as { exportId: number };
  const row = await findExport(deps.db, exportId);
  if (!row || !isExportPending(row.status)) return { exportId, skipped: true };
  const account = await accountOf(deps.db, row.ownerId);
  if (!account) return { exportId, skipped: true };
  await updatePendingExport(deps.db, exportId, { status: 'building', progress: 0, lastError: null });
  const fileName = `export-${exportId}.zip`;
  try {
    const { sizeBytes } = await writeExportArchive(
      deps.dir,
      fileName,
      deps.sections,
      account,
      (done, total) =>
        updatePendingExport(deps.db, exportId, {
          progress: Math.min(99, Math.floor((done * 100) / total)),
        }).then(() => undefined),
    );
    const now = deps.clock.now();
    const ready = {
      status: 'ready',
      progress: 100,
      fileName,
      sizeBytes,
      readyAt: now,
      expiresAt: exportExpiry(now),
    };
    if (await updatePendingExport(deps.db, exportId, ready as Partial<DataExportRow>)) {
      await mailReady(deps, row, account);
    }
    return { exportId, sizeBytes };
  } catch (error) {
    const last = job.attempts >= job.maxAttempts;
    const message = error instanceof Error ? error.message : String(error);
    await updatePendingExport(deps.db, exportId, {
      status: last ? 'failed' : 'queued',
      progress: 0,
      lastError: message.slice(0, 2000),
    });
    throw error;
  }
}

/** At each poll: exports whose job failed for good show failed; archives past their 24 hours are removed. */
export async function sweepExports(deps: ExportsDeps, now: Date): Promise<void> {
  await failExportsOfFailedJobs(deps.db, DATA_EXPORT_JOB);
  for (const fileName of await takeExpiredFiles(deps.db, now)) await removeExportArchive(deps.dir, fileName);
}

export function registerExportJobs(deps: ExportsDeps): void {
  deps.jobs.register(DATA_EXPORT_JOB, (job) => buildExport(deps, job));
  deps.jobs.schedule((now) => sweepExports(deps, now));
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { exportsDir } from './archive.ts';
import { exportSections } from './sections.ts';
import type { ExportsDeps } from './service.ts';

/** The data exports' wiring (issue 16), built once by buildServer after the services it reads. */
export function createExportsDeps(app: FastifyInstance): ExportsDeps {
  const c = app.config;
  return {
    db: app.database.db,
    clock: app.clock,
    jobs: app.jobs,
    mailer: app.mailer,
    dir: c.EXPORTS_DIR
      ? path.resolve(c.EXPORTS_DIR)
      : exportsDir(c.DATA_DIR, () => fs.mkdtempSync(path.join(os.tmpdir(), 'portal-exports-'))),
    publicUrl: c.PUBLIC_URL,
    polling: c.JOBS_POLL_MS > 0,
    sections: exportSections(app),
    log: app.log,
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDataExportSchema } from '@portal/domain';
import { authUser, requireUser, subjectAccountId } from '../../platform/auth/guard.ts';
import { AppError } from '../../platform/errors.ts';
import { latestExport, openExport, requestExport, type ExportsDeps } from './service.ts';
import { idOfPath } from '../../platform/path-id.ts';

const tags = ['user'];

const exportId = (raw: string): number =>
  idOfPath(raw, () => new AppError('NOT_FOUND', { message: 'No such archive' }));

/**
 * "Download my data" (issue 16, spec §1's closure notice): the account's archive, asked for, followed and
 * downloaded; the account is the request's subject (subjectAccountId), and another account's archive is a 404.
 */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.dataExports;
  app.addHook('onRequest', requireUser);

  app.post(
    '/user/export',
    {
      schema: {
        tags,
        summary:
          'Download my data: queues an archive of the account (campaigns, creatives, invoices, metrics, audiences, pixels); while one is queued or building, answers that one',
        response: { 200: ZDataExportSchema },
      },
    },
    async (request) => requestExport(deps, subjectAccountId(request), authUser(request).id),
  );

  app.get(
    '/user/export',
    {
      schema: {
        tags,
        summary:
          "The account's latest archive: queued, building (progress 0..100), ready (downloadUrl, for 24 h), failed or expired; null when none was asked for",
        response: { 200: ZDataExportSchema.nullable() },
      },
    },
    async (request) => latestExport(deps, subjectAccountId(request)),
  );

  app.get(
    '/user/export/:id/download',
    {
      schema: {
        tags,
        summary:
          'The ready archive as a ZIP, for the account that asked only (another account: 404); after 24 hours 410 EXPORT_EXPIRED',
        params: z.object({ id: z.string() }),
      },
    },
    async (request, reply) => {
      const file = await openExport(deps, subjectAccountId(request), exportId(request.params.id));
      if (file.sizeBytes !== null) reply.header('content-length', file.sizeBytes);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The data exports' wiring (issue 16): tests add a section or run a job through it. */
    dataExports: ExportsDeps;
  }
}

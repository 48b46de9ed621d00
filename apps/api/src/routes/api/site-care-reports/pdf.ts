import { PassThrough } from 'node:stream';
import { SiteCareReportGuidParams } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import { readReportUptime } from '../../../domain/site-care/read-report-uptime.js';
import { reportPdfFileName, writeReportPdf } from '../../../domain/site-care/report-pdf/index.js';
import { findFullReport } from '../../../domain/site-care/find-full-report.js';
import { findReportForUser } from '../../../domain/site-care/find-report-for-user.js';
import { conflict, notFound, unauthorized } from '../../../lib/app-error.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

/** Documents the download: a PDF, sent as it is written. */
const ReportPdf = {
  description: 'The report, with Content-Disposition: attachment and its file name.',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
};

/** A completed report as a PDF, for whoever may read it on screen; staff may also print a draft (marked "Draft"). */
export function siteCareReportPdfRoute(app: FastifyInstance, { db, config }: AppContext) {
  withSchemas(app).get(
    '/api/sitecarereports/:siteCareReportGuid/pdf',
    {
      schema: {
        operationId: 'downloadSiteCareReportPdf',
        summary: 'One Site Care report as a PDF: completed ones for its clients, drafts too for staff',
        tags: ['site care'],
        security: SIGNED_IN,
        params: SiteCareReportGuidParams,
        response: { 200: ReportPdf, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const guid = request.params.siteCareReportGuid;
      const viewer = currentUser(request);
      const found = await findReportForUser(db, guid, viewer);
      if (!found) throw notFound(`Site Care report ${guid} not found.`);
      if (!found.allowed) throw unauthorized();
      // A client's read of a draft holds none of its contents (site-care/queries.ts, toReport); staff's holds them all.
      const report =
        found.report.completedDateTime === null && viewer.isStaff ? await findFullReport(db, guid) : found.report;
      if (!report) throw notFound(`Site Care report ${guid} not found.`);
      if (report.completedDateTime === null && !viewer.isStaff) throw conflict('This report is not completed yet.');
      const measurements = await readReportUptime(db, report, config.monitorConfirmChecks);

      const body = new PassThrough();
      writeReportPdf({ report, branding: config.branding, ...measurements }, body).catch((error: unknown) => {
        request.log.error({ err: error }, 'Site Care report PDF failed');
        body.destroy(error as Error);
      });
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${reportPdfFileName(report)}"`)
          // A stream is written as it is read (the serialiser is for JSON only).
          .send(body as unknown as string)
      );
    },
  );
}

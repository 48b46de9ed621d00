import { ReportUptime, SiteCareReportGuidParams } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { readReportUptime } from '../../../domain/site-care/read-report-uptime.js';
import { findReportForUser } from '../../../domain/site-care/find-report-for-user.js';
import { conflict, notFound, unauthorized } from '../../../lib/app-error.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

/** A completed report's month as the portal measured it: the charts and incidents under the report's cards. */
export function siteCareReportUptimeRoute(app: FastifyInstance, { db, config }: AppContext) {
  withSchemas(app).get(
    '/api/sitecarereports/:siteCareReportGuid/uptime',
    {
      schema: {
        operationId: 'getSiteCareReportUptime',
        summary: 'The report month’s daily uptime and response time, its incidents, and how uptime was counted',
        tags: ['site care'],
        security: SIGNED_IN,
        params: SiteCareReportGuidParams,
        response: { 200: ReportUptime, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const guid = request.params.siteCareReportGuid;
      const viewer = currentUser(request);
      const found = await findReportForUser(db, guid, viewer);
      if (!found) throw notFound(`Site Care report ${guid} not found.`);
      if (!found.allowed) throw unauthorized();
      const { report } = found;
      if (report.completedDateTime === null && !viewer.isStaff) throw conflict('This report is not completed yet.');
      return readReportUptime(db, report, config.monitorConfirmChecks);
    },
  );
}

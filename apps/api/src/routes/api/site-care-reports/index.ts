import {
  ScheduleGuidParams,
  SiteCareReport,
  SiteCareReportGuidParams,
  SiteCareReportList,
} from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { assertScheduleAccess } from '../../../domain/shared/access.js';
import { findReportForUser } from '../../../domain/site-care/find-report-for-user.js';
import { listReportsForSchedule } from '../../../domain/site-care/list-reports-for-schedule.js';
import { notFound, unauthorized } from '../../../lib/app-error.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

export function siteCareReportRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = withSchemas(app);
  api.get(
    '/api/sitecarereports/schedule/:scheduleGuid',
    {
      schema: {
        operationId: 'listSiteCareReports',
        summary: "A Site Care schedule's reports, newest first",
        tags: ['site care'],
        security: SIGNED_IN,
        params: ScheduleGuidParams,
        response: { 200: SiteCareReportList, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const { scheduleGuid } = request.params;
      await assertScheduleAccess(db, currentUser(request), scheduleGuid);
      return listReportsForSchedule(db, scheduleGuid);
    },
  );

  api.get(
    '/api/sitecarereports/:siteCareReportGuid',
    {
      schema: {
        operationId: 'getSiteCareReport',
        summary: 'One Site Care report',
        tags: ['site care'],
        security: SIGNED_IN,
        params: SiteCareReportGuidParams,
        response: { 200: SiteCareReport, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const guid = request.params.siteCareReportGuid;
      const found = await findReportForUser(db, guid, currentUser(request));
      if (!found) throw notFound(`Site Care report ${guid} not found.`);
      if (!found.allowed) throw unauthorized();
      return found.report;
    },
  );
}

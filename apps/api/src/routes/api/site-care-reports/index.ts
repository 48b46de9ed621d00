import type { SiteCareReport } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { assertScheduleAccess } from '../../../domain/access.js';
import { findReport, listReportsForSchedule } from '../../../domain/site-care.repository.js';
import { notFound } from '../../../lib/app-error.js';
import { parseGuid } from '../../../lib/validate.js';
import { currentUser } from '../../../plugins/auth.js';

export function siteCareReportRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get<{ Params: { scheduleGuid: string } }>(
    '/api/sitecarereports/schedule/:scheduleGuid',
    { preHandler: app.requireUser },
    async (request): Promise<SiteCareReport[]> => {
      const scheduleGuid = parseGuid(request.params.scheduleGuid, 'scheduleGuid');
      await assertScheduleAccess(db, currentUser(request).userGuid, scheduleGuid);
      return listReportsForSchedule(db, scheduleGuid);
    },
  );

  app.get<{ Params: { siteCareReportGuid: string } }>(
    '/api/sitecarereports/:siteCareReportGuid',
    { preHandler: app.requireUser },
    async (request): Promise<SiteCareReport> => {
      const guid = parseGuid(request.params.siteCareReportGuid, 'siteCareReportGuid');
      const report = await findReport(db, guid);
      if (!report) throw notFound(`Site Care report ${guid} not found.`);
      await assertScheduleAccess(db, currentUser(request).userGuid, report.siteCareScheduleGuid);
      return report;
    },
  );
}

import type { SiteCareReport } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { assertScheduleAccess } from '../../../domain/access.js';
import { findReportForUser, listReportsForSchedule } from '../../../domain/site-care.repository.js';
import { notFound, unauthorized } from '../../../lib/app-error.js';
import { parseGuid } from '../../../lib/validate.js';
import { currentUser } from '../../../plugins/auth.js';

export function siteCareReportRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get<{ Params: { scheduleGuid: string } }>(
    '/api/sitecarereports/schedule/:scheduleGuid',
    async (request): Promise<SiteCareReport[]> => {
      const scheduleGuid = parseGuid(request.params.scheduleGuid, 'scheduleGuid');
      await assertScheduleAccess(db, currentUser(request).userGuid, scheduleGuid);
      return listReportsForSchedule(db, scheduleGuid);
    },
  );

  app.get<{ Params: { siteCareReportGuid: string } }>(
    '/api/sitecarereports/:siteCareReportGuid',
    async (request): Promise<SiteCareReport> => {
      const guid = parseGuid(request.params.siteCareReportGuid, 'siteCareReportGuid');
      const found = await findReportForUser(db, guid, currentUser(request).userGuid);
      if (!found) throw notFound(`Site Care report ${guid} not found.`);
      if (!found.allowed) throw unauthorized();
      return found.report;
    },
  );
}

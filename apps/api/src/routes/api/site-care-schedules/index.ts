import type { SiteCareSchedule } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { assertScheduleAccess } from '../../../domain/access.js';
import { findSchedule, listSchedulesForUser } from '../../../domain/site-care.repository.js';
import { notFound } from '../../../lib/app-error.js';
import { parseGuid } from '../../../lib/validate.js';
import { currentUser } from '../../../plugins/auth.js';

export function siteCareScheduleRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get('/api/sitecareschedules', async (request): Promise<SiteCareSchedule[]> =>
    listSchedulesForUser(db, currentUser(request).userGuid),
  );

  app.get<{ Params: { scheduleGuid: string } }>(
    '/api/sitecareschedules/:scheduleGuid',
    async (request): Promise<SiteCareSchedule> => {
      const scheduleGuid = parseGuid(request.params.scheduleGuid, 'scheduleGuid');
      await assertScheduleAccess(db, currentUser(request).userGuid, scheduleGuid);
      const schedule = await findSchedule(db, scheduleGuid);
      if (!schedule) throw notFound(`Site Care schedule ${scheduleGuid} not found.`);
      return schedule;
    },
  );
}

import { ScheduleGuidParams, SiteCareSchedule, SiteCareScheduleList } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { assertScheduleAccess } from '../../../domain/shared/access.js';
import { findSchedule } from '../../../domain/site-care/find-schedule.js';
import { listSchedulesForUser } from '../../../domain/site-care/list-schedules-for-user.js';
import { notFound } from '../../../lib/app-error.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

export function siteCareScheduleRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = withSchemas(app);
  api.get(
    '/api/sitecareschedules',
    {
      schema: {
        operationId: 'listSiteCareSchedules',
        summary: "The Site Care schedules of the signed-in user's projects",
        tags: ['site care'],
        security: SIGNED_IN,
        response: { 200: SiteCareScheduleList, ...errorAnswers(401) },
      },
    },
    async (request) => listSchedulesForUser(db, currentUser(request).userGuid),
  );

  api.get(
    '/api/sitecareschedules/:scheduleGuid',
    {
      schema: {
        operationId: 'getSiteCareSchedule',
        summary: 'One Site Care schedule',
        tags: ['site care'],
        security: SIGNED_IN,
        params: ScheduleGuidParams,
        response: { 200: SiteCareSchedule, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const { scheduleGuid } = request.params;
      await assertScheduleAccess(db, currentUser(request), scheduleGuid);
      const schedule = await findSchedule(db, scheduleGuid);
      if (!schedule) throw notFound(`Site Care schedule ${scheduleGuid} not found.`);
      return schedule;
    },
  );
}

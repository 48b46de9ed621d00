import { ProjectGuidParams, ProjectUptime } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { assertProjectAccess } from '../../../domain/shared/access.js';
import { readProjectUptime } from '../../../domain/monitors/read-project-uptime.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

/** The project's sites as the server measured them: its authorised users and staff. */
export function projectUptimeRoute(app: FastifyInstance, { db, config }: AppContext) {
  withSchemas(app).get(
    '/api/projects/:projectGuid/uptime',
    {
      schema: {
        operationId: 'getProjectUptime',
        summary: 'A project’s uptime: current state, uptime over 24 h to 90 days, 30 days of daily figures, incidents',
        tags: ['projects'],
        security: SIGNED_IN,
        params: ProjectGuidParams,
        response: { 200: ProjectUptime, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const { projectGuid } = request.params;
      await assertProjectAccess(db, currentUser(request), projectGuid);
      return readProjectUptime(db, projectGuid, config.monitorConfirmChecks, new Date());
    },
  );
}

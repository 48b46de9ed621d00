import type { ProjectDetail, ProjectListItem } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { findProjectForUser, listProjectUsers, listProjectsForUser } from '../../../domain/projects.repository.js';
import { notFound, unauthorized } from '../../../lib/app-error.js';
import { parseGuid } from '../../../lib/validate.js';
import { currentUser } from '../../../plugins/auth.js';

export function projectRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get<{ Params: { memberGUID: string } }>(
    '/api/projects/user/:memberGUID',
    { preHandler: app.requireUser },
    async (request): Promise<ProjectListItem[]> => {
      const memberGuid = parseGuid(request.params.memberGUID, 'memberGUID');
      const user = currentUser(request);
      if (memberGuid !== user.userGuid) throw unauthorized();
      return listProjectsForUser(db, user.userGuid);
    },
  );

  app.get<{ Params: { projectGuid: string } }>(
    '/api/projects/:projectGuid',
    { preHandler: app.requireUser },
    async (request): Promise<ProjectDetail> => {
      const projectGuid = parseGuid(request.params.projectGuid, 'projectGuid');
      // Unknown → 404; exists but not the caller's → 401 (as assertProjectAccess), decided with the same read.
      const found = await findProjectForUser(db, projectGuid, currentUser(request).userGuid);
      if (!found) throw notFound(`Project ${projectGuid} not found.`);
      if (!found.isMember) throw unauthorized();
      return { projectDto: found.project, projectUsers: await listProjectUsers(db, projectGuid) };
    },
  );
}

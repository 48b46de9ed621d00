import type { ProjectDetail, ProjectListItem } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { assertProjectAccess } from '../../../domain/access.js';
import { listProjectUsers, listProjectsForUser, toProjectDto } from '../../../domain/projects.repository.js';
import { unauthorized } from '../../../lib/app-error.js';
import { parseGuid } from '../../../lib/validate.js';
import { currentUser } from '../../../plugins/auth.js';

export function projectRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get<{ Params: { memberGUID: string } }>(
    '/api/projects/user/:memberGUID',
    async (request): Promise<ProjectListItem[]> => {
      const memberGuid = parseGuid(request.params.memberGUID, 'memberGUID');
      const user = currentUser(request);
      if (memberGuid !== user.userGuid) throw unauthorized();
      return listProjectsForUser(db, user.userGuid);
    },
  );

  app.get<{ Params: { projectGuid: string } }>(
    '/api/projects/:projectGuid',
    async (request): Promise<ProjectDetail> => {
      const projectGuid = parseGuid(request.params.projectGuid, 'projectGuid');
      // The access check reads the project row itself: no second read of it.
      const project = await assertProjectAccess(db, currentUser(request).userGuid, projectGuid);
      return { projectDto: toProjectDto(project), projectUsers: await listProjectUsers(db, projectGuid) };
    },
  );
}

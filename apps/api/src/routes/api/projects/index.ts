import { MemberGuidParams, ProjectDetail, ProjectGuidParams, ProjectList } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { assertProjectAccess } from '../../../domain/shared/access.js';
import { listProjectUsers } from '../../../domain/projects/list-project-users.js';
import { listProjectsForUser } from '../../../domain/projects/list-projects-for-user.js';
import { toProjectDto } from '../../../domain/projects/queries.js';
import { unauthorized } from '../../../lib/app-error.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

export function projectRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = withSchemas(app);
  api.get(
    '/api/projects/user/:memberGUID',
    {
      schema: {
        operationId: 'listUserProjects',
        summary: "The signed-in user's projects, with their counts of open tickets and Site Care reports",
        tags: ['projects'],
        security: SIGNED_IN,
        params: MemberGuidParams,
        response: { 200: ProjectList, ...errorAnswers(400, 401) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (request.params.memberGUID !== user.userGuid) throw unauthorized();
      return listProjectsForUser(db, user.userGuid);
    },
  );

  api.get(
    '/api/projects/:projectGuid',
    {
      schema: {
        operationId: 'getProject',
        summary: 'A project and its authorised users',
        tags: ['projects'],
        security: SIGNED_IN,
        params: ProjectGuidParams,
        response: { 200: ProjectDetail, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const { projectGuid } = request.params;
      // The access check reads the project row itself: no second read of it.
      const project = await assertProjectAccess(db, currentUser(request), projectGuid);
      return { projectDto: toProjectDto(project), projectUsers: await listProjectUsers(db, projectGuid) };
    },
  );
}

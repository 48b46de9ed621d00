import { ProjectGuidParams, ProjectUserList } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { assertProjectAccess } from '../../../domain/shared/access.js';
import { listProjectUsers } from '../../../domain/projects/list-project-users.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

export function projectUsersRoute(app: FastifyInstance, { db }: AppContext) {
  withSchemas(app).get(
    '/api/users/project/:projectGuid',
    {
      schema: {
        operationId: 'listProjectUsers',
        summary: "A project's authorised users",
        tags: ['users'],
        security: SIGNED_IN,
        params: ProjectGuidParams,
        response: { 200: ProjectUserList, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const { projectGuid } = request.params;
      await assertProjectAccess(db, currentUser(request), projectGuid);
      return listProjectUsers(db, projectGuid);
    },
  );
}

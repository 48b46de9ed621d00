import type { ProjectUser } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { assertProjectAccess } from '../../../domain/access.js';
import { listProjectUsers } from '../../../domain/projects.repository.js';
import { currentUser } from '../../../plugins/auth.js';
import { parseGuid } from '../../../lib/validate.js';

export function projectUsersRoute(app: FastifyInstance, { db }: AppContext) {
  app.get<{ Params: { projectGuid: string } }>(
    '/api/users/project/:projectGuid',
    async (request): Promise<ProjectUser[]> => {
      const projectGuid = parseGuid(request.params.projectGuid, 'projectGuid');
      await assertProjectAccess(db, currentUser(request).userGuid, projectGuid);
      return listProjectUsers(db, projectGuid);
    },
  );
}

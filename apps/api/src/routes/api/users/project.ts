import type { ProjectUser } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { assertProjectAccess } from '../../../domain/access.js';
import { listProjectUsers } from '../../../domain/projects.repository.js';
import { currentUser } from '../../../plugins/auth.js';
import { cachedAnswer, signedInRead } from '../../cached-answer.js';
import { parseGuid } from '../../../lib/validate.js';

export function projectUsersRoute(app: FastifyInstance, { db, readCache }: AppContext) {
  app.get<{ Params: { projectGuid: string } }>(
    '/api/users/project/:projectGuid',
    signedInRead(app),
    cachedAnswer(readCache, async (request): Promise<ProjectUser[]> => {
      const projectGuid = parseGuid(request.params.projectGuid, 'projectGuid');
      await assertProjectAccess(db, currentUser(request).userGuid, projectGuid);
      return listProjectUsers(db, projectGuid);
    }),
  );
}

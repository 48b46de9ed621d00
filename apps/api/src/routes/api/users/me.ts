import type { CurrentUser } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { currentUser } from '../../../plugins/auth.js';

export function meRoute(app: FastifyInstance, _context: AppContext) {
  app.get('/api/users/me', async (request): Promise<CurrentUser> => {
    const user = currentUser(request);
    return { memberGUID: user.userGuid, firstName: user.firstName, lastName: user.lastName, email: user.email };
  });
}

import type { CurrentUser } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../plugins/auth.js';
import { signedInRead } from '../../cached-answer.js';

export function meRoute(app: FastifyInstance) {
  app.get('/api/users/me', signedInRead(app), (request): CurrentUser => {
    const user = currentUser(request);
    return { memberGUID: user.userGuid, firstName: user.firstName, lastName: user.lastName, email: user.email };
  });
}

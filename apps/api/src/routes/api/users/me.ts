import type { CurrentUser } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { currentUser } from '../../../plugins/auth.js';
import { cachedAnswer, signedInRead } from '../../cached-answer.js';

export function meRoute(app: FastifyInstance, { readCache }: AppContext) {
  app.get(
    '/api/users/me',
    signedInRead(app),
    // Kept like the other reads, so a repeated /me is answered from memory before routing (kept-answers.ts).
    cachedAnswer(readCache, async (request): Promise<CurrentUser> => {
      const user = currentUser(request);
      return { memberGUID: user.userGuid, firstName: user.firstName, lastName: user.lastName, email: user.email };
    }),
  );
}

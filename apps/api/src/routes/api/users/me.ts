import { CurrentUser } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

export function meRoute(app: FastifyInstance, _context: AppContext) {
  withSchemas(app).get(
    '/api/users/me',
    {
      config: { tokenScope: 'signed-in' },
      schema: {
        operationId: 'getCurrentUser',
        summary: 'The signed-in user',
        tags: ['users'],
        security: SIGNED_IN,
        response: { 200: CurrentUser, ...errorAnswers(401) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return {
        memberGUID: user.userGuid,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        role: user.role,
      };
    },
  );
}

import { isStaffRole, Ok } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import { changeNotificationSettings } from '../../../domain/notifications/change-notification-settings.js';
import { verifyUnsubscribe } from '../../../domain/notifications/unsubscribe.js';
import { AppError } from '../../../lib/app-error.js';
import { errorAnswers, withSchemas } from '../../schemas.js';

/** Documents the answer of a GET: a redirect, with no body. */
const SeeNotificationSettings = z.null().describe('A redirect (Location: /account/notifications), with no body');

const UnsubscribeQuery = z.object({ token: z.string().min(1).max(2000) });
const EXPIRED = 'This unsubscribe link is not valid any more. Turn emails off in Notification settings instead.';

/**
 * The List-Unsubscribe link of every notification email. A mail client's one-click POST (RFC 8058) turns the email's
 * kinds off; a GET (a person, or a link scanner) changes nothing and leads to the notification settings.
 */
export function unsubscribeRoutes(app: FastifyInstance, context: AppContext) {
  // Mail clients post `List-Unsubscribe=One-Click` as a form (RFC 8058): accepted here, and its body is not needed.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_r, _b, done) => done(null, {}),
    );
    oneClickRoute(scope, context);
  });
  withSchemas(app).get(
    '/api/notifications/unsubscribe',
    {
      schema: {
        operationId: 'openUnsubscribeLink',
        summary: 'Leads to the notification settings (changes nothing)',
        tags: ['users'],
        response: { 303: SeeNotificationSettings },
      },
    },
    async (_request, reply) => reply.redirect('/account/notifications', 303),
  );
}

function oneClickRoute(app: FastifyInstance, { db }: AppContext) {
  withSchemas(app).post(
    '/api/notifications/unsubscribe',
    {
      schema: {
        operationId: 'unsubscribe',
        summary: 'One-click unsubscribe (RFC 8058) from the kinds of email the link names',
        tags: ['users'],
        querystring: UnsubscribeQuery,
        response: { 200: Ok, ...errorAnswers(400) },
      },
    },
    async (request) => {
      const claims = verifyUnsubscribe(app, request.query.token);
      const user =
        claims &&
        (await db
          .selectFrom('users')
          .select(['user_guid', 'email', 'first_name', 'last_name', 'role'])
          .where('user_guid', '=', claims.sub)
          .executeTakeFirst());
      if (!claims || !user) throw new AppError('bad_request', `token: ${EXPIRED}`);
      await changeNotificationSettings(
        db,
        {
          userGuid: user.user_guid,
          email: user.email,
          firstName: user.first_name,
          lastName: user.last_name,
          role: user.role,
          isStaff: isStaffRole(user.role),
          ipAddress: request.ip,
        },
        { settings: claims.kinds.map((kind) => ({ kind, enabled: false })) },
      );
      return { ok: true as const };
    },
  );
}

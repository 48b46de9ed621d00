import { NotificationSettings, NotificationSettingsChange } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { changeNotificationSettings } from '../../../domain/notifications/change-notification-settings.js';
import { readNotificationSettings } from '../../../domain/notifications/read-notification-settings.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

export function notificationSettingsRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = withSchemas(app);
  const schema = { tags: ['users'], security: SIGNED_IN };
  api.get(
    '/api/users/me/notifications',
    {
      schema: {
        ...schema,
        operationId: 'getNotificationSettings',
        summary: 'The emails the signed-in person gets about tickets, each on or off',
        response: { 200: NotificationSettings, ...errorAnswers(401) },
      },
    },
    async (request) => readNotificationSettings(db, currentUser(request)),
  );
  api.put(
    '/api/users/me/notifications',
    {
      schema: {
        ...schema,
        operationId: 'updateNotificationSettings',
        summary: 'Turns kinds of email on or off (kinds left out stay as they are)',
        body: NotificationSettingsChange,
        response: { 200: NotificationSettings, ...errorAnswers(400, 401) },
      },
    },
    async (request) => changeNotificationSettings(db, currentUser(request), request.body),
  );
}

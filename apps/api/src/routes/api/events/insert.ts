import { EventInsertRequest, EventInsertResponse } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { insertEvent } from '../../../domain/events/insert-event.js';
import { AppError, forbidden } from '../../../lib/app-error.js';
import { errorAnswers, withSchemas } from '../../schemas.js';

export function insertEventRoute(app: FastifyInstance, { config, db, limiters }: AppContext) {
  const schema = {
    operationId: 'recordEvent',
    summary: 'Record an event (sign-in, sign-out, a failed password reset); signed in or not',
    tags: ['events'],
    body: EventInsertRequest,
    response: { 201: EventInsertResponse, ...errorAnswers(400, 401, 403, 429) },
  };
  withSchemas(app).post('/api/events/insert', { schema }, async (request, reply) => {
    const { body } = request;
    if (body.siteKey !== config.eventsSiteKey) throw new AppError('bad_request', 'siteKey: unknown site key');
    await limiters.assertEventAllowed(request.ip);
    // The user comes from the token when there is one; the body's userGuid is never trusted.
    if (request.headers.authorization) await app.authenticate(request);
    // The client screens' own record: an integration's API token has no events to record.
    if (request.apiToken) throw forbidden('An API token cannot make this call.');
    await insertEvent(db, {
      eventTypeName: body.eventTypeName,
      userGuid: request.authUser?.userGuid ?? null,
      objectGuid: body.objectGuid ?? null,
      description: body.description ?? null,
      clientIp: request.ip,
    });
    return reply.code(201).send({ ok: true });
  });
}

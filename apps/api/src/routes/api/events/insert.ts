import { EventInsertRequest } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { insertEvent } from '../../../domain/events.repository.js';
import { AppError } from '../../../lib/app-error.js';
import { parseInput } from '../../../lib/validate.js';

export function insertEventRoute(app: FastifyInstance, { config, db, limiters }: AppContext) {
  app.post('/api/events/insert', async (request, reply) => {
    const body = parseInput(EventInsertRequest, request.body);
    if (body.siteKey !== config.eventsSiteKey) throw new AppError('bad_request', 'siteKey: unknown site key');
    await limiters.assertEventAllowed(request.ip);
    // The user comes from the token when there is one; the body's userGuid is never trusted.
    if (request.headers.authorization) await app.authenticate(request);
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

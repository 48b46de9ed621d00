import { NewReply, TicketGuidParams, TicketUpdate, TicketUpdateList } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { replyToTicket } from '../../../domain/tickets/reply-to-ticket.js';
import { findTicketForUser } from '../../../domain/tickets/find-ticket-for-user.js';
import { listTicketUpdates } from '../../../domain/tickets/list-ticket-updates.js';
import { notFound, unauthorized } from '../../../lib/app-error.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorAnswers, RICH_TEXT_BODY_LIMIT, SIGNED_IN, withSchemas } from '../../schemas.js';

export function updateRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = withSchemas(app);
  api.get(
    '/api/updates/ticket/:ticketGuid',
    {
      schema: {
        operationId: 'listTicketUpdates',
        summary: "A ticket's updates, oldest first",
        tags: ['tickets'],
        security: SIGNED_IN,
        params: TicketGuidParams,
        response: { 200: TicketUpdateList, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const { ticketGuid } = request.params;
      const found = await findTicketForUser(db, ticketGuid, currentUser(request));
      if (!found) throw notFound(`Ticket ${ticketGuid} not found.`);
      if (!found.isVisible) throw unauthorized('You are not authorized to view this ticket.');
      return listTicketUpdates(db, ticketGuid);
    },
  );

  api.post(
    '/api/updates/ticket/:ticketGuid',
    {
      bodyLimit: RICH_TEXT_BODY_LIMIT,
      schema: {
        operationId: 'replyToTicket',
        summary:
          'Replies on a ticket: a client’s reply reopens a completed ticket and answers one awaiting the customer; staff post a public update',
        tags: ['tickets'],
        security: SIGNED_IN,
        params: TicketGuidParams,
        body: NewReply,
        response: { 201: TicketUpdate, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const update = await replyToTicket(db, currentUser(request), request.params.ticketGuid, request.body);
      return reply.code(201).send(update);
    },
  );
}

import { NewTicket, TicketDetail } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { openTicket } from '../../../domain/tickets/open-ticket.js';
import { findTicketForUser } from '../../../domain/tickets/find-ticket-for-user.js';
import { readTicketDetail } from '../../../domain/tickets/read-ticket-detail.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorAnswers, RICH_TEXT_BODY_LIMIT, SIGNED_IN, withSchemas } from '../../schemas.js';

export function ticketRoutes(app: FastifyInstance, { db }: AppContext) {
  withSchemas(app).post(
    '/api/tickets',
    {
      bodyLimit: RICH_TEXT_BODY_LIMIT,
      schema: {
        operationId: 'createTicket',
        summary: 'Opens a ticket on a project: its authorised users, and staff',
        tags: ['tickets'],
        security: SIGNED_IN,
        body: NewTicket,
        response: { 201: TicketDetail, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const ticketGuid = await openTicket(db, user, request.body);
      const found = await findTicketForUser(db, ticketGuid, user);
      return reply.code(201).send(await readTicketDetail(db, found!.ticket, found!.priority));
    },
  );
}

import { TicketGuidParams, TicketUpdateList } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { findTicketForUser, listTicketUpdates } from '../../../domain/tickets.repository.js';
import { notFound, unauthorized } from '../../../lib/app-error.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

export function updateRoutes(app: FastifyInstance, { db }: AppContext) {
  withSchemas(app).get(
    '/api/updates/ticket/:ticketGuid',
    {
      schema: {
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
}

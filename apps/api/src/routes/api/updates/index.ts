import type { TicketUpdate } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { findTicketForUser, listTicketUpdates } from '../../../domain/tickets.repository.js';
import { notFound, unauthorized } from '../../../lib/app-error.js';
import { parseGuid } from '../../../lib/validate.js';
import { currentUser } from '../../../plugins/auth.js';

export function updateRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get<{ Params: { ticketGuid: string } }>(
    '/api/updates/ticket/:ticketGuid',
    async (request): Promise<TicketUpdate[]> => {
      const ticketGuid = parseGuid(request.params.ticketGuid, 'ticketGuid');
      const found = await findTicketForUser(db, ticketGuid, currentUser(request).userGuid);
      if (!found) throw notFound(`Ticket ${ticketGuid} not found.`);
      if (!found.isMember) throw unauthorized('You are not authorized to view this ticket.');
      return listTicketUpdates(db, ticketGuid);
    },
  );
}

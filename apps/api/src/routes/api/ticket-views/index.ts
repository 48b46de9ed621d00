import type { TicketView } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { assertProjectAccess } from '../../../domain/access.js';
import { findTicketForUser, listTicketsForProject, listTicketsForUser } from '../../../domain/tickets.repository.js';
import { notFound, unauthorized } from '../../../lib/app-error.js';
import { parseGuid } from '../../../lib/validate.js';
import { currentUser } from '../../../plugins/auth.js';

export function ticketViewRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get<{ Params: { projectGuid: string } }>(
    '/api/ticketviews/project/:projectGuid',
    async (request): Promise<TicketView[]> => {
      const projectGuid = parseGuid(request.params.projectGuid, 'projectGuid');
      await assertProjectAccess(db, currentUser(request).userGuid, projectGuid);
      return listTicketsForProject(db, projectGuid);
    },
  );

  // Not in spec §7: /tickets without a project lists the user's tickets across all their projects.
  app.get<{ Params: { memberGUID: string } }>(
    '/api/ticketviews/user/:memberGUID',
    async (request): Promise<TicketView[]> => {
      const memberGuid = parseGuid(request.params.memberGUID, 'memberGUID');
      const user = currentUser(request);
      if (memberGuid !== user.userGuid) throw unauthorized();
      return listTicketsForUser(db, user.userGuid);
    },
  );

  app.get<{ Params: { ticketGuid: string } }>('/api/ticketviews/:ticketGuid', async (request): Promise<TicketView> => {
    const ticketGuid = parseGuid(request.params.ticketGuid, 'ticketGuid');
    const found = await findTicketForUser(db, ticketGuid, currentUser(request).userGuid);
    if (!found) throw notFound(`Ticket ${ticketGuid} not found.`);
    if (!found.isMember) throw unauthorized('You are not authorized to view this ticket.');
    return found.ticket;
  });
}

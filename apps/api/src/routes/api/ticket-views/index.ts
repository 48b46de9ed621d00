import {
  MemberGuidParams,
  ProjectGuidParams,
  TicketGuidParams,
  TicketDetail,
  TicketViewList,
} from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { assertProjectAccess } from '../../../domain/shared/access.js';
import { findTicketForUser } from '../../../domain/tickets/find-ticket-for-user.js';
import { listTicketsForProject } from '../../../domain/tickets/list-tickets-for-project.js';
import { listTicketsForUser } from '../../../domain/tickets/list-tickets-for-user.js';
import { readTicketDetail } from '../../../domain/tickets/read-ticket-detail.js';
import { notFound, unauthorized } from '../../../lib/app-error.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

export function ticketViewRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = withSchemas(app);
  api.get(
    '/api/ticketviews/project/:projectGuid',
    {
      schema: {
        operationId: 'listProjectTickets',
        summary: "A project's tickets, newest first",
        tags: ['tickets'],
        security: SIGNED_IN,
        params: ProjectGuidParams,
        response: { 200: TicketViewList, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const { projectGuid } = request.params;
      await assertProjectAccess(db, currentUser(request), projectGuid);
      return listTicketsForProject(db, projectGuid);
    },
  );

  // Not in spec §7: /tickets without a project lists the user's tickets across all their projects.
  api.get(
    '/api/ticketviews/user/:memberGUID',
    {
      schema: {
        operationId: 'listUserTickets',
        summary: "The signed-in user's tickets across all their projects, newest first",
        tags: ['tickets'],
        security: SIGNED_IN,
        params: MemberGuidParams,
        response: { 200: TicketViewList, ...errorAnswers(400, 401) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (request.params.memberGUID !== user.userGuid) throw unauthorized();
      return listTicketsForUser(db, user.userGuid);
    },
  );

  api.get(
    '/api/ticketviews/:ticketGuid',
    {
      schema: {
        operationId: 'getTicket',
        summary: 'One ticket',
        tags: ['tickets'],
        security: SIGNED_IN,
        params: TicketGuidParams,
        response: { 200: TicketDetail, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const { ticketGuid } = request.params;
      const found = await findTicketForUser(db, ticketGuid, currentUser(request));
      if (!found) throw notFound(`Ticket ${ticketGuid} not found.`);
      if (!found.isVisible) throw unauthorized('You are not authorized to view this ticket.');
      return readTicketDetail(db, found.ticket, found.priority);
    },
  );
}

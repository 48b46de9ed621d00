import {
  InboundEmailList,
  InboundEmailParams,
  InboundEmailQuery,
  InboundEmailTicket,
  InboundEmailTicketOpened,
} from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import { listInboundEmails } from '../../../domain/inbound-mail/list-inbound-emails.js';
import { discardInboundEmail, openTicketFromEmail } from '../../../domain/inbound-mail/sort-inbound-email.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

const TAGS = ['agency tickets'];

/** Email in (domain/inbound-mail): what was read from the support mailbox, and "Email to sort". */
export function agencyEmailRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const api = withSchemas(app);

  api.get(
    '/api/agency/emails',
    {
      schema: {
        operationId: 'listInboundEmails',
        summary: 'Messages read from the support mailbox in one state (default to-sort), newest first',
        tags: TAGS,
        security: SIGNED_IN,
        querystring: InboundEmailQuery,
        response: { 200: InboundEmailList, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => listInboundEmails(db, request.query.state),
  );

  api.post(
    '/api/agency/emails/:inboundGuid/ticket',
    {
      schema: {
        operationId: 'createTicketFromEmail',
        summary: 'Opens a ticket from an email to sort, for its sender, on one of their projects',
        tags: TAGS,
        security: SIGNED_IN,
        params: InboundEmailParams,
        body: InboundEmailTicket,
        response: { 201: InboundEmailTicketOpened, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const ticketGuid = await openTicketFromEmail(
        db,
        config,
        currentUser(request),
        request.params.inboundGuid,
        request.body.projectGuid,
      );
      return reply.code(201).send({ ticketGuid });
    },
  );

  api.post(
    '/api/agency/emails/:inboundGuid/discard',
    {
      schema: {
        operationId: 'discardInboundEmail',
        summary: 'Discards an email to sort: nothing is answered',
        tags: TAGS,
        security: SIGNED_IN,
        params: InboundEmailParams,
        response: { 204: z.null().describe('No content'), ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await discardInboundEmail(db, currentUser(request), request.params.inboundGuid);
      return reply.code(204).send(null);
    },
  );
}

import {
  AgencyTicket,
  AgencyTicketChange,
  AgencyTicketsBulkChange,
  BulkResult,
  InboxCounts,
  InboxPage,
  InboxQuery,
  NewAgencyTicket,
  NewThreadEntry,
  TagUses,
  ThreadEntry,
  TicketGuidParams,
} from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { changeTicket, changeTickets } from '../../../domain/tickets/change-ticket.js';
import { createTicket } from '../../../domain/tickets/create-ticket.js';
import { postThreadEntry } from '../../../domain/tickets/post-thread-entry.js';
import { countInboxViews } from '../../../domain/tickets/count-inbox-views.js';
import { findAgencyTicket } from '../../../domain/tickets/find-agency-ticket.js';
import { listInbox } from '../../../domain/tickets/list-inbox.js';
import { listTagUses } from '../../../domain/tickets/ticket-tags.js';
import type { Db } from '../../../db/database.js';
import { notFound } from '../../../lib/app-error.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorAnswers, RICH_TEXT_BODY_LIMIT, SIGNED_IN, withSchemas } from '../../schemas.js';

const TAGS = ['agency tickets'];

async function agencyTicketOrNotFound(db: Db, ticketGuid: string): Promise<AgencyTicket> {
  const ticket = await findAgencyTicket(db, ticketGuid);
  if (!ticket) throw notFound(`Ticket ${ticketGuid} not found.`);
  return ticket;
}

/** The inbox and the ticket page of the agency's workspace. Staff only (routes/index.ts). */
export function agencyTicketRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = withSchemas(app);

  api.get(
    '/api/agency/tickets',
    {
      config: { tokenScope: 'tickets:read' },
      schema: {
        operationId: 'listInboxTickets',
        summary: 'The inbox: one page of a view, filtered, newest activity first',
        tags: TAGS,
        security: SIGNED_IN,
        querystring: InboxQuery,
        response: { 200: InboxPage, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => listInbox(db, request.query, currentUser(request).userGuid),
  );

  api.get(
    '/api/agency/tickets/counts',
    {
      config: { tokenScope: 'tickets:read' },
      schema: {
        operationId: 'countInboxTickets',
        summary: 'How many tickets each inbox view holds',
        tags: TAGS,
        security: SIGNED_IN,
        response: { 200: InboxCounts, ...errorAnswers(401, 403) },
      },
    },
    async (request) => countInboxViews(db, currentUser(request).userGuid),
  );

  api.get(
    '/api/agency/tags',
    {
      config: { tokenScope: 'tickets:read' },
      schema: {
        operationId: 'listTags',
        summary: 'Every tag on tickets, most used first: the suggestions when tagging, and the inbox’s tag filter',
        tags: TAGS,
        security: SIGNED_IN,
        response: { 200: TagUses, ...errorAnswers(401, 403) },
      },
    },
    async () => listTagUses(db),
  );

  api.post(
    '/api/agency/tickets/bulk',
    {
      config: { tokenScope: 'tickets:write' },
      schema: {
        operationId: 'updateTicketsInBulk',
        summary:
          'Changes the status, assignee, priority or tags of several tickets at once; 409 (and none changes) when one was changed since',
        tags: TAGS,
        security: SIGNED_IN,
        body: AgencyTicketsBulkChange,
        response: { 200: BulkResult, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ changed: await changeTickets(db, currentUser(request), request.body) }),
  );

  api.post(
    '/api/agency/tickets',
    {
      bodyLimit: RICH_TEXT_BODY_LIMIT,
      config: { tokenScope: 'tickets:write' },
      schema: {
        operationId: 'createAgencyTicket',
        summary: 'Raises a ticket on behalf of one of a project’s authorised users',
        tags: TAGS,
        security: SIGNED_IN,
        body: NewAgencyTicket,
        response: { 201: AgencyTicket, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const ticketGuid = await createTicket(db, currentUser(request), request.body);
      return reply.code(201).send(await agencyTicketOrNotFound(db, ticketGuid));
    },
  );

  api.get(
    '/api/agency/tickets/:ticketGuid',
    {
      config: { tokenScope: 'tickets:read' },
      schema: {
        operationId: 'getAgencyTicket',
        summary: 'A ticket with its whole thread (internal notes included), its version and its history',
        tags: TAGS,
        security: SIGNED_IN,
        params: TicketGuidParams,
        response: { 200: AgencyTicket, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => agencyTicketOrNotFound(db, request.params.ticketGuid),
  );

  api.patch(
    '/api/agency/tickets/:ticketGuid',
    {
      bodyLimit: RICH_TEXT_BODY_LIMIT,
      config: { tokenScope: 'tickets:write' },
      schema: {
        operationId: 'updateAgencyTicket',
        summary:
          'Changes a ticket’s title, description, status, assignee, priority or tags; 409 when made on an older version',
        tags: TAGS,
        security: SIGNED_IN,
        params: TicketGuidParams,
        body: AgencyTicketChange,
        response: { 200: AgencyTicket, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { ticketGuid } = request.params;
      await changeTicket(db, currentUser(request), ticketGuid, request.body);
      return agencyTicketOrNotFound(db, ticketGuid);
    },
  );

  api.post(
    '/api/agency/tickets/:ticketGuid/updates',
    {
      bodyLimit: RICH_TEXT_BODY_LIMIT,
      config: { tokenScope: 'tickets:write' },
      schema: {
        operationId: 'postAgencyTicketUpdate',
        summary: 'Posts a public update (the client reads it) or an internal note (staff only)',
        tags: TAGS,
        security: SIGNED_IN,
        params: TicketGuidParams,
        body: NewThreadEntry,
        response: { 201: ThreadEntry, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const entry = await postThreadEntry(db, currentUser(request), request.params.ticketGuid, request.body);
      return reply.code(201).send(entry);
    },
  );
}

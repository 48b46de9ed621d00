import {
  ClientChange,
  ClientDetail,
  ClientPage,
  ClientQuery,
  InvitationSent,
  NewClient,
  UserGuidParams,
} from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { findClientDetail } from '../../../domain/clients/find-client-detail.js';
import { listClients } from '../../../domain/clients/list-clients.js';
import { changeClient } from '../../../domain/clients/change-client.js';
import { createClient } from '../../../domain/clients/create-client.js';
import { inviteClient } from '../../../domain/clients/invite-client.js';
import type { Db } from '../../../db/database.js';
import { notFound } from '../../../lib/app-error.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

const TAGS = ['agency clients'];

async function clientOrNotFound(db: Db, userGuid: string): Promise<ClientDetail> {
  const client = await findClientDetail(db, userGuid);
  if (!client) throw notFound(`Client ${userGuid} not found.`);
  return client;
}

/** Client accounts: list, add (with an invitation email), change, disable, re-invite. Staff only (routes/index.ts). */
export function agencyClientRoutes(app: FastifyInstance, { config, db, mailer }: AppContext) {
  const api = withSchemas(app);
  const mail = { config, mailer };

  api.get(
    '/api/agency/clients',
    {
      schema: {
        operationId: 'listClients',
        summary:
          'A page of the client users (disabled ones marked), by name; searched on name and email, or those of a project',
        tags: TAGS,
        security: SIGNED_IN,
        querystring: ClientQuery,
        response: { 200: ClientPage, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      return listClients(db, request.query);
    },
  );

  api.post(
    '/api/agency/clients',
    {
      schema: {
        operationId: 'createClient',
        summary: 'Adds a client, authorised on the given projects, and emails them an invitation to set a password',
        tags: TAGS,
        security: SIGNED_IN,
        body: NewClient,
        response: { 201: ClientDetail, ...errorAnswers(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const userGuid = await createClient(db, currentUser(request), request.body, mail);
      return reply.code(201).send(await clientOrNotFound(db, userGuid));
    },
  );

  api.get(
    '/api/agency/clients/:userGuid',
    {
      schema: {
        operationId: 'getClient',
        summary: 'A client with their projects, last sign-in and the history of staff changes to their account',
        tags: TAGS,
        security: SIGNED_IN,
        params: UserGuidParams,
        response: { 200: ClientDetail, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return clientOrNotFound(db, request.params.userGuid);
    },
  );

  api.patch(
    '/api/agency/clients/:userGuid',
    {
      schema: {
        operationId: 'updateClient',
        summary:
          'Changes a client’s name or email, or disables them (every token stops working at once) or enables them',
        tags: TAGS,
        security: SIGNED_IN,
        params: UserGuidParams,
        body: ClientChange,
        response: { 200: ClientDetail, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { userGuid } = request.params;
      await changeClient(db, currentUser(request), userGuid, request.body);
      return clientOrNotFound(db, userGuid);
    },
  );

  api.post(
    '/api/agency/clients/:userGuid/invite',
    {
      schema: {
        operationId: 'inviteClient',
        summary:
          'Emails the client a new invitation link (earlier ones stay valid until they expire); 409 if disabled or the client has a password',
        tags: TAGS,
        security: SIGNED_IN,
        params: UserGuidParams,
        response: { 200: InvitationSent, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => inviteClient(db, currentUser(request), request.params.userGuid, mail),
  );
}

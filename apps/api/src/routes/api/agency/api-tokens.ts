import { ApiToken, ApiTokenCreated, ApiTokenGuidParams, ApiTokenList, NewApiToken } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { createApiToken, listApiTokens, revokeApiToken } from '../../../domain/api-tokens/api-tokens.js';
import { adminsOnly, currentUser } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

const TAGS = ['agency settings'];

/** API tokens for integrations (domain/api-tokens): admins make, list and revoke them. */
export function agencyApiTokenRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = withSchemas(app);

  api.get(
    '/api/agency/settings/api-tokens',
    {
      onRequest: adminsOnly,
      schema: {
        operationId: 'listApiTokens',
        summary: 'Admins: every API token, newest first, with when and from where each was last used',
        tags: TAGS,
        security: SIGNED_IN,
        response: { 200: ApiTokenList, ...errorAnswers(401, 403) },
      },
    },
    async () => listApiTokens(db),
  );

  api.post(
    '/api/agency/settings/api-tokens',
    {
      onRequest: adminsOnly,
      schema: {
        operationId: 'createApiToken',
        summary: 'Admins: makes an API token with its scopes and expiry; the answer holds the token, shown this once',
        tags: TAGS,
        security: SIGNED_IN,
        body: NewApiToken,
        response: { 201: ApiTokenCreated, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await createApiToken(db, currentUser(request), request.body)),
  );

  api.delete(
    '/api/agency/settings/api-tokens/:tokenGuid',
    {
      onRequest: adminsOnly,
      schema: {
        operationId: 'revokeApiToken',
        summary: 'Admins: revokes an API token; its next request, to any server, is refused',
        tags: TAGS,
        security: SIGNED_IN,
        params: ApiTokenGuidParams,
        response: { 200: ApiToken, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => revokeApiToken(db, currentUser(request), request.params.tokenGuid),
  );
}

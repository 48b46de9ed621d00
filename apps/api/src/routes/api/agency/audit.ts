import { AuditPage, AuditQuery } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { listAuditPage } from '../../../domain/audit/list-audit-page.js';
import { adminsOnly } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

/** Before the request is validated: other staff get 403 whatever they send. */

/** The whole audit log, for admins only (other staff get 403). */
export function agencyAuditRoutes(app: FastifyInstance, { db }: AppContext) {
  withSchemas(app).get(
    '/api/agency/audit',
    {
      onRequest: adminsOnly,
      schema: {
        operationId: 'listAuditEntries',
        summary: 'The audit log, newest first, a page at a time, narrowed to one entity and/or one actor; admins only',
        tags: ['agency audit'],
        security: SIGNED_IN,
        querystring: AuditQuery,
        response: { 200: AuditPage, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => listAuditPage(db, request.query),
  );
}

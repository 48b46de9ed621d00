import {
  AgencyDashboardPage,
  DashboardPageChange,
  DashboardPageGuidParams,
  NewDashboardPage,
  ProjectGuidParams,
} from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import { findAgencyDashboardPage } from '../../../domain/dashboard-pages/find-agency-dashboard-page.js';
import { addDashboardPage } from '../../../domain/dashboard-pages/add-dashboard-page.js';
import { changeDashboardPage } from '../../../domain/dashboard-pages/change-dashboard-page.js';
import { removeDashboardPage } from '../../../domain/dashboard-pages/remove-dashboard-page.js';
import type { Db } from '../../../db/database.js';
import { notFound } from '../../../lib/app-error.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

const TAGS = ['agency projects'];

async function pageOrNotFound(db: Db, guid: string): Promise<AgencyDashboardPage> {
  const page = await findAgencyDashboardPage(db, guid);
  if (!page) throw notFound(`Dashboard page ${guid} not found.`);
  return page;
}

/**
 * A project's dashboard pages. Each change is in the project's history; the pages' Content-Security-Policy frames a
 * new host from the next page on (domain/dashboard-pages/frame-origins.ts).
 */
export function agencyDashboardPageRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = withSchemas(app);

  api.post(
    '/api/agency/projects/:projectGuid/dashboardpages',
    {
      schema: {
        operationId: 'createDashboardPage',
        summary: 'Adds a dashboard page, last in the project’s order',
        tags: TAGS,
        security: SIGNED_IN,
        params: ProjectGuidParams,
        body: NewDashboardPage,
        response: { 201: AgencyDashboardPage, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const guid = await addDashboardPage(db, currentUser(request), request.params.projectGuid, request.body);
      return reply.code(201).send(await pageOrNotFound(db, guid));
    },
  );

  api.patch(
    '/api/agency/dashboardpages/:dashboardPageGuid',
    {
      schema: {
        operationId: 'updateDashboardPage',
        summary: 'Changes a dashboard page’s title, icon or URL, or moves it (sortOrder; the others close up)',
        tags: TAGS,
        security: SIGNED_IN,
        params: DashboardPageGuidParams,
        body: DashboardPageChange,
        response: { 200: AgencyDashboardPage, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { dashboardPageGuid } = request.params;
      await changeDashboardPage(db, currentUser(request), dashboardPageGuid, request.body);
      return pageOrNotFound(db, dashboardPageGuid);
    },
  );

  api.delete(
    '/api/agency/dashboardpages/:dashboardPageGuid',
    {
      schema: {
        operationId: 'deleteDashboardPage',
        summary: 'Removes a dashboard page; the others close up',
        tags: TAGS,
        security: SIGNED_IN,
        params: DashboardPageGuidParams,
        response: { 204: z.null().describe('No content'), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeDashboardPage(db, currentUser(request), request.params.dashboardPageGuid);
      return reply.code(204).send(null);
    },
  );
}

import {
  DashboardPageGuidParams,
  DashboardPageList,
  DashboardPageResponse,
  ProjectGuidParams,
} from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { assertProjectAccess } from '../../../domain/shared/access.js';
import { findDashboardPage } from '../../../domain/dashboard-pages/find-dashboard-page.js';
import { listDashboardPages } from '../../../domain/dashboard-pages/list-dashboard-pages.js';
import { notFound } from '../../../lib/app-error.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

export function dashboardPageRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = withSchemas(app);
  api.get(
    '/api/dashboardpages/project/:projectGuid',
    {
      schema: {
        operationId: 'listDashboardPages',
        summary: "A project's dashboard pages",
        tags: ['dashboard pages'],
        security: SIGNED_IN,
        params: ProjectGuidParams,
        response: { 200: DashboardPageList, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const { projectGuid } = request.params;
      await assertProjectAccess(db, currentUser(request), projectGuid);
      return { dashboardPages: await listDashboardPages(db, projectGuid) };
    },
  );

  api.get(
    '/api/dashboardpages/:dashboardPageGuid',
    {
      schema: {
        operationId: 'getDashboardPage',
        summary: 'One dashboard page',
        tags: ['dashboard pages'],
        security: SIGNED_IN,
        params: DashboardPageGuidParams,
        response: { 200: DashboardPageResponse, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const guid = request.params.dashboardPageGuid;
      const page = await findDashboardPage(db, guid);
      if (!page) throw notFound(`Dashboard page ${guid} not found.`);
      await assertProjectAccess(db, currentUser(request), page.projectGuid);
      return { dashboardPage: page };
    },
  );
}

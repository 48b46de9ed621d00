import type { DashboardPageList, DashboardPageResponse } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { assertProjectAccess } from '../../../domain/access.js';
import { findDashboardPage, listDashboardPages } from '../../../domain/dashboard-pages.repository.js';
import { notFound } from '../../../lib/app-error.js';
import { parseGuid } from '../../../lib/validate.js';
import { currentUser } from '../../../plugins/auth.js';

export function dashboardPageRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get<{ Params: { projectGuid: string } }>(
    '/api/dashboardpages/project/:projectGuid',
    async (request): Promise<DashboardPageList> => {
      const projectGuid = parseGuid(request.params.projectGuid, 'projectGuid');
      await assertProjectAccess(db, currentUser(request).userGuid, projectGuid);
      return { dashboardPages: await listDashboardPages(db, projectGuid) };
    },
  );

  app.get<{ Params: { dashboardPageGuid: string } }>(
    '/api/dashboardpages/:dashboardPageGuid',
    async (request): Promise<DashboardPageResponse> => {
      const guid = parseGuid(request.params.dashboardPageGuid, 'dashboardPageGuid');
      const page = await findDashboardPage(db, guid);
      if (!page) throw notFound(`Dashboard page ${guid} not found.`);
      await assertProjectAccess(db, currentUser(request).userGuid, page.projectGuid);
      return { dashboardPage: page };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { authenticateRoute } from './api/auth/authenticate.js';
import { resetPasswordRoute } from './api/auth/reset-password.js';
import { sendResetLinkRoute } from './api/auth/send-reset-link.js';
import { dashboardPageRoutes } from './api/dashboard-pages/index.js';
import { insertEventRoute } from './api/events/insert.js';
import { projectRoutes } from './api/projects/index.js';
import { siteCareReportRoutes } from './api/site-care-reports/index.js';
import { siteCareScheduleRoutes } from './api/site-care-schedules/index.js';
import { ticketViewRoutes } from './api/ticket-views/index.js';
import { updateRoutes } from './api/updates/index.js';
import { meRoute } from './api/users/me.js';
import { projectUsersRoute } from './api/users/project.js';

/** Every API route module; each mirrors its URL under routes/api. */
export const routeModules: Array<(app: FastifyInstance, context: AppContext) => void> = [
  authenticateRoute,
  meRoute,
  projectUsersRoute,
  insertEventRoute,
  projectRoutes,
  dashboardPageRoutes,
  ticketViewRoutes,
  updateRoutes,
  siteCareScheduleRoutes,
  siteCareReportRoutes,
  sendResetLinkRoute,
  resetPasswordRoute,
];

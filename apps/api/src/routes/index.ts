import { TWO_FACTOR_MESSAGES } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { forbidden } from '../lib/app-error.js';
import { currentUser } from '../plugins/auth.js';
import { agencyAlertRoutes } from './api/agency/alerts.js';
import { agencyApiTokenRoutes } from './api/agency/api-tokens.js';
import { agencyAuditRoutes } from './api/agency/audit.js';
import { agencyClientRoutes } from './api/agency/clients.js';
import { agencyDashboardPageRoutes } from './api/agency/dashboard-pages.js';
import { agencyDirectoryRoutes } from './api/agency/directory.js';
import { agencyEmailRoutes } from './api/agency/emails.js';
import { agencyHelpdeskRoutes } from './api/agency/helpdesk.js';
import { agencyMaintenanceRoutes } from './api/agency/maintenance.js';
import { agencyMonitorRoutes } from './api/agency/monitors.js';
import { agencyProjectRoutes } from './api/agency/projects.js';
import { agencySavedReplyRoutes } from './api/agency/saved-replies.js';
import { agencySiteCareRoutes } from './api/agency/site-care.js';
import { agencyStaffRoutes } from './api/agency/staff.js';
import { agencyTicketRoutes } from './api/agency/tickets.js';
import { agencyTwoFactorRoutes } from './api/agency/two-factor.js';
import { authenticateRoute } from './api/auth/authenticate.js';
import { resetPasswordRoute } from './api/auth/reset-password.js';
import { sendResetLinkRoute } from './api/auth/send-reset-link.js';
import { twoFactorSignInRoute } from './api/auth/two-factor.js';
import { dashboardPageRoutes } from './api/dashboard-pages/index.js';
import { insertEventRoute } from './api/events/insert.js';
import { projectRoutes } from './api/projects/index.js';
import { projectUptimeRoute } from './api/projects/uptime.js';
import { siteCareReportRoutes } from './api/site-care-reports/index.js';
import { siteCareReportUptimeRoute } from './api/site-care-reports/uptime.js';
import { siteCareReportPdfRoute } from './api/site-care-reports/pdf.js';
import { siteCareScheduleRoutes } from './api/site-care-schedules/index.js';
import { ticketViewRoutes } from './api/ticket-views/index.js';
import { updateRoutes } from './api/updates/index.js';
import { attachmentRoutes } from './api/attachments/index.js';
import { unsubscribeRoutes } from './api/notifications/unsubscribe.js';
import { ticketRoutes } from './api/tickets/index.js';
import { notificationSettingsRoutes } from './api/users/notifications.js';
import { meRoute } from './api/users/me.js';
import { projectUsersRoute } from './api/users/project.js';

type RouteModule = (app: FastifyInstance, context: AppContext) => void;

/** Routes anyone may call: sign-in, reset links, events (signed in or not). Each mirrors its URL under routes/api. */
const publicRoutes: RouteModule[] = [
  authenticateRoute,
  twoFactorSignInRoute,
  sendResetLinkRoute,
  resetPasswordRoute,
  insertEventRoute,
  unsubscribeRoutes,
];

/** Routes for a signed-in user only: registered below the authentication hook, so none can forget it. */
const signedInRoutes: RouteModule[] = [
  meRoute,
  projectUsersRoute,
  projectRoutes,
  projectUptimeRoute,
  dashboardPageRoutes,
  ticketViewRoutes,
  updateRoutes,
  ticketRoutes,
  attachmentRoutes,
  notificationSettingsRoutes,
  siteCareScheduleRoutes,
  siteCareReportRoutes,
  siteCareReportPdfRoute,
  siteCareReportUptimeRoute,
];

/** The agency's workspace: staff and admins only; a client's token gets 403. */
const agencyRoutes: RouteModule[] = [
  agencyTicketRoutes,
  agencyDirectoryRoutes,
  agencyClientRoutes,
  agencyProjectRoutes,
  agencyDashboardPageRoutes,
  agencyMonitorRoutes,
  agencyAlertRoutes,
  agencyMaintenanceRoutes,
  agencyEmailRoutes,
  agencySavedReplyRoutes,
  agencyHelpdeskRoutes,
  agencySiteCareRoutes,
  agencyStaffRoutes,
  agencyAuditRoutes,
  agencyTwoFactorRoutes,
  agencyApiTokenRoutes,
];

/**
 * What a staff member without two-factor sign-in still reaches while the admins' rule requires it: who they are, and
 * their own two-factor set-up. Everything else (the workspace, and every project's client screens) waits for it.
 */
const OPEN_BEFORE_ENROLMENT = (url: string | undefined) =>
  url === '/api/users/me' || Boolean(url?.startsWith('/api/agency/me/twofactor'));

export async function registerApiRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  for (const register of publicRoutes) register(app, context);
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', signedIn.authenticate);
    signedIn.addHook('onRequest', async (request) => {
      // An API token reaches only the calls its scopes cover: never an admin's settings or a client's own screens.
      if (request.apiToken) {
        const scope = request.routeOptions.config.tokenScope;
        if (!scope) throw forbidden('An API token cannot make this call.');
        if (scope !== 'signed-in' && !request.apiToken.scopes.includes(scope)) {
          throw forbidden(`This API token's scopes do not include ${scope}.`);
        }
        return;
      }
      const user = currentUser(request);
      if (!user.isStaff || OPEN_BEFORE_ENROLMENT(request.routeOptions.url)) return;
      if (request.mustEnrolTwoFactor) throw forbidden(TWO_FACTOR_MESSAGES.enrolmentRequired);
    });
    for (const register of signedInRoutes) register(signedIn, context);
    await signedIn.register(async (agency) => {
      agency.addHook('onRequest', async (request) => {
        if (!currentUser(request).isStaff) throw forbidden();
      });
      for (const register of agencyRoutes) register(agency, context);
    });
  });
}

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { Loading } from '../components/ui/loading';
import { RouteErrorBoundary } from './route-error-boundary';
import { SplashLayout } from './layouts/splash-layout';

/** A screen module (app/routes/*.tsx) exports `Component`; each becomes its own chunk, loaded on first visit. */
function page(load: () => Promise<{ Component: ComponentType }>): ReactNode {
  const Page = lazy(() => load().then((module) => ({ default: module.Component })));
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
}

// The signed-in shell (guard, query cache, header, sidebar) is a chunk of its own: /login does not load it.
const SignedIn = lazy(() => import('./signed-in').then((module) => ({ default: module.SignedIn })));
// So is the staff guard: it reads the role with the contract's rule, and the contract stays out of /login.
const RequireStaff = lazy(() => import('./require-staff').then((module) => ({ default: module.RequireStaff })));

/** Every route of spec §2, and the agency's workspace (staff only). */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  {
    element: <SplashLayout />,
    children: [
      { path: '/login', element: page(() => import('./routes/login')) },
      { path: '/login/logout', element: page(() => import('./routes/logout')) },
      { path: '/logout', element: page(() => import('./routes/logout')) },
      { path: '/login/getresetlink', element: page(() => import('./routes/get-reset-link')) },
      { path: '/login/reset', element: page(() => import('./routes/reset-password')) },
    ],
  },
  {
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<p className="p-4">Loading...</p>}>
          <SignedIn />
        </Suspense>
      </RouteErrorBoundary>
    ),
    children: [
      { path: '/home', element: page(() => import('./routes/home')) },
      { path: '/projects', element: page(() => import('./routes/projects')) },
      { path: '/projects/:projectGuid', element: page(() => import('./routes/project')) },
      { path: '/tickets', element: page(() => import('./routes/tickets')) },
      { path: '/tickets/new', element: page(() => import('./routes/new-ticket')) },
      { path: '/tickets/project/:projectGuid', element: page(() => import('./routes/project-tickets')) },
      { path: '/tickets/:ticketGuid', element: page(() => import('./routes/ticket')) },
      { path: '/dashboardpages/project/:projectGuid', element: page(() => import('./routes/project-dashboard-pages')) },
      { path: '/dashboardpages/:dashboardPageGuid', element: page(() => import('./routes/dashboard-page')) },
      { path: '/sitecareschedules', element: page(() => import('./routes/site-care-schedules')) },
      { path: '/sitecarereports', element: page(() => import('./routes/site-care-reports')) },
      { path: '/sitecarereports/schedule/:scheduleGuid', element: page(() => import('./routes/site-care-reports')) },
      { path: '/sitecarereports/:siteCareReportGuid', element: page(() => import('./routes/site-care-report')) },
      { path: '/account/notifications', element: page(() => import('./routes/notification-settings')) },
      {
        element: (
          <Suspense fallback={<Loading />}>
            <RequireStaff />
          </Suspense>
        ),
        children: [
          { path: '/agency', element: page(() => import('./routes/agency-inbox')) },
          { path: '/agency/tickets/new', element: page(() => import('./routes/agency-new-ticket')) },
          { path: '/agency/tickets/:ticketGuid', element: page(() => import('./routes/agency-ticket')) },
          { path: '/agency/clients', element: page(() => import('./routes/agency-clients')) },
          { path: '/agency/clients/new', element: page(() => import('./routes/agency-new-client')) },
          { path: '/agency/clients/:userGuid', element: page(() => import('./routes/agency-client')) },
          { path: '/agency/projects', element: page(() => import('./routes/agency-projects')) },
          { path: '/agency/projects/new', element: page(() => import('./routes/agency-new-project')) },
          { path: '/agency/projects/:projectGuid', element: page(() => import('./routes/agency-project')) },
          { path: '/agency/monitoring', element: page(() => import('./routes/agency-monitoring')) },
          { path: '/agency/emails', element: page(() => import('./routes/agency-emails')) },
          { path: '/agency/saved-replies', element: page(() => import('./routes/agency-saved-replies')) },
          { path: '/agency/monitoring/alerts', element: page(() => import('./routes/agency-alerts')) },
          { path: '/agency/sitecare', element: page(() => import('./routes/agency-site-care')) },
          { path: '/agency/sitecare/schedules/:scheduleGuid', element: page(() => import('./routes/agency-schedule')) },
          { path: '/agency/sitecare/reports/:reportGuid', element: page(() => import('./routes/agency-report')) },
          {
            path: '/agency/sitecare/reports/:reportGuid/preview',
            element: page(() => import('./routes/agency-report-preview')),
          },
          { path: '/agency/settings', element: page(() => import('./routes/agency-settings')) },
          { path: '/agency/audit', element: page(() => import('./routes/agency-audit')) },
          { path: '/agency/account/notifications', element: page(() => import('./routes/notification-settings')) },
          { path: '/agency/account/security', element: page(() => import('./routes/agency-account-security')) },
          // Any other workspace address: a client still goes home, staff see "not found".
          { path: '/agency/*', element: page(() => import('./routes/not-found')) },
        ],
      },
      { path: '*', element: page(() => import('./routes/not-found')) },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from './route-error-boundary';
import { RequireAuth } from './require-auth';
import { ShellLayout } from './layouts/shell-layout';
import { SplashLayout } from './layouts/splash-layout';

/** Every route of spec §2. Each screen is its own chunk, loaded on first visit. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      {
        element: <SplashLayout />,
        children: [
          { path: '/login', lazy: () => import('./routes/login') },
          { path: '/login/logout', lazy: () => import('./routes/logout') },
          { path: '/logout', lazy: () => import('./routes/logout') },
          { path: '/login/getresetlink', lazy: () => import('./routes/get-reset-link') },
          { path: '/login/reset', lazy: () => import('./routes/reset-password') },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <ShellLayout />,
            children: [
              { path: '/home', lazy: () => import('./routes/home') },
              { path: '/projects', lazy: () => import('./routes/projects') },
              { path: '/projects/:projectGuid', lazy: () => import('./routes/project') },
              { path: '/tickets', lazy: () => import('./routes/tickets') },
              { path: '/tickets/project/:projectGuid', lazy: () => import('./routes/project-tickets') },
              { path: '/tickets/:ticketGuid', lazy: () => import('./routes/ticket') },
              { path: '/dashboardpages/project/:projectGuid', lazy: () => import('./routes/project-dashboard-pages') },
              { path: '/dashboardpages/:dashboardPageGuid', lazy: () => import('./routes/dashboard-page') },
              { path: '/sitecareschedules', lazy: () => import('./routes/site-care-schedules') },
              { path: '/sitecarereports', lazy: () => import('./routes/site-care-reports') },
              { path: '/sitecarereports/schedule/:scheduleGuid', lazy: () => import('./routes/site-care-reports') },
              { path: '/sitecarereports/:siteCareReportGuid', lazy: () => import('./routes/site-care-report') },
              { path: '*', lazy: () => import('./routes/not-found') },
            ],
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

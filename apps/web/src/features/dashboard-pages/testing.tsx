import type { DashboardPage } from '@client-portal/contract';

/** Test-only helpers for the dashboard page component tests (not imported by the app). */

export const PROJECT_GUID = '1e7b3c9a-4f2d-4b8e-9a6c-2d5f8e1b7c01';

export const ANALYTICS: DashboardPage = {
  dashboardPageGuid: 'a1b2c3d4-1111-4a1a-8b1b-000000000001',
  title: 'Website analytics',
  iconClass: 'bi bi-graph-up',
  url: 'https://lookerstudio.google.com/embed/reporting/acme-analytics',
  projectGuid: PROJECT_GUID,
};

export const UPTIME: DashboardPage = {
  dashboardPageGuid: 'a1b2c3d4-2222-4a2a-8b2b-000000000002',
  title: 'Uptime',
  iconClass: 'bi bi-activity',
  url: 'https://stats.uptimerobot.com/acme-widgets',
  projectGuid: PROJECT_GUID,
};

export { fail, mockApi, ok } from '../../test/mock-api';
export { renderAt } from '../../test/render';

/** The calls the benchmarks load, on a generated database's bench client. */
import type { BenchFixtures } from './generate.js';

/** Not a target: the framework and its plugins with no token and no database, to show where the time goes. */
export const HEALTH_ROUTE = { name: 'GET /api/health (no auth, no db; reference)', path: '/api/health' };

export function readRoutes(fixtures: BenchFixtures) {
  return [
    { name: 'GET /api/users/me', path: '/api/users/me' },
    { name: 'GET /api/projects/user/{id}', path: `/api/projects/user/${fixtures.client.userGuid}` },
    { name: 'GET /api/projects/{id}', path: `/api/projects/${fixtures.projectGuid}` },
    {
      name: 'GET /api/ticketviews/project/{id} (200 tickets)',
      path: `/api/ticketviews/project/${fixtures.projectGuid}`,
    },
    { name: 'GET /api/updates/ticket/{id}', path: `/api/updates/ticket/${fixtures.ticketGuid}` },
    { name: 'GET /api/sitecarereports/{id}', path: `/api/sitecarereports/${fixtures.reportGuid}` },
  ];
}

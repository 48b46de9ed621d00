/** The reads the bench loads, on a generated database's bench client, and how it signs that client in. */
import { randomBytes } from 'node:crypto';
import { DEFAULT_AUTH_SITE_KEY } from '@client-portal/contract';
import type { BenchFixtures } from '../../apps/api/test/helpers/generate.js';

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

/** The production server's environment on a bench database: no demo data, everything else as deployed. */
export function apiServerEnv(databaseUrl: string, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('base64url'),
  };
}

/** Signs in through the API and returns the bearer token. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password, siteKey: DEFAULT_AUTH_SITE_KEY }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

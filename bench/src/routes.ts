/** The reads the bench loads, on a generated database's bench client; how the server is run and the client signed in. */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_AUTH_SITE_KEY } from '@client-portal/contract';
import type { BenchFixtures } from '../../apps/api/test/helpers/generate.js';
import { API_DIR } from '../../apps/api/test/helpers/processes.js';

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

/**
 * The agency inbox as a staff member reads it: each view's first page, then the counts, a project filter, page 20,
 * a search for a common phrase (a third of the tickets hold it) and one for a word no ticket holds.
 */
export function inboxRoutes(fixtures: BenchFixtures) {
  return [
    ...(['waiting', 'awaiting', 'mine', 'unassigned', 'all'] as const).map((view) => ({
      name: `view=${view}`,
      path: `/api/agency/tickets?view=${view}`,
    })),
    { name: 'counts', path: '/api/agency/tickets/counts' },
    { name: 'view=all, one project', path: `/api/agency/tickets?view=all&projectGuid=${fixtures.projectGuid}` },
    { name: 'view=all, page 20', path: '/api/agency/tickets?view=all&page=20' },
    { name: 'view=all, search "checkout banner"', path: '/api/agency/tickets?view=all&q=checkout%20banner' },
    { name: 'view=all, search "invoice" (no ticket holds it)', path: '/api/agency/tickets?view=all&q=invoice' },
    { name: 'view=all, search "casey stone" (a client’s name)', path: '/api/agency/tickets?view=all&q=casey%20stone' },
  ];
}

/** The production server's environment on a bench database: no demo data, everything else as deployed. */
export function apiServerEnv(databaseUrl: string, dataDir: string): Record<string, string> {
  return {
    ...startEnv(),
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

const startScript = () =>
  (JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts
    .start ?? '';

/** The node flags `npm start` runs the built server with (apps/api/package.json): the bench runs it the same way. */
export function startFlags(): string[] {
  const flags = /\bnode ((?:--\S+ )*)dist\/server\.js/.exec(startScript())?.[1];
  if (flags === undefined)
    throw new Error(`apps/api's start script does not run node … dist/server.js: ${startScript()}`);
  return flags.split(' ').filter(Boolean);
}

/** The environment `npm start` sets before node (`NAME=${NAME:-default}`), as the shell would. */
function startEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [, name, fallback] of startScript().matchAll(/\b(\w+)=\$\{\1:-([^}]*)\}/g)) {
    env[name!] = process.env[name!] || fallback!;
  }
  return env;
}

/**
 * npm run bench:profile -- [--route me|projects|project|tickets|updates|report|health|note] [--duration 8]
 * [--scale small]
 * [--accept-encoding gzip]
 *
 * Where a read's time goes: generates a --scale database (SQLite unless DATABASE_URL is PostgreSQL), starts the
 * production server under `node --cpu-prof`, loads one route with autocannon and prints the functions and the
 * packages that took the most CPU (self time). `note` posts staff internal notes, each on the next of the inbox's
 * first fifty tickets. The .cpuprofile is kept for Chrome DevTools.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { API_DIR, children, startProcess, stopProcess } from '../../apps/api/test/helpers/processes.js';
import { createBenchDatabase, generate, SCALES, type Scale } from '../../apps/api/test/helpers/generate.js';
import { apiServerEnv, signIn, startFlags } from './routes.js';

const ROUTES = ['me', 'projects', 'project', 'tickets', 'updates', 'report', 'health', 'note'] as const;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

function label({ callFrame }: ProfileNode): string {
  const url = callFrame.url.replace(/^file:\/\//, '');
  const where = url ? `${path.relative(API_DIR, url)}:${callFrame.lineNumber + 1}` : '(native)';
  return `${callFrame.functionName || '(anonymous)'} ${where}`;
}

function summarise(file: string, top: number) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const { callFrame } = byId.get(id)!;
    const url = callFrame.url.replace(/^file:\/\//, '');
    const name = label(byId.get(id)!);
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    const pkg = url.includes('node_modules/')
      ? url
          .split('node_modules/')
          .pop()!
          .split('/')
          .slice(0, url.includes('node_modules/@') ? 2 : 1)
          .join('/')
      : url.startsWith('node:')
        ? 'node internals'
        : url
          ? 'project'
          : callFrame.functionName || '(native)';
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  }
  const print = (title: string, map: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`);
    }
  };
  // Inclusive: each sample counts once for every distinct function on its stack.
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes as Array<ProfileNode & { children?: number[] }>) {
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  const inclusive = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const name = label(byId.get(at)!);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + us);
    }
  }
  print('Self time by package', byPackage);
  print('Self time by function', byFunction);
  print('Total time (self and callees) by function', inclusive);
}

async function main() {
  const { values } = parseArgs({
    options: {
      route: { type: 'string', default: 'projects' },
      duration: { type: 'string', default: '8' },
      scale: { type: 'string', default: 'small' },
      connections: { type: 'string', default: '50' },
      top: { type: 'string', default: '30' },
      // Sent as Accept-Encoding, as a browser does (`gzip, deflate, br`): the answers are then compressed.
      'accept-encoding': { type: 'string' },
    },
  });
  const scale = values.scale as Scale;
  if (!(scale in SCALES)) throw new Error(`--scale must be one of ${Object.keys(SCALES).join(', ')}`);
  const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
  const route = values.route!;
  if (!(ROUTES as readonly string[]).includes(route)) throw new Error(`--route must be one of ${ROUTES.join(', ')}`);
  const database = await createBenchDatabase(postgresUrl);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'client-portal-profile-'));
  try {
    const fixtures = await generate(database, scale, () => {});
    const env = apiServerEnv(database.databaseUrl, dataDir);
    execFileSync('npm', ['run', 'build'], { cwd: API_DIR, stdio: 'inherit' });
    const api = await startProcess('API server', 'dist/server.js', env, [
      ...startFlags(),
      '--cpu-prof',
      `--cpu-prof-dir=${dataDir}`,
    ]);
    const base = api.url;
    const token = await signIn(base, fixtures.client.email, fixtures.password);
    const paths: Record<(typeof ROUTES)[number], string> = {
      me: '/api/users/me',
      projects: `/api/projects/user/${fixtures.client.userGuid}`,
      project: `/api/projects/${fixtures.projectGuid}`,
      tickets: `/api/ticketviews/project/${fixtures.projectGuid}`,
      updates: `/api/updates/ticket/${fixtures.ticketGuid}`,
      report: `/api/sitecarereports/${fixtures.reportGuid}`,
      health: '/api/health',
      note: '/api/agency/tickets/{id}/updates',
    };
    const routePath = paths[route as (typeof ROUTES)[number]];
    const headers = {
      authorization: `Bearer ${token}`,
      ...(values['accept-encoding'] ? { 'accept-encoding': values['accept-encoding'] } : {}),
    };
    const load = { url: base + routePath, connections: Number(values.connections), duration: Number(values.duration) };
    const result = await autocannon(
      route === 'note' ? { ...load, ...(await noteRequests(base, fixtures)) } : { ...load, headers },
    );
    console.log(
      `${routePath}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
    );
    await stopProcess(api.child);
    const [file] = readdirSync(dataDir).filter((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error('no profile written');
    summarise(path.join(dataDir, file), Number(values.top));
    console.log(`\nProfile: ${path.join(dataDir, file)}`);
  } finally {
    await Promise.all([...children].map(stopProcess));
    await database.drop();
  }
}

/** Staff internal notes, each on the next of the inbox's first page of tickets. */
async function noteRequests(base: string, fixtures: { staff: { email: string }; password: string }) {
  const headers = { authorization: `Bearer ${await signIn(base, fixtures.staff.email, fixtures.password)}` };
  const inbox = await fetch(`${base}/api/agency/tickets?view=all`, { headers });
  const tickets = ((await inbox.json()) as { items: Array<{ ticketGuid: string }> }).items.map((t) => t.ticketGuid);
  let next = 0;
  return {
    requests: [
      {
        method: 'POST' as const,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ updateText: '<p>A note at load</p>', internal: true, attachmentGuids: [] }),
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          path: `/api/agency/tickets/${tickets[next++ % tickets.length]}/updates`,
        }),
      },
    ],
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

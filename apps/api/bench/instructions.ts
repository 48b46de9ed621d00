/**
 * npm run bench:instructions -- [--scale small|large] [--requests 4000] [--rounds 3] [--connections 50]
 *                                [--no-cache]
 *
 * What a request costs, counted rather than timed. The ceiling (bare node:http) and the production API server run
 * under valgrind's callgrind, which counts the instructions each process executes; each call is loaded with a fixed
 * number of requests and the count is divided by them. The same code and the same requests give nearly the same
 * count whatever else the machine is doing, where req/s and CPU time move with the neighbours' load.
 *
 * Counted: each server's own user-space instructions, its JIT-compiled JavaScript included. Not counted: the kernel
 * (both servers make the same system calls per request: one read, one writev), the load generator, and on
 * PostgreSQL the database server. Everything runs about fifty times slower under valgrind, so the figures are
 * instructions, never req/s; each call is first loaded once over so that V8 has compiled its hot paths.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { API_DIR, apiServerEnv, children, signIn, startProcess, stopProcess } from './processes.js';
import { createBenchDatabase, generate, SCALES, type Scale } from './generate.js';
import { HEALTH_ROUTE, readRoutes } from './routes.js';

const RESULTS_DIR = path.resolve(API_DIR, '../../bench/results');
/** valgrind names its control pipes after $HOST; the servers get HOST=127.0.0.1, so callgrind_control must too. */
const CONTROL_ENV = { ...process.env, HOST: '127.0.0.1' };

interface CountedServer {
  name: string;
  /** callgrind's process id (valgrind's launcher may run it as a child of the process started here). */
  pid: string;
  url: string;
  outDir: string;
  dumps: number;
}

function requireValgrind() {
  try {
    execFileSync('valgrind', ['--version'], { stdio: 'ignore' });
    execFileSync('callgrind_control', ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error('valgrind is not installed (Debian: apt-get install -y valgrind)');
  }
}

async function startCounted(
  name: string,
  script: string,
  env: Record<string, string>,
  workDir: string,
): Promise<CountedServer> {
  const outDir = mkdtempSync(path.join(workDir, 'callgrind-'));
  const server = await startProcess(name, script, env, [], {
    // Each thread counted apart: the event loop's count is steady, V8's background threads (compilers, garbage
    // collector) land unevenly in the windows.
    wrapper: ['valgrind', '--tool=callgrind', '--separate-threads=yes', `--callgrind-out-file=${outDir}/callgrind.%p`],
    startTimeoutMs: 900_000,
  });
  const [file] = readdirSync(outDir).filter((f) => /^callgrind\.\d+$/.test(f));
  if (!file) throw new Error(`${name}: callgrind wrote no output file`);
  return { name, pid: file.slice('callgrind.'.length), url: server.url, outDir, dumps: 0 };
}

interface Count {
  /** Every thread of the server. */
  total: number;
  /** The main thread alone, where the event loop runs every request's JavaScript. */
  eventLoop: number;
}

/** Instructions the server executed for each of `requests` requests to `url`. */
async function instructionsPerRequest(
  server: CountedServer,
  urlPath: string,
  headers: Record<string, string>,
  requests: number,
  connections: number,
): Promise<Count> {
  const url = server.url + urlPath;
  callgrindControl(server, '--zero');
  // Everything is slow under valgrind, most of all before V8 has compiled the hot paths: a generous time-out.
  const result = await autocannon({ url, connections, amount: requests, headers, timeout: 120 });
  if (result.non2xx) throw new Error(`GET ${urlPath} on ${server.name}: ${result.non2xx} answers were not 2xx`);
  // When the amount is reached, autocannon drops the connections still waiting for an answer (counted as errors);
  // the server had those requests too, so the count is divided by every request sent.
  const sent = result.requests.sent;
  callgrindControl(server, '--dump');
  // One file per thread (`callgrind.<pid>.<dump>-<thread>`, the main thread 01), written by the server process
  // itself after callgrind_control returns: complete once every file has its totals line.
  const prefix = `callgrind.${server.pid}.${++server.dumps}-`;
  for (let attempt = 0; attempt < 200; attempt++) {
    const files = readdirSync(server.outDir).filter((file) => file.startsWith(prefix));
    const totals = files.map((file) => {
      try {
        return {
          file,
          count: Number(/^totals: (\d+)/m.exec(readFileSync(path.join(server.outDir, file), 'utf8'))?.[1]),
        };
      } catch {
        return { file, count: NaN };
      }
    });
    const main = totals.find(({ file }) => file === `${prefix}01`);
    if (main && totals.every(({ count }) => Number.isFinite(count))) {
      const total = totals.reduce((sum, { count }) => sum + count, 0);
      return { total: total / sent, eventLoop: main.count / sent };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${server.name}: no callgrind dump ${prefix}*`);
}

function callgrindControl(server: CountedServer, command: '--zero' | '--dump') {
  execFileSync('callgrind_control', [command, server.pid], { env: CONTROL_ENV, stdio: 'ignore' });
}

async function main() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: 'small' },
      // Each window also counts a fixed cost (the connections opened and closed, the loop's own work), shared among its
      // requests: the same call counted 125,000–171,000 instructions a request in windows of 1,000, 100,000 in 2,000
      // and 95,000 in 4,000.
      requests: { type: 'string', default: '4000' },
      rounds: { type: 'string', default: '3' },
      connections: { type: 'string', default: '50' },
      // Also count each read on a second server without the read cache (SQLite), where every request reads the
      // database.
      'no-cache': { type: 'boolean', default: false },
    },
  });
  const scale = values.scale as Scale;
  if (!(scale in SCALES)) throw new Error(`--scale must be one of ${Object.keys(SCALES).join(', ')}`);
  const requests = Number(values.requests);
  const connections = Number(values.connections);
  const rounds = Number(values.rounds);
  for (const [name, value] of Object.entries({ requests, connections, rounds })) {
    if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  }
  requireValgrind();

  const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
  const database = await createBenchDatabase(postgresUrl);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'client-portal-instructions-'));
  try {
    console.log(`Generating the ${scale} database (${database.kind})…`);
    const fixtures = await generate(database, scale, () => {});
    const serverEnv = apiServerEnv(database.databaseUrl, workDir);
    console.log('Starting the servers under callgrind (minutes)…');
    // Started together: each takes a minute or more under valgrind.
    const [api, uncached] = await Promise.all([
      startCounted('API server', 'src/server.ts', serverEnv, workDir),
      values['no-cache'] && database.kind === 'sqlite'
        ? startCounted('API server without read cache', 'src/server.ts', { ...serverEnv, READ_CACHE_MB: '0' }, workDir)
        : undefined,
    ]);
    const token = await signIn(api.url, fixtures.client.email, fixtures.password);
    const headers = { authorization: `Bearer ${token}` };
    const routes = [...readRoutes(fixtures), HEALTH_ROUTE];
    const bodies: Record<string, string> = {};
    for (const route of routes) {
      const response = await fetch(api.url + route.path, { headers });
      if (response.status !== 200) throw new Error(`GET ${route.path}: ${response.status}`);
      bodies[route.path] = await response.text();
    }
    const bodiesFile = path.join(workDir, 'ceiling-bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    const ceiling = await startCounted(
      'ceiling server',
      'bench/ceiling-server.ts',
      { CEILING_BODIES: bodiesFile },
      workDir,
    );

    const countOnce = (server: CountedServer, urlPath: string, amount = requests) =>
      instructionsPerRequest(server, urlPath, urlPath === HEALTH_ROUTE.path ? {} : headers, amount, connections);
    const servers = [ceiling, api, ...(uncached ? [uncached] : [])];
    console.log('Warming up (every call, as many requests as a window)…');
    // Each server on the paths it is counted on: the ceiling's small answer is at `/` (the API's `/` is the SPA).
    for (const server of servers) {
      if (server === ceiling) await countOnce(server, '/');
      for (const route of routes) await countOnce(server, route.path);
    }
    // A garbage collection or a V8 recompilation lands in whichever window it happens to fall in and can double that
    // window's count; each call is counted in several rounds and the lowest count is kept.
    // The two figures' lowest rounds are taken apart: a window's background work does not move its event loop's count.
    const count = async (server: CountedServer, urlPath: string): Promise<Count> => {
      const counts: Count[] = [];
      for (let round = 0; round < rounds; round++) counts.push(await countOnce(server, urlPath));
      return {
        total: Math.min(...counts.map((c) => c.total)),
        eventLoop: Math.min(...counts.map((c) => c.eventLoop)),
      };
    };
    console.log(`Counting (${rounds} rounds of ${requests} requests per call)…`);
    const ceilingSmall = await count(ceiling, '/');
    const rows = [];
    for (const route of routes) {
      const sameBody = await count(ceiling, route.path);
      const cached = await count(api, route.path);
      const noCache = uncached && route !== HEALTH_ROUTE ? await count(uncached, route.path) : undefined;
      rows.push({
        name: route.name,
        bodyBytes: Buffer.byteLength(bodies[route.path]!),
        instructionsPerRequest: Math.round(cached.total),
        ceilingRatio: round(ceilingSmall.total / cached.total),
        eventLoopInstructionsPerRequest: Math.round(cached.eventLoop),
        eventLoopCeilingRatio: round(ceilingSmall.eventLoop / cached.eventLoop),
        sameBodyCeilingInstructions: Math.round(sameBody.total),
        sameBodyRatio: round(sameBody.total / cached.total),
        ...(noCache === undefined
          ? {}
          : {
              uncached: {
                instructionsPerRequest: Math.round(noCache.total),
                ceilingRatio: round(ceilingSmall.total / noCache.total),
              },
            }),
      });
    }

    const table = [
      [
        'call',
        'instructions/req',
        'ceiling / call',
        'event loop: instructions/req',
        'ceiling / call',
        'same body / call',
        'no cache: instructions/req',
        'ceiling / call',
      ],
      [
        '`node:http` ceiling',
        String(Math.round(ceilingSmall.total)),
        '1.00',
        String(Math.round(ceilingSmall.eventLoop)),
        '1.00',
        '',
        '',
        '',
      ],
      ...rows.map((row) => [
        row.name,
        String(row.instructionsPerRequest),
        row.ceilingRatio.toFixed(2),
        String(row.eventLoopInstructionsPerRequest),
        row.eventLoopCeilingRatio.toFixed(2),
        row.sameBodyRatio.toFixed(2),
        row.uncached ? String(row.uncached.instructionsPerRequest) : '',
        row.uncached ? row.uncached.ceilingRatio.toFixed(2) : '',
      ]),
    ];
    const widths = table[0]!.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
    console.log();
    for (const line of table) console.log(line.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));

    const date = new Date().toISOString().slice(0, 10);
    const result = {
      date: new Date().toISOString(),
      db: database.kind,
      scale,
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
      settings: { requests, rounds, connections, warmupRequests: requests },
      ceilingInstructionsPerRequest: Math.round(ceilingSmall.total),
      ceilingEventLoopInstructionsPerRequest: Math.round(ceilingSmall.eventLoop),
      routes: rows,
    };
    mkdirSync(RESULTS_DIR, { recursive: true });
    const json = `${JSON.stringify(result, null, 2)}\n`;
    for (const name of [
      `${date}-instructions-${database.kind}-${scale}.json`,
      `latest-instructions-${database.kind}-${scale}.json`,
    ]) {
      writeFileSync(path.join(RESULTS_DIR, name), json);
    }
    console.log(`\nWritten to bench/results/latest-instructions-${database.kind}-${scale}.json`);
  } finally {
    await Promise.all([...children].map(stopProcess));
    await database.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

const round = (value: number) => Math.round(value * 100) / 100;

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

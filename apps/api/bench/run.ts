/**
 * npm run bench -- [--scale small|large] [--duration 5] [--rounds 3] [--connections 50] [--warmup 3]
 *                   [--flood-connections 10] [--login-connections 4] [--pin]
 *
 * Generates a fresh database (SQLite in a temp file; PostgreSQL in a fresh schema when DATABASE_URL=postgres://…),
 * starts the production server on it as a separate process plus a bare node:http server (the ceiling), loads each
 * with autocannon and prints one table. Results go to bench/results/ at the repository root as JSON.
 * Each route and the ceiling are loaded in turns (--rounds pairs of --duration seconds each), and a row gives the
 * medians of its rounds: one burst of background load on a shared machine then moves one round, not the verdict.
 * Absolute numbers depend on the machine and whatever else runs on it; the ratios within one run are what count.
 * --pin keeps the load generator (this process) on the first CPU and every server on the second (taskset), as in
 * production, where clients do not run on the server's cores; without it the scheduler moves them freely.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DEFAULT_AUTH_SITE_KEY } from '@client-portal/contract';
import { API_DIR, apiServerEnv, children, signIn, startProcess, stopProcess } from './processes.js';
import { createBenchDatabase, generate, SCALES, type Scale } from './generate.js';
import { HEALTH_ROUTE, readRoutes } from './routes.js';

const RESULTS_DIR = path.resolve(API_DIR, '../../bench/results');

/** The performance targets for authenticated reads (SQLite, 50 connections). */
export const TARGETS = { minCeilingRatio: 0.5, maxP99Ms: 15, maxLargeToSmallP50: 1.5, minFloodRatio: 0.5 };

interface Options {
  scale: Scale;
  durationS: number;
  rounds: number;
  connections: number;
  warmupS: number;
  floodConnections: number;
  loginConnections: number;
  pin: boolean;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: 'small' },
      duration: { type: 'string', default: '5' },
      rounds: { type: 'string', default: '3' },
      connections: { type: 'string', default: '50' },
      warmup: { type: 'string' },
      'flood-connections': { type: 'string', default: '10' },
      'login-connections': { type: 'string', default: '4' },
      pin: { type: 'boolean', default: false },
    },
  });
  const scale = values.scale as Scale;
  if (!(scale in SCALES)) throw new Error(`--scale must be one of ${Object.keys(SCALES).join(', ')}`);
  const durationS = Number(values.duration);
  const rounds = Number(values.rounds);
  const connections = Number(values.connections);
  const floodConnections = Number(values['flood-connections']);
  const loginConnections = Number(values['login-connections']);
  const warmupS =
    values.warmup === undefined ? Math.min(3, Math.max(1, Math.round(durationS / 2))) : Number(values.warmup);
  const counts = { durationS, rounds, connections, floodConnections, loginConnections, warmupS };
  for (const [name, value] of Object.entries(counts)) {
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  }
  if (!Number.isInteger(rounds)) throw new Error('rounds must be a whole number');
  if (values.pin && os.availableParallelism() < 2) throw new Error('--pin needs at least two CPUs');
  return { scale, durationS, rounds, connections, warmupS, floodConnections, loginConnections, pin: values.pin! };
}

/** --pin: the process (all its threads) on the given CPUs. */
function pinProcess(pid: number, cpus: string, allThreads: boolean) {
  execFileSync('taskset', ['-p', ...(allThreads ? ['-a'] : []), '-c', cpus, String(pid)], { stdio: 'ignore' });
}

export interface Measurement {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers plus connection errors and time-outs. */
  errors: number;
  requests: number;
  /**
   * CPU time the server process spent per request (Linux, from /proc): unlike req/s it hardly depends on what
   * else the machine is doing, so it is the steadier figure on a shared box.
   */
  serverCpuUsPerReq: number | null;
}

/** User + system CPU time of a process in microseconds, or null where /proc is not available. */
function processCpuUs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}

type LoadOptions = Omit<autocannon.Options, 'url' | 'duration' | 'connections'>;

/**
 * One autocannon run, and the median of its 2xx answers' own times. autocannon keeps its latency percentiles in whole
 * milliseconds, too coarse for the p50 of a 1–3 ms read (1 against 2 ms reads as twice as slow), so the p50 is taken
 * from each answer's time as autocannon reports it (`response` event, fractional milliseconds).
 */
function load(
  url: string,
  connections: number,
  durationS: number,
  extra: LoadOptions = {},
): Promise<{ result: autocannon.Result; p50Ms: number }> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon({ url, connections, duration: durationS, ...extra }, (error, result) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve({ result, p50Ms: times.length ? round(median(times)) : result.latency.p50 });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
    });
  });
}

function summarise({ result, p50Ms }: { result: autocannon.Result; p50Ms: number }, cpuUs: number | null): Measurement {
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms,
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    requests: result.requests.total,
    serverCpuUsPerReq: cpuUs === null || !result.requests.total ? null : Math.round(cpuUs / result.requests.total),
  };
}

interface RunOptions {
  connections?: number;
  /** Runs after the warm-up and after every measured run (sign-in: wait for the hashes still queued). */
  settle?: () => Promise<void>;
}

/** One measured run; `pid` is the server process, for its CPU time. */
async function measureOnce(
  url: string,
  pid: number | undefined,
  options: Options,
  extra: LoadOptions,
  run: RunOptions,
) {
  const cpuBefore = processCpuUs(pid);
  const result = await load(url, run.connections ?? options.connections, options.durationS, extra);
  const cpuAfter = processCpuUs(pid);
  await run.settle?.();
  return summarise(result, cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore);
}

async function warmUp(url: string, options: Options, extra: LoadOptions, run: RunOptions) {
  await load(url, run.connections ?? options.connections, options.warmupS, extra);
  await run.settle?.();
}

/** A warm-up (discarded), then the measured run. */
async function measure(
  url: string,
  pid: number | undefined,
  options: Options,
  extra: LoadOptions = {},
  run: RunOptions = {},
) {
  await warmUp(url, options, extra, run);
  return measureOnce(url, pid, options, extra, run);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Several runs as one: medians of their rates, latencies and CPU, totals of their errors and requests. */
function medianOf(runs: Measurement[]): Measurement {
  const cpu = runs.map((r) => r.serverCpuUsPerReq);
  return {
    reqPerSec: Math.round(median(runs.map((r) => r.reqPerSec))),
    p50Ms: round(median(runs.map((r) => r.p50Ms))),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    requests: runs.reduce((sum, r) => sum + r.requests, 0),
    serverCpuUsPerReq: cpu.every((c) => c !== null) ? Math.round(median(cpu as number[])) : null,
  };
}

interface RouteRow extends Measurement {
  name: string;
  /** The median over the rounds of req/s over the req/s of the ceiling run right before. */
  ratio: number;
  /** The median of the ceiling runs of this route's rounds. */
  ceilingReqPerSec: number;
  rounds: Array<{ reqPerSec: number; p99Ms: number; ceilingReqPerSec: number; ratio: number }>;
  /** Size of the route's JSON answer. */
  bodyBytes?: number;
  /** The bare node:http server sending this route's exact answer: what sending that many bytes alone costs. */
  sameBodyCeilingReqPerSec?: number;
  /** That bare server's p99: the latency of sending those bytes alone at this many connections. */
  sameBodyCeilingP99Ms?: number;
  sameBodyRatio?: number;
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Every listed read must answer 200 before it is loaded (a fast 404 would flatter the figures); its body. */
async function checkRoute(url: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(url, { headers });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${body}`);
  return body;
}

function printTable(ceiling: Measurement, rows: RouteRow[]) {
  const header = [
    'route',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'ratio',
    'ceiling req/s',
    'server CPU µs/req',
    'body bytes',
    'same-body ceiling',
    'same-body ceiling p99',
    'same-body ratio',
  ];
  const lines = [
    [
      'node:http ceiling (median)',
      ceiling.reqPerSec,
      ceiling.p50Ms,
      ceiling.p99Ms,
      ceiling.errors,
      '1.00',
      '',
      ceiling.serverCpuUsPerReq ?? '',
      '',
      '',
      '',
      '',
    ],
    ...rows.map((r) => [
      r.name,
      r.reqPerSec,
      r.p50Ms,
      r.p99Ms,
      r.errors,
      r.ratio.toFixed(2),
      r.ceilingReqPerSec,
      r.serverCpuUsPerReq ?? '',
      r.bodyBytes ?? '',
      r.sameBodyCeilingReqPerSec ?? '',
      r.sameBodyCeilingP99Ms ?? '',
      r.sameBodyRatio?.toFixed(2) ?? '',
    ]),
  ].map((cells) => cells.map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

/** bench/results/*.json are committed and checked by `prettier --check .`: format them as prettier would. */
async function formatJson(value: unknown): Promise<string> {
  const text = JSON.stringify(value, null, 2) + '\n';
  try {
    const prettier = await import('prettier');
    return await prettier.format(text, { parser: 'json', ...(await prettier.resolveConfig(RESULTS_DIR)) });
  } catch {
    return text;
  }
}

async function main(): Promise<void> {
  const options = parseOptions();
  const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
  const database = await createBenchDatabase(postgresUrl);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'client-portal-bench-data-'));
  const cleanup = async () => {
    await Promise.all([...children].map(stopProcess));
    await database.drop().catch((error: unknown) => console.error('could not drop the bench database:', error));
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

  try {
    console.log(`Generating --scale ${options.scale} on ${database.kind} (${database.description})…`);
    const generateStarted = Date.now();
    const fixtures = await generate(database, options.scale, (message) => console.log(`  ${message}`));
    const generateSeconds = round((Date.now() - generateStarted) / 1000, 1);
    console.log(`Generated in ${generateSeconds} s.`);

    const serverEnv = apiServerEnv(database.databaseUrl, dataDir);
    const api = await startProcess('API server', 'src/server.ts', serverEnv);
    const token = await signIn(api.url, fixtures.client.email, fixtures.password);
    const headers = { authorization: `Bearer ${token}` };
    const routes = readRoutes(fixtures);
    const bodies: Record<string, string> = {};
    for (const route of routes) bodies[route.path] = await checkRoute(api.url + route.path, headers);

    // The ceiling server answers the fixed small body at /, and each route's own answer at the route's path.
    const bodiesFile = path.join(dataDir, 'ceiling-bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    const ceilingServer = await startProcess('ceiling server', 'bench/ceiling-server.ts', {
      CEILING_BODIES: bodiesFile,
    });
    const ceilingUrl = `${ceilingServer.url}/`;

    console.log(
      `\nLoading: ${options.connections} connections, ${options.warmupS} s warm-up, then ${options.rounds} rounds of` +
        ` ${options.durationS} s against the ceiling's ${options.durationS} s right before.`,
    );
    const apiPid = api.child.pid;
    const ceilingPid = ceilingServer.child.pid;
    if (options.pin) {
      pinProcess(process.pid, '0', false);
      for (const server of [api, ceilingServer]) pinProcess(server.child.pid!, '1', true);
      console.log('Pinned: the load generator on CPU 0, the servers on CPU 1.');
    }
    // Each route is measured in rounds, each right after a ceiling run and compared with it: the machine is shared,
    // and adjacent runs see the same background load. The row gives the medians of its rounds.
    const ceilings: Measurement[] = [];
    const measureAgainstCeiling = async (
      name: string,
      url: string,
      extra: LoadOptions,
      runOptions: RunOptions = {},
      sameBody?: { path: string; body: string },
    ): Promise<RouteRow> => {
      await warmUp(ceilingUrl, options, {}, {});
      await warmUp(url, options, extra, runOptions);
      const rounds: Array<{ ceiling: Measurement; run: Measurement }> = [];
      for (let turn = 0; turn < options.rounds; turn++) {
        const ceiling = await measureOnce(ceilingUrl, ceilingPid, options, {}, {});
        ceilings.push(ceiling);
        rounds.push({ ceiling, run: await measureOnce(url, apiPid, options, extra, runOptions) });
      }
      const run = medianOf(rounds.map((r) => r.run));
      const ceilingReqPerSec = Math.round(median(rounds.map((r) => r.ceiling.reqPerSec)));
      const sameBodyRun = sameBody && (await measure(ceilingServer.url + sameBody.path, ceilingPid, options));
      const row: RouteRow = {
        name,
        ...run,
        ratio: round(median(rounds.map((r) => r.run.reqPerSec / r.ceiling.reqPerSec)), 3),
        ceilingReqPerSec,
        rounds: rounds.map((r) => ({
          reqPerSec: r.run.reqPerSec,
          p99Ms: r.run.p99Ms,
          ceilingReqPerSec: r.ceiling.reqPerSec,
          ratio: round(r.run.reqPerSec / r.ceiling.reqPerSec, 3),
        })),
        ...(sameBody && sameBodyRun
          ? {
              bodyBytes: Buffer.byteLength(sameBody.body),
              sameBodyCeilingReqPerSec: sameBodyRun.reqPerSec,
              sameBodyCeilingP99Ms: sameBodyRun.p99Ms,
              sameBodyRatio: round(run.reqPerSec / sameBodyRun.reqPerSec, 3),
            }
          : {}),
      };
      console.log(
        `  ${name}: ${row.reqPerSec} req/s, ratio ${row.ratio.toFixed(2)} (rounds ${row.rounds.map((r) => r.ratio.toFixed(2)).join(', ')})`,
      );
      return row;
    };
    const rows: RouteRow[] = [];
    for (const route of routes) {
      rows.push(
        await measureAgainstCeiling(
          route.name,
          api.url + route.path,
          { headers },
          {},
          {
            path: route.path,
            body: bodies[route.path]!,
          },
        ),
      );
    }
    const health = await measureAgainstCeiling(HEALTH_ROUTE.name, api.url + HEALTH_ROUTE.path, {});

    // Sign-in is bound by scrypt on purpose. The right password for 50 accounts in turn: a success never counts
    // towards the rate limits, so they cannot distort this row.
    let nextAccount = 0;
    const loginBody = () =>
      JSON.stringify({
        username: fixtures.loginEmails[nextAccount++ % fixtures.loginEmails.length],
        password: fixtures.password,
        siteKey: DEFAULT_AUTH_SITE_KEY,
      });
    // Sign-ins the load generator gave up on are still queued for hashing; one more, answered after all of them,
    // means the server is idle again.
    const drainSignIns = () => signIn(api.url, fixtures.loginEmails[0]!, fixtures.password).then(() => {});
    // Fewer connections than the reads: at 50, every answer waits behind 49 hashes and a short run completes none.
    const login = await measureAgainstCeiling(
      `POST /api/auth/authenticate (scrypt, ${options.loginConnections} connections)`,
      `${api.url}/api/auth/authenticate`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: (request) => ({ ...request, body: loginBody() }) }],
      },
      { connections: options.loginConnections, settle: drainSignIns },
    );
    await drainSignIns();

    const ceiling = medianOf(ceilings);

    // Login flood: wrong passwords from one address while a read route is loaded. The address first uses up its
    // failed sign-ins (LOGIN_IP_MAX_FAILURES, each a real scrypt), then the flood is answered 429 without hashing.
    // Runs last: it leaves 127.0.0.1 rate-limited for sign-in for the rest of the window.
    let floodCounter = 0;
    const floodBody = () =>
      JSON.stringify({
        username: `nobody${floodCounter++ % 1000}@example.com`,
        password: 'wrong-password',
        siteKey: DEFAULT_AUTH_SITE_KEY,
      });
    let primed = 0;
    for (;;) {
      const statuses = await Promise.all(
        Array.from({ length: 10 }, () =>
          fetch(`${api.url}/api/auth/authenticate`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: floodBody(),
          }).then((response) => response.status),
        ),
      );
      primed += statuses.length;
      if (statuses.includes(429)) break;
      if (primed > 10_000) throw new Error('the login flood never got rate-limited');
    }
    const floodRoute = routes[2]!;
    const floodUrl = api.url + floodRoute.path;
    const floodBaseline = await measure(floodUrl, apiPid, options, { headers });
    const floodOptions: LoadOptions = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [{ setupRequest: (request) => ({ ...request, body: floodBody() }) }],
    };
    // The flood starts first and outlasts the measured read run on both sides.
    const floodDuration = options.warmupS + options.durationS + 2;
    const flood = load(`${api.url}/api/auth/authenticate`, options.floodConnections, floodDuration, floodOptions);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const underFlood = await measure(floodUrl, apiPid, options, { headers });
    const { result: floodResult } = await flood;
    const floodStatuses = Object.fromEntries(
      Object.entries(floodResult.statusCodeStats ?? {}).map(([code, stat]) => [code, Number(stat.count)]),
    );
    const floodRow = {
      route: floodRoute.name,
      floodConnections: options.floodConnections,
      failuresBeforeRateLimited: primed,
      readReqPerSecAlone: floodBaseline.reqPerSec,
      readReqPerSecUnderFlood: underFlood.reqPerSec,
      readP99MsUnderFlood: underFlood.p99Ms,
      readErrorsUnderFlood: underFlood.errors,
      ratio: round(underFlood.reqPerSec / floodBaseline.reqPerSec, 3),
      floodReqPerSec: Math.round(floodResult.requests.average),
      floodStatuses,
    };

    console.log(`\n${database.kind}, --scale ${options.scale}, ${os.cpus().length} cores, Node ${process.version}`);
    printTable(ceiling, [...rows, health, login]);
    console.log(
      `\nLogin flood (${options.floodConnections} connections of wrong passwords, statuses ${JSON.stringify(floodStatuses)}):` +
        ` ${floodRoute.name} ${floodRow.readReqPerSecAlone} req/s alone, ${floodRow.readReqPerSecUnderFlood} under flood` +
        ` (ratio ${floodRow.ratio.toFixed(2)}, target ≥ ${TARGETS.minFloodRatio})`,
    );

    const targets = {
      readsAtLeastHalfCeiling: rows.every((r) => r.ratio >= TARGETS.minCeilingRatio),
      // The same target, a read also passing against the bare server sending its exact answer: what the server adds
      // to the cost of sending those bytes. It differs from the one above only for a large answer (the 126 kB ticket
      // list), which no server on this runtime sends at half the rate of a 129-byte one. (For a small answer the two
      // ceilings are the same server; the same-body run is a single one, not rounds, so it is not the verdict alone.)
      readsAtLeastHalfCeilingOrSameBody: rows.every(
        (r) => r.ratio >= TARGETS.minCeilingRatio || (r.sameBodyRatio ?? 0) >= TARGETS.minCeilingRatio,
      ),
      // Judged on every round, not on the median: one slow round fails it.
      readsP99Under15ms: rows.every((r) => r.rounds.every((one) => one.p99Ms < TARGETS.maxP99Ms)),
      readsZeroErrors: rows.every((r) => r.errors === 0),
      floodRatioAtLeastHalf: floodRow.ratio >= TARGETS.minFloodRatio,
    };
    let largeVsSmall: Record<string, { p50: number; serverCpuPerReq: number | null }> | undefined;
    const smallFile = path.join(RESULTS_DIR, `latest-${database.kind}-small.json`);
    if (options.scale !== 'small' && existsSync(smallFile)) {
      const small = JSON.parse(readFileSync(smallFile, 'utf8')) as { routes: RouteRow[] };
      largeVsSmall = {};
      for (const row of rows) {
        const smallRow = small.routes.find((r) => r.name === row.name);
        if (!smallRow) continue;
        const [large, before] = [row, smallRow];
        if (before.p50Ms <= 0) continue;
        largeVsSmall[row.name] = {
          p50: round(large.p50Ms / before.p50Ms, 2),
          serverCpuPerReq:
            large.serverCpuUsPerReq && before.serverCpuUsPerReq
              ? round(large.serverCpuUsPerReq / before.serverCpuUsPerReq, 2)
              : null,
        };
      }
      console.log(`\n--scale ${options.scale} over --scale small (${path.basename(smallFile)}; target p50 ≤ 1.5):`);
      for (const [name, ratio] of Object.entries(largeVsSmall)) {
        console.log(
          `  ${name}: p50 ${ratio.p50.toFixed(2)}, server CPU/req ${ratio.serverCpuPerReq?.toFixed(2) ?? '?'}`,
        );
      }
    }
    console.log(`\nTargets: ${JSON.stringify(targets)}`);

    const now = new Date();
    const result = {
      date: now.toISOString(),
      db: database.kind,
      scale: options.scale,
      machine: {
        cores: os.cpus().length,
        cpu: os.cpus()[0]?.model ?? 'unknown',
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
        platform: `${os.platform()} ${os.release()}`,
      },
      settings: {
        connections: options.connections,
        durationS: options.durationS,
        rounds: options.rounds,
        warmupS: options.warmupS,
        floodConnections: options.floodConnections,
        loginConnections: options.loginConnections,
        pinned: options.pin,
      },
      data: { ...fixtures.rows, generateSeconds },
      ceiling: { ...ceiling, runs: ceilings.map((c) => c.reqPerSec) },
      routes: rows,
      health,
      login,
      loginFlood: floodRow,
      ...(largeVsSmall ? { p50LargeOverSmall: largeVsSmall } : {}),
      targets,
    };
    mkdirSync(RESULTS_DIR, { recursive: true });
    const json = await formatJson(result);
    // The latest run of each configuration only: earlier ones are in the history.
    const file = path.join(RESULTS_DIR, `latest-${database.kind}-${options.scale}.json`);
    writeFileSync(file, json);
    console.log(`Wrote ${path.relative(process.cwd(), file)}`);
  } finally {
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

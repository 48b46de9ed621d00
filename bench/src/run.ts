/**
 * npm run bench -- [--scale small|large] [--duration 5] [--rounds 3] [--connections 50] [--warmup 3]
 *                   [--flood-connections 10] [--login-connections 4]
 *
 * Generates a fresh database (SQLite in a temp file; PostgreSQL in a fresh schema when DATABASE_URL=postgres://…),
 * builds and starts the production API server on it (compiled JavaScript, default log level, every hook on), and the
 * same-work floor (floor.ts) on the same database. Each read is loaded with autocannon in rounds, the floor answering
 * that read's exact bytes right before the API in each round, so both see the same background load. Prints a table
 * and the verdict on each target, and writes bench/results/latest-<db>-<scale>.json. See ../README.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DEFAULT_AUTH_SITE_KEY } from '@client-portal/contract';
import { API_DIR, children, startProcess, stopProcess } from '../../apps/api/test/helpers/processes.js';
import { createBenchDatabase, generate, SCALES, type Scale } from '../../apps/api/test/helpers/generate.js';
import type { FloorAnswer } from './floor.js';
import { cpuTicks, measureMixed, mixedVerdicts } from './mixed.js';
import { apiServerEnv, inboxRoutes, readRoutes, signIn, startFlags } from './routes.js';

const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_DIR = path.join(BENCH_DIR, 'results');

/** Issue targets for each read: against the floor, at --connections. */
const TARGETS = {
  minFloorRatio: 0.5,
  maxP99Ms: 25,
  maxRssMb: 150,
  maxFirstAnswerMs: 3000,
  maxLargeToSmallP50: 1.5,
  minFloodRatio: 0.5,
  /** The agency inbox: each view's p50 answered from the database (issue 24). */
  maxInboxP50Ms: 50,
};

interface Options {
  scale: Scale;
  durationS: number;
  rounds: number;
  connections: number;
  warmupS: number;
  floodConnections: number;
  loginConnections: number;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: 'small' },
      duration: { type: 'string', default: '5' },
      rounds: { type: 'string', default: '3' },
      connections: { type: 'string', default: '50' },
      warmup: { type: 'string', default: '3' },
      'flood-connections': { type: 'string', default: '10' },
      'login-connections': { type: 'string', default: '4' },
    },
  });
  const scale = values.scale as Scale;
  if (!(scale in SCALES)) throw new Error(`--scale must be one of ${Object.keys(SCALES).join(', ')}`);
  const counts = {
    durationS: Number(values.duration),
    rounds: Number(values.rounds),
    connections: Number(values.connections),
    warmupS: Number(values.warmup),
    floodConnections: Number(values['flood-connections']),
    loginConnections: Number(values['login-connections']),
  };
  for (const [name, value] of Object.entries(counts)) {
    if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  }
  return { scale, ...counts };
}

interface Measurement {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers plus connection errors and time-outs. */
  errors: number;
  /** CPU time the server process spent per request (Linux /proc): steadier than req/s on a shared machine. */
  serverCpuUsPerReq: number | null;
}

/** User + system CPU time of a process in microseconds, or null where /proc is not available. */
function processCpuUs(pid: number | undefined): number | null {
  const ticks = cpuTicks(pid);
  return ticks === null ? null : ticks * 10_000;
}

/** Resident memory of a process in MB (Linux /proc): in all, and the part that maps files (binaries, the SQLite file). */
function processRss(pid: number | undefined): { mb: number; fileMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
    const mb = Math.round(kb('VmRSS') / 1024);
    return Number.isNaN(mb) ? null : { mb, fileMb: Math.round(kb('RssFile') / 1024) };
  } catch {
    return null;
  }
}

type LoadOptions = Omit<autocannon.Options, 'url' | 'duration' | 'connections'>;

/**
 * One autocannon run. Its latency percentiles are whole milliseconds, too coarse for the p50 of a 1–3 ms read, so the
 * p50 is the median of each 2xx answer's own (fractional) time.
 */
function load(url: string, connections: number, durationS: number, extra: LoadOptions = {}) {
  return new Promise<{ result: autocannon.Result; p50Ms: number }>((resolve, reject) => {
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

interface Target {
  url: string;
  pid: number | undefined;
  extra?: LoadOptions;
  connections?: number;
  /** After every run (sign-in: wait for the hashes still queued). */
  settle?: () => Promise<void>;
}

async function measureOnce(target: Target, options: Options, durationS = options.durationS): Promise<Measurement> {
  const cpuBefore = processCpuUs(target.pid);
  const { result, p50Ms } = await load(target.url, target.connections ?? options.connections, durationS, target.extra);
  const cpuAfter = processCpuUs(target.pid);
  await target.settle?.();
  const cpuUs = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms,
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    serverCpuUsPerReq: cpuUs === null || !result.requests.total ? null : Math.round(cpuUs / result.requests.total),
  };
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Several runs as one: medians of rates, latencies and CPU; the worst p99; all errors. */
function combine(runs: Measurement[]): Measurement {
  const cpu = runs.map((r) => r.serverCpuUsPerReq);
  return {
    reqPerSec: Math.round(median(runs.map((r) => r.reqPerSec))),
    p50Ms: round(median(runs.map((r) => r.p50Ms))),
    p99Ms: Math.max(...runs.map((r) => r.p99Ms)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    serverCpuUsPerReq: cpu.every((c) => c !== null) ? Math.round(median(cpu as number[])) : null,
  };
}

interface Row extends Measurement {
  name: string;
  bodyBytes: number;
  /** One connection, one request at a time: the read's own time, without queueing behind others. */
  uncachedP50Ms: number;
  floor: Measurement;
  /** The median over the rounds of the API's req/s over the floor's req/s in the same round. */
  floorRatio: number;
  roundRatios: number[];
}

/** Rounds of the floor then the API on one read; a warm-up of each first. */
async function compareWithFloor(
  name: string,
  api: Target,
  floor: Target,
  answer: { bodyBytes: number; uncachedP50Ms: number },
  options: Options,
) {
  await measureOnce(floor, options, options.warmupS);
  await measureOnce(api, options, options.warmupS);
  const rounds: Array<{ floor: Measurement; api: Measurement }> = [];
  for (let turn = 0; turn < options.rounds; turn++) {
    rounds.push({ floor: await measureOnce(floor, options), api: await measureOnce(api, options) });
  }
  const floorErrors = rounds.reduce((sum, r) => sum + r.floor.errors, 0);
  if (floorErrors)
    throw new Error(`the floor answered ${name} with ${floorErrors} errors: it is not doing the same work`);
  const roundRatios = rounds.map((r) => round(r.api.reqPerSec / r.floor.reqPerSec, 3));
  const row: Row = {
    name,
    ...answer,
    ...combine(rounds.map((r) => r.api)),
    floor: combine(rounds.map((r) => r.floor)),
    floorRatio: round(median(roundRatios), 3),
    roundRatios,
  };
  console.log(`  ${name}: ${row.reqPerSec} req/s, floor ${row.floor.reqPerSec}, ratio ${row.floorRatio.toFixed(2)}`);
  return row;
}

function printTable(rows: Row[]) {
  const header = [
    'read',
    'uncached p50',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'CPU µs/req',
    'floor req/s',
    'floor p99',
    'floor CPU',
    'ratio',
  ];
  const lines = rows.map((r) =>
    [
      r.name,
      r.uncachedP50Ms,
      r.reqPerSec,
      r.p50Ms,
      r.p99Ms,
      r.errors,
      r.serverCpuUsPerReq ?? '?',
      r.floor.reqPerSec,
      r.floor.p99Ms,
      r.floor.serverCpuUsPerReq ?? '?',
      r.floorRatio.toFixed(2),
    ].map(String),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log([format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n'));
}

interface Verdict {
  target: string;
  met: boolean;
  /** Where missed: by how much, and what the figures say about why. */
  detail: string;
}

function verdicts(
  rows: Row[],
  extra: { rss: ReturnType<typeof processRss>; firstAnswerMs: number; floodRatio: number; health: Measurement },
) {
  const out: Verdict[] = [];
  for (const r of rows) {
    const healthCpu = extra.health.serverCpuUsPerReq;
    const cpu =
      (r.serverCpuUsPerReq && r.floor.serverCpuUsPerReq
        ? `; the API spends ${r.serverCpuUsPerReq} µs of CPU per request against the floor's ${r.floor.serverCpuUsPerReq} µs`
        : '') +
      `; GET /api/health, which neither signs in nor queries, answers ${extra.health.reqPerSec} req/s ` +
      `(${round(extra.health.reqPerSec / r.floor.reqPerSec)} of this floor${healthCpu ? `, ${healthCpu} µs of CPU` : ''}): ` +
      `the framework's request path with its hooks and request log line` +
      (r.serverCpuUsPerReq && healthCpu
        ? `; so ${r.serverCpuUsPerReq - healthCpu} µs of each read go to signing it in (the bearer JWT, then the ` +
          `user's row), its own queries and writing its answer through the contract's schema (npm run ` +
          `bench:profile shows where)`
        : '');
    out.push({
      target: `${r.name}: at least ${TARGETS.minFloorRatio} of the floor's req/s`,
      met: r.floorRatio >= TARGETS.minFloorRatio,
      detail: `${r.floorRatio.toFixed(2)} (rounds ${r.roundRatios.join(', ')})${r.floorRatio >= TARGETS.minFloorRatio ? '' : cpu}`,
    });
    out.push({
      target: `${r.name}: p99 at most ${TARGETS.maxP99Ms} ms, no errors`,
      met: r.p99Ms <= TARGETS.maxP99Ms && r.errors === 0,
      detail:
        `worst round p99 ${r.p99Ms} ms (floor ${r.floor.p99Ms} ms), ${r.errors} errors` +
        (r.p99Ms > TARGETS.maxP99Ms
          ? `: ${options.connections} connections queue for one event loop, so a request waits about connections ÷ req/s ` +
            `(${round((options.connections / r.reqPerSec) * 1000, 1)} ms; p50 ${r.p50Ms} ms), and the slowest 1% also wait ` +
            `out garbage collection and the load generator, which shares the machine's ${os.cpus().length} cores`
          : ''),
    });
  }
  out.push({
    target: `API server RSS after the load at most ${TARGETS.maxRssMb} MB`,
    met: extra.rss !== null && extra.rss.mb <= TARGETS.maxRssMb,
    detail: extra.rss
      ? `${extra.rss.mb} MB, of which ${extra.rss.fileMb} MB map files (Node's binary, native modules), which the kernel ` +
        `can drop and read again`
      : 'not measured',
  });
  out.push({
    target: `first answer within ${TARGETS.maxFirstAnswerMs} ms of starting the built server`,
    met: extra.firstAnswerMs <= TARGETS.maxFirstAnswerMs,
    detail: `${extra.firstAnswerMs} ms (migrations included)`,
  });
  out.push({
    target: `reads under a login flood at least ${TARGETS.minFloodRatio} of their rate alone`,
    met: extra.floodRatio >= TARGETS.minFloodRatio,
    detail: extra.floodRatio.toFixed(2),
  });
  return out;
}

let options: Options;

async function main(): Promise<void> {
  options = parseOptions();
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
    console.log(`Generated in ${round((Date.now() - generateStarted) / 1000, 1)} s. Building the API…`);
    execFileSync('npm', ['run', 'build'], { cwd: API_DIR, stdio: 'inherit' });

    const serverEnv = apiServerEnv(database.databaseUrl, dataDir);
    const api = await startProcess('API server', 'dist/server.js', serverEnv, startFlags());
    const token = await signIn(api.url, fixtures.client.email, fixtures.password);
    const headers = { authorization: `Bearer ${token}` };
    const routes = readRoutes(fixtures);

    // The API's own answer to each read, which the floor sends back byte for byte with the same headers.
    const answers: Record<string, FloorAnswer> = {};
    for (const route of routes) {
      // Uncompressed, as the load generator asks for it.
      const response = await fetch(api.url + route.path, { headers: { ...headers, 'accept-encoding': 'identity' } });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`GET ${route.path}: ${response.status} ${body}`);
      const kept = [...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name));
      answers[route.path] = { headers: Object.fromEntries(kept), body };
    }
    const uncachedP50Ms: Record<string, number> = {};
    const inbox: Array<{ name: string; p50Ms: number; total: number }> = [];
    for (const route of routes) uncachedP50Ms[route.path] = await uncachedP50(api.url + route.path, headers);
    const staffHeaders = {
      authorization: `Bearer ${await signIn(api.url, fixtures.staff.email, fixtures.password)}`,
    };
    for (const route of inboxRoutes(fixtures)) {
      const first = await fetch(api.url + route.path, { headers: staffHeaders });
      const body = (await first.json()) as { total?: number; all?: number };
      if (first.status !== 200) throw new Error(`GET ${route.path}: ${first.status} ${JSON.stringify(body)}`);
      const p50Ms = await uncachedP50(api.url + route.path, staffHeaders);
      inbox.push({ name: route.name, p50Ms, total: body.total ?? body.all ?? 0 });
    }
    const answersFile = path.join(dataDir, 'floor-answers.json');
    writeFileSync(answersFile, JSON.stringify(answers));
    const floorServer = await startProcess('floor server', path.join(BENCH_DIR, 'src/floor.ts'), {
      JWT_SECRET: serverEnv.JWT_SECRET!,
      DATABASE_URL: database.databaseUrl,
      FLOOR_ANSWERS: answersFile,
    });

    console.log(
      `\nLoading: ${options.connections} connections; per read a ${options.warmupS} s warm-up of each, then ` +
        `${options.rounds} rounds of ${options.durationS} s on the floor and ${options.durationS} s on the API.`,
    );
    const rows: Row[] = [];
    for (const route of routes) {
      rows.push(
        await compareWithFloor(
          route.name,
          { url: api.url + route.path, pid: api.child.pid, extra: { headers } },
          { url: floorServer.url + route.path, pid: floorServer.child.pid, extra: { headers } },
          { bodyBytes: Buffer.byteLength(answers[route.path]!.body), uncachedP50Ms: uncachedP50Ms[route.path]! },
          options,
        ),
      );
    }
    // The framework's own path, every hook and the request log but no sign-in and no query: what no route can go below.
    const healthTarget: Target = { url: `${api.url}/api/health`, pid: api.child.pid };
    await measureOnce(healthTarget, options, options.warmupS);
    const healthRuns: Measurement[] = [];
    for (let turn = 0; turn < options.rounds; turn++) healthRuns.push(await measureOnce(healthTarget, options));
    const health = combine(healthRuns);
    await stopProcess(floorServer.child);

    console.log('\nMixed load: reads while staff write, writes at 1 and 16 connections, sign-in while clients read…');
    const listRoute = routes[3]!;
    const mixed = await measureMixed({
      api,
      readPath: listRoute.path,
      readHeaders: headers,
      staffHeaders,
      otherTicketGuids: await ticketsOfOtherProjects(api.url, staffHeaders, fixtures.projectGuid),
      loginEmails: fixtures.loginEmails,
      password: fixtures.password,
      connections: options.connections,
      durationS: options.durationS,
      secondProcessEnv: database.kind === 'postgres' ? { env: serverEnv, flags: startFlags() } : undefined,
    });
    // After the reads, sign-ins and staff writes: the memory a server in use holds.
    const rss = processRss(api.child.pid);
    const login = await measureSignIn(api.url, api.child.pid, fixtures);
    // Last, as the flood of wrong passwords blocks this address's sign-ins for a while.
    const flood = await measureLoginFlood(api.url, api.child.pid, routes[2]!, headers);

    console.log(`\n${database.kind}, --scale ${options.scale}, ${os.cpus().length} cores, Node ${process.version}`);
    printTable(rows);
    console.log('\nAgency inbox (staff, one request at a time):');
    for (const view of inbox) console.log(`  ${view.name}: p50 ${view.p50Ms} ms (${view.total} tickets)`);
    console.log(
      `\nGET /api/health (no sign-in, no query): ${health.reqPerSec} req/s, p99 ${health.p99Ms} ms, ${health.serverCpuUsPerReq ?? '?'} µs CPU/req` +
        `\nSign-in (scrypt, ${options.loginConnections} connections): ${login.reqPerSec} req/s, p99 ${login.p99Ms} ms` +
        `\nAPI server: first answer ${api.readyInMs} ms after start, RSS after the load ${rss ? `${rss.mb} MB (${rss.fileMb} MB mapping files)` : '?'}` +
        `\nLogin flood: ${flood.route} ${flood.readReqPerSecAlone} req/s alone, ${flood.readReqPerSecUnderFlood} under ` +
        `${options.floodConnections} connections of wrong passwords (statuses ${JSON.stringify(flood.floodStatuses)})`,
    );

    let p50LargeOverSmall: Record<string, number> | undefined;
    const smallFile = path.join(RESULTS_DIR, `latest-${database.kind}-small.json`);
    const results = {
      targets: [
        ...verdicts(rows, { rss, firstAnswerMs: api.readyInMs, floodRatio: flood.ratio, health }),
        ...mixedVerdicts(mixed, database.kind, os.cpus().length),
      ],
    };
    for (const view of inbox.filter((v) => v.name.startsWith('view'))) {
      results.targets.push({
        target: `inbox ${view.name}: p50 at most ${TARGETS.maxInboxP50Ms} ms`,
        met: view.p50Ms <= TARGETS.maxInboxP50Ms,
        detail: `${view.p50Ms} ms`,
      });
    }
    if (options.scale !== 'small' && existsSync(smallFile)) {
      const small = JSON.parse(readFileSync(smallFile, 'utf8')) as { routes: Row[] };
      p50LargeOverSmall = {};
      for (const row of rows) {
        const before = small.routes.find((r) => r.name === row.name);
        if (!before || before.p50Ms <= 0) continue;
        const ratio = round(row.p50Ms / before.p50Ms);
        const uncachedRatio = before.uncachedP50Ms ? round(row.uncachedP50Ms / before.uncachedP50Ms) : NaN;
        p50LargeOverSmall[row.name] = ratio;
        p50LargeOverSmall[`${row.name}, uncached`] = uncachedRatio;
        results.targets.push(
          {
            target: `${row.name}: p50 under load at --scale ${options.scale} within ${TARGETS.maxLargeToSmallP50}x of --scale small`,
            met: ratio <= TARGETS.maxLargeToSmallP50,
            detail: `${row.p50Ms} ms against ${before.p50Ms} ms: ${ratio.toFixed(2)}x`,
          },
          {
            target: `${row.name}: uncached p50 at --scale ${options.scale} within ${TARGETS.maxLargeToSmallP50}x of --scale small`,
            met: uncachedRatio <= TARGETS.maxLargeToSmallP50,
            detail: before.uncachedP50Ms
              ? `${row.uncachedP50Ms} ms against ${before.uncachedP50Ms} ms: ${uncachedRatio.toFixed(2)}x`
              : `${row.uncachedP50Ms} ms; the --scale small result has no uncached figure: run it again first`,
          },
        );
      }
    }
    console.log('\nTargets:');
    for (const v of results.targets) console.log(`  ${v.met ? 'met   ' : 'MISSED'} ${v.target}: ${v.detail}`);

    const result = {
      date: new Date().toISOString(),
      db: database.kind,
      scale: options.scale,
      machine: {
        cores: os.cpus().length,
        cpu: os.cpus()[0]?.model ?? 'unknown',
        node: process.version,
        platform: `${os.platform()} ${os.release()}`,
      },
      settings: options,
      data: fixtures.rows,
      routes: rows,
      inbox,
      mixed,
      health,
      server: {
        firstAnswerMs: api.readyInMs,
        rssMbAfterLoad: rss?.mb ?? null,
        rssFileMbAfterLoad: rss?.fileMb ?? null,
      },
      login,
      loginFlood: flood,
      ...(p50LargeOverSmall ? { p50LargeOverSmall } : {}),
      targets: results.targets,
    };
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `latest-${database.kind}-${options.scale}.json`);
    writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
    console.log(`\nWrote ${path.relative(process.cwd(), file)}`);
  } finally {
    await cleanup();
  }
}

/** A ticket of the inbox on another project than `projectGuid`: where staff write while the bench client reads. */
/** The tickets of the inbox's first page that are not on the read's project (up to fifty). */
async function ticketsOfOtherProjects(url: string, headers: Record<string, string>, projectGuid: string) {
  const response = await fetch(`${url}/api/agency/tickets?view=all`, { headers });
  const page = (await response.json()) as { items: Array<{ ticketGuid: string; projectGuid: string }> };
  const tickets = page.items.filter((item) => item.projectGuid !== projectGuid).map((item) => item.ticketGuid);
  if (tickets.length < 16) throw new Error('the inbox has fewer than 16 tickets on other projects');
  return tickets;
}

/** The median time of a read one request at a time (no answer is kept between requests: each reads the database). */
async function uncachedP50(url: string, headers: Record<string, string>, samples = 30) {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
    times.push(performance.now() - started);
  }
  return round(median(times));
}

/** Sign-in is bound by scrypt on purpose: the right password for the generated accounts in turn (never rate-limited). */
async function measureSignIn(
  url: string,
  pid: number | undefined,
  fixtures: { loginEmails: string[]; password: string },
) {
  let next = 0;
  // Sign-ins the load generator gave up on are still queued for hashing; one more, answered after all of them,
  // means the server is idle again.
  const drain = () => signIn(url, fixtures.loginEmails[0]!, fixtures.password).then(() => {});
  const target: Target = {
    url: `${url}/api/auth/authenticate`,
    pid,
    connections: options.loginConnections,
    settle: drain,
    extra: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              username: fixtures.loginEmails[next++ % fixtures.loginEmails.length],
              password: fixtures.password,
              siteKey: DEFAULT_AUTH_SITE_KEY,
            }),
          }),
        },
      ],
    },
  };
  await measureOnce(target, options, options.warmupS);
  return measureOnce(target, options);
}

/**
 * Wrong passwords from one address while a read is loaded. The address first uses up its failed sign-ins (each a real
 * scrypt), then the flood is answered 429 without hashing. Runs last: it leaves 127.0.0.1 rate-limited for sign-in.
 */
async function measureLoginFlood(
  url: string,
  pid: number | undefined,
  route: { name: string; path: string },
  headers: Record<string, string>,
) {
  let counter = 0;
  const floodBody = () =>
    JSON.stringify({
      username: `nobody${counter++ % 1000}@example.com`,
      password: 'wrong-password',
      siteKey: DEFAULT_AUTH_SITE_KEY,
    });
  const post = { method: 'POST' as const, headers: { 'content-type': 'application/json' } };
  for (let sent = 0; ; sent += 10) {
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${url}/api/auth/authenticate`, { ...post, body: floodBody() }).then((r) => r.status),
      ),
    );
    if (statuses.includes(429)) break;
    if (sent > 10_000) throw new Error('the login flood never got rate-limited');
  }
  const read: Target = { url: url + route.path, pid, extra: { headers } };
  await measureOnce(read, options, options.warmupS);
  const alone = await measureOnce(read, options);
  // The flood starts first and outlasts the measured read run.
  const flood = load(`${url}/api/auth/authenticate`, options.floodConnections, options.durationS + 2, {
    ...post,
    requests: [{ setupRequest: (request) => ({ ...request, body: floodBody() }) }],
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const underFlood = await measureOnce(read, options);
  const { result } = await flood;
  return {
    route: route.name,
    readReqPerSecAlone: alone.reqPerSec,
    readReqPerSecUnderFlood: underFlood.reqPerSec,
    readP99MsUnderFlood: underFlood.p99Ms,
    ratio: round(underFlood.reqPerSec / alone.reqPerSec, 3),
    floodStatuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, Number(stat.count)]),
    ),
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

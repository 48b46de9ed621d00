/**
 * npm run bench:monitors -- [--monitors 500] [--minutes 3]
 *
 * Uptime checks under load: starts the production API server (compiled JavaScript, SQLite in a temp folder) and
 * local sites for it to check, gives it `--monitors` monitors at a 1-minute interval spread over the minute, and for
 * `--minutes` minutes measures the server's CPU (from /proc: user + system time of its process) and how late each
 * check started against its schedule (a monitor's k-th check is due k minutes after its first). Prints the figures
 * and the verdict on the targets, and writes bench/results/latest-monitors.json. See ../README.md.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { API_DIR, children, startProcess, stopProcess } from '../../apps/api/test/helpers/processes.js';
import { apiServerEnv, startFlags } from './routes.js';

const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INTERVAL_MS = 60_000;
/** Issue 27: no check more than 10 s late, under 10% of one core. */
const TARGETS = { maxLateMs: 10_000, maxCpuShare: 0.1 };
const SITES = 5;

const { values } = parseArgs({
  options: { monitors: { type: 'string', default: '500' }, minutes: { type: 'string', default: '3' } },
});
const monitors = Number(values.monitors);
const minutes = Number(values.minutes);
if (!Number.isInteger(monitors) || monitors <= 0 || !Number.isInteger(minutes) || minutes <= 0) {
  throw new Error('--monitors and --minutes must be positive whole numbers');
}

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startSite(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>Shop</title><h1>Welcome</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function main() {
  console.log('Building the production server...');
  execFileSync('npm', ['run', 'build'], { cwd: API_DIR, stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-monitors-'));
  const file = path.join(dataDir, 'portal.db');
  const sites = await Promise.all(Array.from({ length: SITES }, startSite));
  try {
    // The sites it checks are on this machine.
    const env = { ...apiServerEnv(`sqlite:${file}`, dataDir), MONITOR_ALLOW_PRIVATE: 'true' };
    const server = await startProcess('api', 'dist/server.js', env, startFlags());
    // The monitors, due one after another over the first minute (as a new monitor's first check is spread).
    const db = new SQLite(file);
    db.pragma('busy_timeout = 5000');
    const projectGuid = randomUUID();
    const start = Date.now() + 5_000;
    const dueAt = new Map<string, number>();
    db.transaction(() => {
      db.prepare('insert into projects (project_guid, name, status) values (?, ?, ?)').run(
        projectGuid,
        'Bench',
        'active',
      );
      const monitor = db.prepare(
        `insert into monitors (monitor_guid, project_guid, url, expected_status_min, expected_status_max, keyword,
          interval_seconds, timeout_seconds, ignore_tls_errors, created_at) values (?, ?, ?, 200, 399, 'Welcome', 60, 10, 0, ?)`,
      );
      const status = db.prepare(
        `insert into monitor_status (monitor_guid, state, streak_up, streak_length, next_check_at) values (?, 'pending', 0, 0, ?)`,
      );
      for (let i = 0; i < monitors; i++) {
        const guid = randomUUID();
        const due = start + Math.floor((i * INTERVAL_MS) / monitors);
        dueAt.set(guid, due);
        monitor.run(guid, projectGuid, `${sites[i % SITES]!.url}/page/${i}`, new Date().toISOString());
        status.run(guid, new Date(due).toISOString());
      }
    })();
    db.close();

    // A minute to settle (every monitor checked once), then the measured window.
    console.log(
      `${monitors} monitors at a 1-minute interval; measuring for ${minutes} minutes after a minute to settle...`,
    );
    await sleep(start - Date.now() + INTERVAL_MS);
    const windowStart = Date.now();
    const cpuBefore = cpuSeconds(server.child.pid!);
    await sleep(minutes * INTERVAL_MS);
    const cpuUsed = cpuSeconds(server.child.pid!) - cpuBefore;
    const windowMs = Date.now() - windowStart;
    const stoppedAt = Date.now();
    await stopProcess(server.child);
    // Checks due before the server stopped (one may still have been running then).
    const checksDue = [...dueAt.values()].reduce(
      (sum, due) => sum + (due <= stoppedAt ? Math.floor((stoppedAt - due) / INTERVAL_MS) + 1 : 0),
      0,
    );

    const results = new SQLite(file, { readonly: true })
      .prepare('select monitor_guid, checked_at, is_up from monitor_results order by monitor_guid, checked_at')
      .all() as Array<{ monitor_guid: string; checked_at: string; is_up: number }>;
    const lateness: number[] = [];
    const countByMonitor = new Map<string, number>();
    let down = 0;
    for (const result of results) {
      const k = countByMonitor.get(result.monitor_guid) ?? 0;
      countByMonitor.set(result.monitor_guid, k + 1);
      lateness.push(new Date(result.checked_at).getTime() - (dueAt.get(result.monitor_guid)! + k * INTERVAL_MS));
      if (!result.is_up) down++;
    }
    lateness.sort((a, b) => a - b);
    const figures = {
      monitors,
      minutes,
      checksDue,
      checksMade: results.length,
      checksDown: down,
      lateP50Ms: lateness[Math.floor(lateness.length / 2)] ?? null,
      lateP99Ms: lateness[Math.floor(lateness.length * 0.99)] ?? null,
      lateMaxMs: lateness.at(-1) ?? null,
      cpuShareOfOneCore: Math.round((cpuUsed / (windowMs / 1000)) * 1000) / 1000,
    };
    const verdict = {
      onSchedule: figures.lateMaxMs !== null && figures.lateMaxMs <= TARGETS.maxLateMs && down === 0,
      underCpu: figures.cpuShareOfOneCore < TARGETS.maxCpuShare,
    };
    console.table(figures);
    console.log(
      `no check more than 10 s late: ${verdict.onSchedule ? 'met' : 'MISSED'} (worst ${figures.lateMaxMs} ms, ${down} checks down)`,
    );
    console.log(
      `under 10% of one core: ${verdict.underCpu ? 'met' : 'MISSED'} (${(figures.cpuShareOfOneCore * 100).toFixed(1)}%)`,
    );
    mkdirSync(path.join(BENCH_DIR, 'results'), { recursive: true });
    writeFileSync(
      path.join(BENCH_DIR, 'results', 'latest-monitors.json'),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: { cpus: os.cpus().length, node: process.version },
          targets: TARGETS,
          figures,
          verdict,
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(sites.map((site) => site.close()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/** Server processes for the benchmark and the scale-out tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The time-out of a test that starts processes (the server, the admin CLI) or waits for a connection to come back. A
 * start takes about a second on an idle machine and many times that on a busy two-core one; these tests assert what a
 * process does, not how fast it starts.
 */
export const PROCESS_TEST_TIMEOUT_MS = 120_000;

/** The longest one process may take to start, or one admin command to finish, before it counts as hung. */
export const PROCESS_RUN_TIMEOUT_MS = 90_000;

/** Every process started here and still running, so a run can stop them all on the way out. */
export const children = new Set<ChildProcess>();

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * `node <script>`, through tsx for TypeScript (`node --import tsx`: what `tsx <script>` runs, without tsx's extra
 * parent process), with `cwd` the API's folder; ready once `GET /api/health` answers 200. `nodeArgs` go to node first
 * (`--cpu-prof`, say). `readyInMs`: from the start of the process to that first answer.
 */
export async function startProcess(
  name: string,
  script: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
  /** A command that runs node (`valgrind --tool=callgrind`, say), and how long the server may take to start. */
  { wrapper = [], startTimeoutMs = PROCESS_RUN_TIMEOUT_MS }: { wrapper?: string[]; startTimeoutMs?: number } = {},
): Promise<{ url: string; child: ChildProcess; output: () => string; readyInMs: number }> {
  const port = await freePort();
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const command = [...wrapper, process.execPath, ...nodeArgs, ...loader, script];
  const started = Date.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: API_DIR,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${name} did not start within ${startTimeoutMs / 1000} s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { url, child, output: () => output, readyInMs: Date.now() - started };
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

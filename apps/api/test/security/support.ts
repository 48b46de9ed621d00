import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp, type TestDatabaseTarget } from '../helpers/test-app.js';

export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * Every route the app has registered, read from Fastify's own router (printRoutes), so a route added anywhere
 * (a route module, app.ts, a plugin) shows up here.
 *
 *   ├── /api/sitecareschedules (GET, HEAD)
 *   │   └── /:scheduleGuid (GET, HEAD)
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    prefixes.length = depth;
    prefixes.push(match[2]!);
    const url = prefixes.join('');
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

/** A writable that keeps everything written to it (the app's log). */
export class LogCapture extends Writable {
  private chunks: string[] = [];
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, callback: () => void): void {
    this.chunks.push(chunk.toString());
    callback();
  }
  get text(): string {
    return this.chunks.join('');
  }
  get lines(): Array<Record<string, unknown>> {
    return this.text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}

/** Like buildTestApp (seeded demo data), but with the request log on at `level` and written to `log`. */
export function buildLoggedTestApp(target: TestDatabaseTarget, log: LogCapture, level = 'trace'): Promise<TestApp> {
  return buildTestApp({ database: target, seed: true, env: { LOG_LEVEL: level }, logStream: log });
}

import { existsSync, statSync } from 'node:fs';
import http from 'node:http';
import { DEFAULT_EVENTS_SITE_KEY } from '@client-portal/contract';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createStressDatabase, eventWriters, startServer, waitFor, type StressDatabase } from './support.js';

/** A POST whose body arrives in two parts: in flight (headers read, body pending) until finish() is called. */
function slowEventInsert(url: string, description: string) {
  const { hostname, port } = new URL(url);
  const body = JSON.stringify({ siteKey: DEFAULT_EVENTS_SITE_KEY, eventTypeName: 'LoggedIn', description });
  const request = http.request({
    host: hostname,
    port,
    method: 'POST',
    path: '/api/events/insert',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    // Kept alive afterwards, as a browser keeps its connections (for minutes): shutdown must not wait for it.
    agent: new http.Agent({ keepAlive: true, keepAliveMsecs: 60_000, timeout: 120_000 }),
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, 12));
  return {
    answered,
    finish: () => request.end(body.slice(12)),
  };
}

/** The status of a GET on a new connection, or the error code when there is no answer. */
function newcomer(url: string): Promise<string> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      resolve(String(response.statusCode));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('SIGTERM under load', () => {
  let database: StressDatabase;
  afterAll(() => database?.drop());

  it('lets in-flight requests finish, refuses new ones, closes the database and exits within 10 s', async () => {
    database = await createStressDatabase('sqlite');
    const server = await startServer(database);
    const label = 'shutdown';
    const writers = eventWriters(server.url, DEFAULT_EVENTS_SITE_KEY, 40, label);
    const slow = slowEventInsert(server.url, `${label}-in-flight`);
    await waitFor(() => writers.acknowledged.length >= 200, 60_000, '200 acknowledged events');

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');

    // Newcomers after the signal, each on a connection of its own (fetch could reuse one the server is closing as
    // idle), are answered until the server has taken the signal in; then with 503, or no connection at all (refused,
    // or reset if it was still in the listen queue when the server closed).
    const late = await waitFor(
      async () => {
        const status = await newcomer(`${server.url}/api/health`);
        return status === '200' ? null : status;
      },
      5_000,
      'the server to refuse newcomers',
    );
    expect(['503', 'ECONNREFUSED', 'ECONNRESET']).toContain(late);
    expect(server.child.exitCode, 'the server waits for the request in flight').toBeNull();

    slow.finish();
    const inFlight = await slow.answered;
    const exit = await server.exited;
    await writers.stop();

    const stopSeconds = (exit.at - signalledAt) / 1000;
    const refusals = writers.failures.filter((f) => f === '503').length;
    const dropped = writers.failures.filter((f) => f !== '503');
    console.log(
      `SIGTERM under load: exited ${exit.code} after ${stopSeconds.toFixed(2)} s; in-flight request ${inFlight.status}; ` +
        `${writers.acknowledged.length} acknowledged, ${refusals} refused with 503, ${dropped.length} not connected; ` +
        `a newcomer got ${late}`,
    );
    expect(inFlight.status).toBe(201);
    expect(exit.code).toBe(0);
    expect(stopSeconds).toBeLessThan(10);
    // Nothing but 201, 503 or a connection the server no longer accepted.
    for (const failure of dropped) expect(failure).toMatch(/fetch failed|ECONNREFUSED|ECONNRESET|socket|closed/i);

    // Closed cleanly: the last connection checkpointed and removed the WAL.
    const wal = `${database.file!}-wal`;
    expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
    const db = new SQLite(database.file!, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = new Set(
        db.prepare('select description from events where description like ?').pluck().all(`${label}-%`) as string[],
      );
      expect(stored.has(`${label}-in-flight`)).toBe(true);
      expect(writers.acknowledged.filter((d) => !stored.has(d))).toEqual([]);
    } finally {
      db.close();
    }
  });
});

/**
 * On PostgreSQL a write locks only the rows it changes: a writer never waits for another writer's unrelated work, and
 * waits for one that holds the very row it must read. Another connection holds the locks here, as another API process
 * or the admin CLI would in the middle of its transaction.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './helpers/answers.js';
import { bearer, login } from './helpers/auth.js';
import { ADMIN, CLIENT, DEMO_PASSWORD, PROJECTS, TICKETS } from './helpers/demo-seed.js';
import { buildTestApp, type TestApp } from './helpers/test-app.js';

describe.runIf(process.env.TEST_DATABASE_URL)('writers in parallel on PostgreSQL', () => {
  let t: TestApp;
  let other: pg.Client;
  let staffToken: string;
  let clientToken: string;

  beforeAll(async () => {
    t = await buildTestApp({ database: { kind: 'postgres', name: 'PostgreSQL' }, seed: true });
    other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, options: `-c search_path=${t.schema}` });
    await other.connect();
    [staffToken, clientToken] = await Promise.all([
      login(t.app, ADMIN.email, DEMO_PASSWORD),
      login(t.app, CLIENT.email, DEMO_PASSWORD),
    ]);
  });
  afterAll(async () => {
    await other?.end();
    await t?.close();
  });

  const post = (url: string, token: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

  /** Runs `during` while the other connection holds a transaction that has written `write`, then rolls it back. */
  async function whileHeld(write: string, during: () => Promise<void>) {
    await other.query('begin');
    try {
      await other.query(write);
      await during();
    } finally {
      await other.query('rollback');
    }
  }

  it('posts notes, replies and new tickets while another writer holds a ticket, a project and a user', async () => {
    await whileHeld(
      `update tickets set name = 'Held' where ticket_guid = '${TICKETS.intranetInProgress}'`,
      async () => {
        await other.query(`update projects set name = 'Held' where project_guid = '${PROJECTS.intranet}'`);
        await other.query(`update users set first_name = 'Held' where email = 'other@example.com'`);
        // Each of these used to wait for the held transaction (one lock row every writer took), and so never ended.
        await ok(
          post(`/api/agency/tickets/${TICKETS.biosInProgress}/updates`, staffToken, {
            updateText: '<p>A note on another ticket</p>',
            internal: true,
            attachmentGuids: [],
          }),
          201,
        );
        await ok(
          post(`/api/updates/ticket/${TICKETS.bannerNew}`, clientToken, {
            updateText: '<p>A reply on another ticket</p>',
            attachmentGuids: [],
          }),
          201,
        );
        await ok(
          post('/api/tickets', clientToken, {
            projectGuid: PROJECTS.redesign,
            name: 'Opened while another project is being changed',
            description: '<p>Hello</p>',
            attachmentGuids: [],
          }),
          201,
        );
      },
    );
  });

  it('makes a reply wait for a writer holding its own ticket, then reads the status that writer left', async () => {
    await other.query('begin');
    let settled = false;
    let reply: ReturnType<typeof post> | undefined;
    try {
      await other.query(
        `update tickets set status = 'completed', version = version + 1 where ticket_guid = '${TICKETS.bannerNew}'`,
      );
      reply = post(`/api/updates/ticket/${TICKETS.bannerNew}`, clientToken, {
        updateText: '<p>One more thing</p>',
        attachmentGuids: [],
      });
      void reply.finally(() => (settled = true));
      // The reply's transaction is waiting on the ticket's row lock: PostgreSQL shows it as a lock wait.
      await waitForLockWait(other);
      expect(settled).toBe(false);
      await other.query('commit');
    } catch (error) {
      await other.query('rollback');
      throw error;
    }
    await ok(reply!, 201);
    // The reply saw the completed status, so it reopened the ticket (a client's reply to completed work).
    const { rows } = await other.query<{ status: string }>(
      `select status from tickets where ticket_guid = '${TICKETS.bannerNew}'`,
    );
    expect(rows[0]!.status).toBe('new');
  });
});

/** Until a backend of this database waits for a lock. */
async function waitForLockWait(client: pg.Client) {
  for (;;) {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

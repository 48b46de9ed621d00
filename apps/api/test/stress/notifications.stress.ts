import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { afterEach, describe, expect, it } from 'vitest';
import {
  connect,
  createStressDatabase,
  startServer,
  valuesList,
  waitFor,
  type ServerProcess,
  type Sql,
  type StressDatabase,
} from './support.js';

const RECIPIENTS = 200;
const KILLS = 5;
/** Due at once (the stress notifications were made a minute ago); a killed sender's batch goes to the next 2 s later. */
const NOTIFICATION_ENV = { NOTIFICATION_DELAY: '1s', NOTIFICATION_LEASE: '2s' };
const CHANGE_LINE = 'Stress Client replied:';
const PAYLOAD = JSON.stringify({
  ticketId: 100260,
  ticketName: 'Stress',
  change: { type: 'reply', by: 'Stress Client', excerpt: 'hello' },
});
/** A notification email's file: `<stamp>-<batch guid>.eml` (other emails end in 8 random hex digits). */
const BATCH_EMAIL = /-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.eml$/;

const recipientEmail = (i: number) => `stress-${i}@agency.example`;
/** 1, 2, 3, 1, 2, 3, …: a third of the recipients have three changes in their one email. */
const notificationsOf = (i: number) => 1 + (i % 3);

/** 200 staff members and 1–3 waiting notifications each about one ticket, all due now, in one transaction. */
async function queueStressNotifications(sql: Sql): Promise<number> {
  const tickets = await sql.rows<{ ticket_guid: string }>('select ticket_guid from tickets order by ticket_guid');
  expect(tickets.length).toBeGreaterThan(0);
  const now = new Date().toISOString();
  const aMinuteAgo = new Date(Date.now() - 60_000).toISOString();
  const users: unknown[] = [];
  const notifications: unknown[] = [];
  for (let i = 0; i < RECIPIENTS; i++) {
    const userGuid = randomUUID();
    users.push(userGuid, recipientEmail(i), 'Stress', `Recipient ${i}`, null, null, now, 'staff');
    // Each recipient's changes are about one ticket (the recipients spread over the tickets): an email is per ticket.
    const ticketGuid = tickets[i % tickets.length]!.ticket_guid;
    for (let n = 0; n < notificationsOf(i); n++) {
      notifications.push(randomUUID(), userGuid, 'client-replies', ticketGuid, PAYLOAD, aMinuteAgo, null);
    }
  }
  const count = notifications.length / 7;
  await sql.transaction([
    [
      'insert into users (user_guid, email, first_name, last_name, password_hash, disabled_at, created_at, role) ' +
        `values ${valuesList(RECIPIENTS, 8)}`,
      users,
    ],
    [
      'insert into notifications (notification_guid, recipient_user_guid, kind, ticket_guid, payload, created_at, ' +
        `batch_guid) values ${valuesList(count, 7)}`,
      notifications,
    ],
  ]);
  return count;
}

interface QueueState {
  unbatched: number;
  batches: Record<string, number>;
}

async function queueState(sql: Sql): Promise<QueueState> {
  const [unbatched] = await sql.rows<{ n: number | string }>(
    'select count(*) as n from notifications where batch_guid is null',
  );
  const states = await sql.rows<{ state: string; n: number | string }>(
    'select state, count(*) as n from notification_batches group by state',
  );
  return {
    unbatched: Number(unbatched!.n),
    batches: Object.fromEntries(states.map((s) => [s.state, Number(s.n)])),
  };
}

const isDone = (state: QueueState) =>
  state.unbatched === 0 && Object.keys(state.batches).every((s) => s === 'sent') && (state.batches.sent ?? 0) > 0;

interface SendingBatch {
  batch_guid: string;
  attempts: number;
}
const sendingBatches = (sql: Sql) =>
  sql.rows<SendingBatch>("select batch_guid, attempts from notification_batches where state = 'sending'");

/**
 * Stops a live sender between its email and the mark that the batch is sent, and returns that batch: SQLite, by
 * holding the write lock (the sender waits for it after writing the file); PostgreSQL, by locking the batch's row
 * (its UPDATE waits). Undefined, with nothing held, when no live sender has a batch just now.
 */
async function holdSendingBatch(
  sql: Sql,
  kind: StressDatabase['kind'],
  isLive: (batch: SendingBatch) => boolean,
): Promise<string | undefined> {
  const live = (await sendingBatches(sql)).filter(isLive);
  if (live.length === 0) return undefined;
  if (kind === 'sqlite') {
    await sql.exec('begin immediate');
    const [held] = (await sendingBatches(sql)).filter(isLive);
    if (held) return held.batch_guid;
  } else {
    await sql.exec('begin');
    const [held] = await sql.rows<{ batch_guid: string }>(
      "select batch_guid from notification_batches where batch_guid = ? and state = 'sending' for update skip locked",
      [live[0]!.batch_guid],
    );
    if (held) return held.batch_guid;
  }
  await sql.exec('rollback');
  return undefined;
}

const outboxDir = (database: StressDatabase) => path.join(database.dataDir, 'outbox');
/** The finished emails (a `.tmp` file is one being written, or left half-written by a kill). */
function outboxEmails(database: StressDatabase): string[] {
  const dir = outboxDir(database);
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
}
const emailFileOf = (database: StressDatabase, batchGuid: string) =>
  outboxEmails(database).find((f) => f.endsWith(`-${batchGuid}.eml`));
const hasEmailOf = (database: StressDatabase, batchGuid: string) => emailFileOf(database, batchGuid) !== undefined;
const readEmailOf = (database: StressDatabase, batchGuid: string) =>
  readFileSync(path.join(outboxDir(database), emailFileOf(database, batchGuid)!), 'utf8');

const isGone = (server: ServerProcess) => server.child.exitCode !== null || server.child.signalCode !== null;

const kinds: Array<StressDatabase['kind']> = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

describe('notification emails through kill -9', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const trackServer = (server: ServerProcess) =>
    cleanups.push(async () => {
      if (!isGone(server)) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    });
  /** PostgreSQL: each process's connections carry its name (pg_stat_activity.application_name). */
  const names = new Map<ServerProcess, string>();
  let started = 0;
  const start = async (database: StressDatabase) => {
    const name = `stress-sender-${++started}`;
    const url = new URL(database.url);
    url.searchParams.set('application_name', name);
    const server = await startServer(database, {
      ...NOTIFICATION_ENV,
      ...(database.kind === 'postgres' ? { DATABASE_URL: url.toString() } : {}),
    });
    trackServer(server);
    names.set(server, name);
    return server;
  };

  it.each(kinds)(
    'on %s: each recipient gets exactly one email holding every change, however often a sender is killed',
    async (kind) => {
      const startedAt = Date.now();
      const database = await createStressDatabase(kind);
      cleanups.push(() => database.drop());
      // The first process makes the schema and the demo data; on PostgreSQL a second one competes for the batches.
      const servers = [await start(database)];
      if (kind === 'postgres') servers.push(await start(database));
      const sql = await connect(database);
      cleanups.push(() => sql.close());

      const total = await queueStressNotifications(sql);

      // Five kills among the sends, each killed process started again at once. Even kills: every process, as soon as a
      // new email is in the outbox (a sender is then usually on its next batch, not yet written; killing one of two
      // would let the other empty the queue while it restarts). Odd kills: the one process that wrote an email and
      // has not yet marked its batch sent, the window where the next sender must not write it again.
      const kills: string[] = [];
      /** The email of each batch whose sender was killed after writing it, as it was then. */
      const heldBatches = new Map<string, string>();
      /** Batches a killed process had taken (their attempts then): a live sender's batch has more attempts. */
      const orphans = new Map<string, number>();
      const isLive = (batch: SendingBatch) => batch.attempts > (orphans.get(batch.batch_guid) ?? 0);
      const assertAlive = () => {
        const died = servers.find(isGone);
        if (died) throw new Error(`a server exited by itself:\n${died.output()}`);
      };

      for (let k = 0; k < KILLS; k++) {
        let state = await queueState(sql);
        let victims: ServerProcess[];
        let held: string | undefined;
        let release = async () => {};

        if (k % 2 === 0) {
          const before = outboxEmails(database).length;
          await waitFor(
            async () => {
              if (outboxEmails(database).length > before || servers.some(isGone)) return true;
              state = await queueState(sql);
              return isDone(state);
            },
            60_000,
            `a new email in the outbox (kill ${k + 1})`,
          );
          assertAlive();
          if (isDone(state)) break;
          victims = [...servers];
        } else {
          await waitFor(
            async () => {
              assertAlive();
              held = await holdSendingBatch(sql, kind, isLive);
              if (held) return true;
              state = await queueState(sql);
              return isDone(state);
            },
            60_000,
            `a sender with a batch (kill ${k + 1})`,
          );
          if (!held) break;
          const batchGuid = held;
          release = () => sql.exec('rollback');
          try {
            if (kind === 'sqlite') {
              victims = [servers[0]!];
            } else {
              // The sender's UPDATE of the batch waits for the row held here: its connection names the process.
              let waiting: Array<{ pid: number; application_name: string }> = [];
              await waitFor(
                async () => {
                  waiting = await sql.rows(
                    'select pid, application_name from pg_stat_activity ' +
                      'where pg_backend_pid() = any(pg_blocking_pids(pid))',
                  );
                  return waiting.length > 0;
                },
                10_000,
                `the sender's mark of ${batchGuid} to wait`,
              );
              const killed = servers.find((s) => names.get(s) === waiting[0]!.application_name);
              expect(killed, JSON.stringify(waiting)).toBeDefined();
              victims = [killed!];
              // A killed process's statement already on its way would still commit once the row is free: its
              // connection ends with it here, as if the kill had come a moment before the UPDATE left.
              release = async () => {
                if (!isGone(killed!)) killed!.child.kill('SIGKILL');
                await killed!.exited;
                for (const { pid } of waiting) await sql.rows('select pg_terminate_backend(?)', [pid]);
                await sql.exec('rollback');
              };
            }
            await waitFor(() => hasEmailOf(database, batchGuid), 10_000, `the email of held batch ${batchGuid}`);
            heldBatches.set(batchGuid, readEmailOf(database, batchGuid));
          } catch (error) {
            await release();
            throw error;
          }
        }

        for (const victim of victims) victim.child.kill('SIGKILL');
        for (const victim of victims) expect((await victim.exited).signal, victim.output()).toBe('SIGKILL');
        await release();
        if (kind === 'postgres') {
          // A statement a killed process had already sent (taking its next batch, say) still commits; its backend ends
          // once it finds the connection closed.
          const gone = victims.map((v) => names.get(v)!);
          await waitFor(
            async () =>
              (await sql.rows('select pid from pg_stat_activity where application_name = any(?)', [gone])).length === 0,
            10_000,
            `the connections of ${gone.join(', ')} to end`,
          ).catch(async (error: Error) => {
            const left = await sql.rows(
              'select pid, application_name, state, wait_event_type, wait_event, pg_blocking_pids(pid) as blockers, ' +
                'query from pg_stat_activity where datname = current_database()',
            );
            throw new Error(`${error.message}: ${JSON.stringify(left, null, 1)}`);
          });
        }
        // Every process killed: each batch still being sent was theirs. One of two: the batch held here.
        for (const batch of await sendingBatches(sql)) {
          if (victims.length === servers.length || batch.batch_guid === held) {
            orphans.set(batch.batch_guid, batch.attempts);
          }
        }
        kills.push(
          `${victims.length > 1 ? 'both ' : ''}${k % 2 === 0 ? 'at a new email' : 'written, not marked'} ` +
            `(${outboxEmails(database).length} emails)`,
        );
        const restarted = await Promise.all(victims.map(() => start(database)));
        for (const [i, victim] of victims.entries()) servers[servers.indexOf(victim)] = restarted[i]!;
      }

      // Every notification gathered, every batch sent (a killed sender's batch after its lease ran out).
      let final = await queueState(sql);
      await waitFor(
        async () => {
          final = await queueState(sql);
          return isDone(final);
        },
        90_000,
        'every notification to be sent',
      ).catch((error: Error) => {
        throw new Error(`${error.message}: ${JSON.stringify(final)}\n${servers.map((s) => s.output()).join('\n')}`);
      });

      const batches = await sql.rows<{
        batch_guid: string;
        email: string;
        state: string;
        attempts: number;
        last_error: string | null;
      }>(
        'select b.batch_guid, u.email, b.state, b.attempts, b.last_error from notification_batches b ' +
          'join users u on u.user_guid = b.recipient_user_guid',
      );
      const perRecipient = await sql.rows<{ email: string; n: number | string }>(
        'select u.email, count(*) as n from notifications n join users u on u.user_guid = n.recipient_user_guid ' +
          'group by u.email',
      );
      const leftovers = readdirSync(outboxDir(database)).filter((f) => !f.endsWith('.eml'));
      const files = outboxEmails(database).filter((f) => BATCH_EMAIL.test(f));

      // Each email as its recipient reads it: whom it went to, and each change it tells of.
      const received = new Map<string, Array<{ batch: string; changes: number }>>();
      for (const file of files) {
        const email = await PostalMime.parse(readFileSync(path.join(outboxDir(database), file), 'utf8'));
        const to = (email.to ?? []).map((a) => a.address ?? '');
        expect(to, file).toHaveLength(1);
        const changes = (email.text ?? '').split(CHANGE_LINE).length - 1;
        received.set(to[0]!, [...(received.get(to[0]!) ?? []), { batch: BATCH_EMAIL.exec(file)![1]!, changes }]);
      }

      const takenOver = batches.filter((b) => b.attempts > 1);
      console.log(
        `notifications on ${kind} (${servers.length} process${servers.length > 1 ? 'es' : ''}): ` +
          `${total} notifications for ${RECIPIENTS} recipients; ${kills.length} kills (${kills.join(', ')}); ` +
          `${batches.length} batches, ${takenOver.length} taken over after a kill, ${files.length} emails; ` +
          `${Math.round((Date.now() - startedAt) / 1000)} s`,
      );

      expect(kills.length).toBeGreaterThanOrEqual(2);
      expect(leftovers).toEqual([]);
      expect(batches.filter((b) => b.state !== 'sent')).toEqual([]);
      expect(batches.filter((b) => b.last_error !== null)).toEqual([]);
      // Taken by one sender at a time: once, and once more after each kill of the process that had it.
      expect(
        batches
          .filter((b) => b.attempts !== (orphans.get(b.batch_guid) ?? 0) + 1)
          .map((b) => ({ ...b, orphanedAt: orphans.get(b.batch_guid), held: heldBatches.has(b.batch_guid) })),
      ).toEqual([]);
      expect(files).toHaveLength(batches.length);
      expect(new Set(files.map((f) => BATCH_EMAIL.exec(f)![1]))).toEqual(new Set(batches.map((b) => b.batch_guid)));
      // The batches whose sender was killed after writing: taken over by another process, which found the email
      // written and left it as it was (a second delivery would have written a new one, MIME boundaries and all).
      expect(heldBatches.size).toBeGreaterThan(0);
      for (const [batchGuid, email] of heldBatches) {
        expect(batches.find((b) => b.batch_guid === batchGuid)?.attempts, batchGuid).toBeGreaterThan(1);
        expect(
          files.filter((f) => f.endsWith(`-${batchGuid}.eml`)),
          batchGuid,
        ).toHaveLength(1);
        expect(readEmailOf(database, batchGuid) === email, `${batchGuid} written again`).toBe(true);
      }
      for (let i = 0; i < RECIPIENTS; i++) {
        const address = recipientEmail(i);
        const emails = received.get(address) ?? [];
        expect(emails.length, address).toBe(1);
        expect(emails[0]!.changes, address).toBe(notificationsOf(i));
        expect(Number(perRecipient.find((r) => r.email === address)?.n), address).toBe(notificationsOf(i));
        expect(batches.find((b) => b.batch_guid === emails[0]!.batch)?.email, address).toBe(address);
      }
    },
    150_000,
  );
});

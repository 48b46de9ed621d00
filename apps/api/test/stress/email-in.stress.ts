import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT, TICKETS } from '../helpers/demo-seed.js';
import { startImapServer, type ImapServer } from '../helpers/imap-server.js';
import { connect, createStressDatabase, startServer, stressTargets, waitFor, type ServerProcess } from './support.js';

const MESSAGES = 60;
const TOKEN = 'stress0reply0token01';

describe.each(stressTargets())('email in on $name, the reading process killed', (target) => {
  // A mailbox of its own per database: each portal reads it from its start.
  let mailbox: ImapServer;
  beforeAll(async () => {
    mailbox = await startImapServer();
  });
  afterAll(() => mailbox.close());

  it('posts each of many emailed replies exactly once, though the process reading them is killed (kill -9) midway', async () => {
    const database = await createStressDatabase(target.kind);
    // One client writes them all: above the hourly limit they would wait to be sorted.
    const env = {
      IMAP_URL: mailbox.url,
      IMAP_POLL: '100ms',
      SUPPORT_EMAIL: 'support@example.test',
      MAIL_IN_PER_HOUR: '1000',
      // Each process says in its log when it is the one reading the mailbox.
      LOG_LEVEL: 'info',
    };
    const servers: ServerProcess[] = [];
    const sql = await (async () => {
      servers.push(await startServer(database, env));
      // On PostgreSQL a second process runs beside it: one of the two reads.
      if (target.kind === 'postgres') servers.push(await startServer(database, env));
      return connect(database);
    })();
    // With SQLite the one process reads; on PostgreSQL the holder of the lock, which says so.
    const readers = () =>
      target.kind === 'sqlite'
        ? servers.slice(-1)
        : servers.filter((server) => server.output().includes('email in: this process runs them'));
    try {
      await sql.transaction([
        ['update tickets set reply_token = ? where ticket_guid = ?', [TOKEN, TICKETS.biosInProgress]],
      ]);
      const marker = `stress-${target.kind}-${Date.now()}`;
      for (let i = 0; i < MESSAGES; i++) {
        await mailbox.deliver(
          [
            `From: ${CLIENT.email}`,
            `To: support+t-${TOKEN}@example.test`,
            `Subject: Re: [#00198] Team bios`,
            `Message-ID: <${marker}-${i}@mail.example>`,
            'Content-Type: text/plain; charset=utf-8',
            '',
            `${marker} reply ${i}`,
            '',
          ].join('\r\n'),
        );
      }
      const posted = async () =>
        (
          await sql.rows<{ update_text: string }>(
            `select update_text from ticket_updates where ticket_guid = ? and update_text like ?`,
            [TICKETS.biosInProgress, `%${marker}%`],
          )
        ).map((row) => /reply (\d+)/.exec(row.update_text)![1]!);
      // Killed while reading: some messages are in, some not.
      await waitFor(async () => (await posted()).length >= 3 || null, 60_000, 'the first replies');
      // One process reads (on PostgreSQL the other waits for the lock).
      expect(readers()).toHaveLength(1);
      const killed = readers()[0]!;
      killed.child.kill('SIGKILL');
      await killed.exited;
      expect((await posted()).length, 'replies posted before the kill').toBeLessThan(MESSAGES);
      servers.push(await startServer(database, env));
      await waitFor(async () => (await posted()).length >= MESSAGES || null, 90_000, 'every reply');
      // Every message recorded once, and nothing posted twice.
      const recorded = async () =>
        Number(
          (
            await sql.rows<{ n: number | string }>(
              `select count(*) as n from inbound_emails where message_key like ?`,
              [`<${marker}-%`],
            )
          )[0]!.n,
        );
      await waitFor(async () => (await recorded()) === MESSAGES || null, 30_000, 'every message recorded');
      const numbers = await posted();
      expect(numbers.sort((a, b) => Number(a) - Number(b))).toEqual(
        Array.from({ length: MESSAGES }, (_, i) => String(i)),
      );
      // And the mailbox has every message, each marked read.
      await waitFor(
        async () => (await mailbox.messages()).every((m) => m.flags.includes('\\Seen')) || null,
        30_000,
        'every message flagged',
      );
      expect(await mailbox.messages()).toHaveLength(MESSAGES);
    } finally {
      await sql.close();
      for (const server of servers) {
        if (server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill('SIGTERM');
          await server.exited;
        }
      }
      await database.drop();
    }
  }, 240_000);
});

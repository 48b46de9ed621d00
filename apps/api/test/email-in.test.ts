import type { InboundEmailList } from '@client-portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailReader, type MailReaderOptions } from '../src/domain/inbound-mail/reader.js';
import { createNotificationWorker } from '../src/domain/notifications/worker.js';
import type { MailMessage } from '../src/mail/mailer.js';
import { ok, refused } from './helpers/answers.js';
import { bearer, login } from './helpers/auth.js';
import { ADMIN, CLIENT, DEMO_PASSWORD, OTHER, PROJECTS, STAFF, TICKETS } from './helpers/demo-seed.js';
import { startImapServer, type ImapServer } from './helpers/imap-server.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

const quiet = { info() {}, warn() {}, error() {} };
let mailbox: ImapServer;
beforeAll(async () => {
  mailbox = await startImapServer();
});
afterAll(() => mailbox.close());

let serial = 0;
/** What a body that is not the base64 it says it is gives: mailparser reads what it can of it. */
const OUTCOME_OF_BAD_BASE64 = 'posted';
/** A message as a mail client sends it. */
function mail(parts: {
  from: string;
  to: string;
  subject?: string;
  body?: string;
  headers?: Record<string, string>;
  messageId?: string;
  raw?: string;
}): { raw: string; messageId: string } {
  const messageId = parts.messageId ?? `<m${++serial}.${Date.now()}@mail.example>`;
  const headers = {
    From: parts.from,
    To: parts.to,
    Subject: parts.subject ?? 'Hello',
    Date: new Date().toUTCString(),
    'Message-ID': messageId,
    'MIME-Version': '1.0',
    ...parts.headers,
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  const body = parts.raw ?? `Content-Type: text/plain; charset=utf-8\r\n\r\n${parts.body ?? 'Hello there.'}\r\n`;
  return { raw: `${head}\r\n${body}`, messageId };
}

describe.each(testDatabases())('email in on $name', (target) => {
  let t: TestApp;
  /** One round of a reader, as a process runs it; it lets the PostgreSQL lock go after (the next one reads). */
  const read = async (overrides: Partial<MailReaderOptions> = {}) => {
    const reader = createMailReader({
      database: t.database,
      config: t.config,
      mailIn: t.config.mailIn!,
      log: quiet,
      ...overrides,
    });
    try {
      return await reader.runOnce();
    } finally {
      await reader.stop();
    }
  };
  const updatesOf = (ticketGuid: string) =>
    t.db
      .selectFrom('ticket_updates as tu')
      .innerJoin('users as u', 'u.user_guid', 'tu.user_guid')
      .select(['tu.update_text', 'tu.internal', 'u.email'])
      .where('tu.ticket_guid', '=', ticketGuid)
      .orderBy('tu.created_date_time')
      .execute();
  const statusOf = async (ticketGuid: string) =>
    (await t.db.selectFrom('tickets').select('status').where('ticket_guid', '=', ticketGuid).executeTakeFirstOrThrow())
      .status;
  const replyAddressOf = async (ticketGuid: string) => {
    // The address the ticket's emails carry as their Reply-To, as the client's mail client answers it.
    const sent: MailMessage[] = [];
    const worker = createNotificationWorker({
      db: t.db,
      config: t.config,
      transport: { name: 'capture', deliver: async (message) => void sent.push(message) },
      log: quiet,
      delayMs: 0,
      leaseMs: 60_000,
      unsubscribeUrl: () => 'http://localhost/unsubscribe',
    });
    await t.db.transaction().execute(async (trx) => {
      const { queueTicketNotifications } = await import('../src/domain/notifications/queue-ticket-notifications.js');
      await queueTicketNotifications(trx, {
        kind: 'ticket-activity',
        ticketGuid,
        actorGuid: ADMIN.userGuid,
        change: { type: 'update', by: 'Avery Agency', excerpt: 'Could you check?' },
        atOnce: true,
      });
    });
    await worker.runOnce();
    const email = sent.find(
      (m) => (m.to === CLIENT.email || m.to === OTHER.email) && m.threadId === `ticket-${ticketGuid}`,
    )!;
    return email.replyTo!;
  };
  const inbound = () => t.db.selectFrom('inbound_emails').selectAll().orderBy('created_at').execute();
  const count = async (table: 'tickets' | 'notifications' | 'ticket_updates') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await buildTestApp({
      database: target,
      seed: true,
      env: {
        IMAP_URL: mailbox.url,
        SUPPORT_EMAIL: 'support@example.test',
        MAIL_IN_MAX_MB: '1',
        PROJECT_ADDRESSES: 'true',
        // The second database reads the first one's messages too (one mailbox): the limit is tested on its own.
        MAIL_IN_PER_HOUR: '1000',
      },
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Each test reads only what it delivers: the mailbox is read to its end first.
    await read();
  });

  it('posts a client’s emailed reply on its ticket, without the quote and signature, with its file, and sets the status', async () => {
    const ticket = TICKETS.contactFormAwaiting;
    expect(await statusOf(ticket)).toBe('awaiting-customer');
    const replyTo = await replyAddressOf(ticket);
    expect(replyTo).toMatch(/^support\+t-[0-9a-f]{20}@example\.test$/);
    const before = (await updatesOf(ticket)).length;
    const { raw } = mail({
      from: `Casey Client <${CLIENT.email}>`,
      to: replyTo,
      subject: 'Re: [#00176] Contact form',
      raw: [
        'Content-Type: multipart/mixed; boundary="b1"',
        '',
        '--b1',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'It works again, thank you!',
        '',
        'Casey',
        '',
        'On Mon, 23 Nov 2026 at 10:00, Client Portal <no-reply@localhost> wrote:',
        '> Could you check?',
        '',
        '--b1',
        'Content-Type: image/png',
        'Content-Disposition: attachment; filename="screen.png"',
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.from('a picture').toString('base64'),
        '--b1--',
        '',
      ].join('\r\n'),
    });
    await mailbox.deliver(raw);
    expect(await read()).toEqual(['posted']);

    const updates = await updatesOf(ticket);
    expect(updates).toHaveLength(before + 1);
    const reply = updates.at(-1)!;
    expect(reply).toMatchObject({ email: CLIENT.email, internal: 0 });
    expect(reply.update_text).toContain('It works again, thank you!');
    expect(reply.update_text).not.toContain('Could you check?');
    // A client's reply brings the ticket back to the agency, as in the portal.
    expect(await statusOf(ticket)).toBe('in-progress');
    const files = await t.db
      .selectFrom('attachments')
      .select(['file_name', 'size_bytes'])
      .where('ticket_guid', '=', ticket)
      .execute();
    expect(files.map((f) => [f.file_name, Number(f.size_bytes)])).toContainEqual(['screen.png', 9]);
    // Read: flagged in the mailbox.
    expect((await mailbox.messages()).at(-1)!.flags).toContain('\\Seen');
  });

  it('posts a staff member’s emailed reply as a public update', async () => {
    const ticket = TICKETS.bannerNew;
    const replyTo = await replyAddressOf(ticket);
    await mailbox.deliver(mail({ from: STAFF.email, to: replyTo, body: 'We are on it.' }).raw);
    expect(await read()).toEqual(['posted']);
    expect((await updatesOf(ticket)).at(-1)).toMatchObject({ email: STAFF.email, internal: 0 });
  });

  it('gives exactly one update for a message delivered twice, and for one read again after a crash', async () => {
    const ticket = TICKETS.biosInProgress;
    const replyTo = await replyAddressOf(ticket);
    const before = (await updatesOf(ticket)).length;
    const twice = mail({ from: CLIENT.email, to: replyTo, body: 'Sent twice.' });
    await mailbox.deliver(twice.raw);
    await mailbox.deliver(twice.raw);
    expect(await read()).toEqual(['posted', 'duplicate']);
    expect((await updatesOf(ticket)).length).toBe(before + 1);

    // The process dies after writing the update, before the mailbox hears of it.
    await mailbox.deliver(mail({ from: CLIENT.email, to: replyTo, body: 'Read in a crash.' }).raw);
    const crashing = read({
      afterWrite: () => {
        throw new Error('killed');
      },
    });
    await expect(crashing).rejects.toThrow('killed');
    expect((await mailbox.messages()).at(-1)!.flags).not.toContain('\\Seen');
    // The next process reads it again: already written, so nothing more, and now it is flagged.
    expect(await read()).toEqual(['duplicate']);
    const texts = (await updatesOf(ticket)).map((u) => u.update_text);
    expect(texts.filter((text) => text.includes('Read in a crash.'))).toHaveLength(1);
    expect((await mailbox.messages()).at(-1)!.flags).toContain('\\Seen');
  });

  it('opens a ticket on the one project of a client who emails the support address, and tells them', async () => {
    const tickets = await count('tickets');
    await mailbox.deliver(
      mail({
        from: `Olive Other <${OTHER.email}>`,
        to: 'support@example.test',
        subject: 'VPN is down',
        body: 'Since 9.',
      }).raw,
    );
    expect(await read()).toEqual(['opened']);
    expect(await count('tickets')).toBe(tickets + 1);
    const ticket = await t.db
      .selectFrom('tickets')
      .selectAll()
      .where('name', '=', 'VPN is down')
      .executeTakeFirstOrThrow();
    expect(ticket).toMatchObject({
      project_guid: PROJECTS.intranet,
      status: 'new',
      created_by_user_guid: OTHER.userGuid,
    });
    expect(ticket.description).toContain('Since 9.');
    const told = await t.db
      .selectFrom('notifications')
      .select(['recipient_user_guid', 'payload'])
      .where('ticket_guid', '=', ticket.ticket_guid)
      .execute();
    // The client hears it was received; every staff member that a new ticket is there.
    expect(told.find((n) => n.recipient_user_guid === OTHER.userGuid)!.payload).toContain('"received"');
    expect(told.some((n) => n.recipient_user_guid === ADMIN.userGuid)).toBe(true);
  });

  it('opens a ticket on the project whose own address a client writes to, and only on their own', async () => {
    // The project page gives the address (config.js, as the SPA reads it).
    const script = (await t.app.inject({ method: 'GET', url: '/config.js' })).body;
    expect(script).toContain('"projectSupportEmail":"support+p-{code}@example.test"');
    const address = (projectGuid: string) => `support+p-${projectGuid.slice(0, 8)}@example.test`;
    await mailbox.deliver(
      mail({ from: CLIENT.email, to: address(PROJECTS.mobileApp), subject: 'The app crashes', body: 'On start.' }).raw,
    );
    await mailbox.deliver(
      mail({ from: CLIENT.email, to: address(PROJECTS.intranet), subject: 'Not my project', body: 'Hello.' }).raw,
    );
    expect(await read()).toEqual(['opened', 'to-sort']);
    expect(
      await t.db
        .selectFrom('tickets')
        .select('project_guid')
        .where('name', '=', 'The app crashes')
        .executeTakeFirstOrThrow(),
    ).toEqual({ project_guid: PROJECTS.mobileApp });
    expect((await inbound()).at(-1)!.reason).toBe('The sender is not a client on the project its address names.');
  });

  it('holds a stranger’s mail, a several-project client’s and a disabled account’s for staff, and answers none', async () => {
    const [tickets, notifications] = [await count('tickets'), await count('notifications')];
    await mailbox.deliver(mail({ from: 'someone@elsewhere.example', to: 'support@example.test', subject: 'Hi' }).raw);
    await mailbox.deliver(mail({ from: CLIENT.email, to: 'support@example.test', subject: 'Which project?' }).raw);
    await t.db
      .updateTable('users')
      .set({ disabled_at: new Date().toISOString() })
      .where('email', '=', 'sam@example.com')
      .execute();
    await mailbox.deliver(mail({ from: 'sam@example.com', to: 'support@example.test', subject: 'Still here' }).raw);
    expect(await read()).toEqual(['to-sort', 'to-sort', 'to-sort']);
    expect(await count('tickets')).toBe(tickets);
    expect(await count('notifications')).toBe(notifications);
    const held = (await inbound()).slice(-3);
    expect(held.map((m) => [m.from_address, m.state])).toEqual([
      ['someone@elsewhere.example', 'to-sort'],
      [CLIENT.email, 'to-sort'],
      ['sam@example.com', 'to-sort'],
    ]);
    expect(held[0]!.reason).toContain('not a user of the portal');
    expect(held[1]!.reason).toContain('several projects');
    expect(held[2]!.reason).toContain('disabled');
    await t.db.updateTable('users').set({ disabled_at: null }).where('email', '=', 'sam@example.com').execute();

    // Staff find them in "Email to sort"; clients cannot.
    const admin = bearer(await login(t.app, ADMIN.email, DEMO_PASSWORD));
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
    await refused(
      t.app.inject({
        method: 'GET',
        url: '/api/agency/emails',
        headers: bearer(await login(t.app, CLIENT.email, DEMO_PASSWORD)),
      }),
      403,
      'staff',
    );
    await refused(call('GET', '/api/agency/emails?state=lost'), 400, 'state must be one of');
    const list = (await ok(call('GET', '/api/agency/emails'))) as InboundEmailList;
    const stranger = list.emails.find((e) => e.fromAddress === 'someone@elsewhere.example')!;
    const client = list.emails.find((e) => e.fromAddress === CLIENT.email && e.subject === 'Which project?')!;
    expect(stranger.sender).toBeNull();
    expect(client.sender!.projects.map((p) => p.projectGuid).sort()).toEqual(
      [PROJECTS.redesign, PROJECTS.mobileApp].sort(),
    );
    expect(list.toSort).toBeGreaterThanOrEqual(3);

    // A ticket for the client on the project staff choose; the client is told it was received. Once only.
    await refused(
      call('POST', `/api/agency/emails/${client.inboundGuid}/ticket`, { projectGuid: PROJECTS.intranet }),
      400,
      'projectGuid: client@example.com is not a client on this project',
    );
    const { ticketGuid } = (await ok(
      call('POST', `/api/agency/emails/${client.inboundGuid}/ticket`, { projectGuid: PROJECTS.mobileApp }),
      201,
    )) as { ticketGuid: string };
    expect(
      await t.db.selectFrom('tickets').selectAll().where('ticket_guid', '=', ticketGuid).executeTakeFirstOrThrow(),
    ).toMatchObject({
      name: 'Which project?',
      project_guid: PROJECTS.mobileApp,
      created_by_user_guid: CLIENT.userGuid,
    });
    const received = await t.db
      .selectFrom('notifications')
      .select('payload')
      .where('ticket_guid', '=', ticketGuid)
      .where('recipient_user_guid', '=', CLIENT.userGuid)
      .execute();
    expect(received.map((n) => JSON.parse(n.payload).change.type)).toEqual(['received']);
    await refused(
      call('POST', `/api/agency/emails/${client.inboundGuid}/ticket`, { projectGuid: PROJECTS.mobileApp }),
      409,
      'sorted already',
    );
    // The stranger's is discarded: nothing is sent, and the audit log says who did it.
    const before = await count('notifications');
    expect((await call('POST', `/api/agency/emails/${stranger.inboundGuid}/discard`)).statusCode).toBe(204);
    expect(
      (
        await t.db
          .selectFrom('inbound_emails')
          .select('state')
          .where('inbound_guid', '=', stranger.inboundGuid)
          .executeTakeFirstOrThrow()
      ).state,
    ).toBe('discarded');
    expect(await count('notifications')).toBe(before);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_guid'])
      .where('object_guid', '=', stranger.inboundGuid)
      .execute();
    expect(audit).toEqual([{ action: 'discarded', actor_user_guid: ADMIN.userGuid }]);
    const sorted = (await ok(call('GET', '/api/agency/emails?state=opened'))) as InboundEmailList;
    expect(sorted.emails.find((e) => e.inboundGuid === client.inboundGuid)!.ticket!.ticketGuid).toBe(ticketGuid);
  });

  it('never posts or answers an automatic reply, a bounce or list mail, even to a ticket’s reply address', async () => {
    const replyTo = await replyAddressOf(TICKETS.appNew);
    const [updates, notifications] = [await count('ticket_updates'), await count('notifications')];
    await mailbox.deliver(
      mail({ from: CLIENT.email, to: replyTo, subject: 'Out of office', headers: { 'Auto-Submitted': 'auto-replied' } })
        .raw,
    );
    await mailbox.deliver(mail({ from: 'MAILER-DAEMON@mail.example', to: replyTo, subject: 'Undeliverable' }).raw);
    await mailbox.deliver(
      mail({ from: CLIENT.email, to: 'support@example.test', headers: { 'List-Id': '<news.example>' } }).raw,
    );
    expect(await read()).toEqual(['automatic', 'automatic', 'automatic']);
    expect(await count('ticket_updates')).toBe(updates);
    expect(await count('notifications')).toBe(notifications);
  });

  it('holds a client’s new mail whose sender the receiving server could not confirm', async () => {
    const tickets = await count('tickets');
    await mailbox.deliver(
      mail({
        from: OTHER.email,
        to: 'support@example.test',
        subject: 'Pay this invoice',
        headers: { 'Authentication-Results': 'mx.example.test; spf=fail smtp.mailfrom=example.com; dkim=none' },
      }).raw,
    );
    expect(await read()).toEqual(['to-sort']);
    expect(await count('tickets')).toBe(tickets);
    expect((await inbound()).at(-1)!.reason).toContain('spf=fail');
  });

  it('holds bad mail with its reason and keeps reading: too large, empty, cut off, thousands of parts, odd encodings, too many from one sender', async () => {
    const replyTo = await replyAddressOf(TICKETS.appNew);
    const deliver = (parts: Parameters<typeof mail>[0]) => mailbox.deliver(mail(parts).raw);
    await deliver({ from: CLIENT.email, to: replyTo, body: 'x'.repeat(1_100_000) });
    await deliver({ from: CLIENT.email, to: replyTo, body: '' });
    await deliver({
      from: CLIENT.email,
      to: replyTo,
      raw: 'Content-Type: multipart/mixed; boundary="never-closed"\r\n\r\n--never-closed\r\nContent-Type: text/plain\r\n\r\nHalf a message',
    });
    const withFiles = (count: number, text: string) => {
      const parts = Array.from(
        { length: count },
        (_, i) =>
          `--many\r\nContent-Type: text/plain\r\nContent-Disposition: attachment; filename="part-${i + 1}.txt"\r\n\r\n${i + 1}\r\n`,
      );
      return `Content-Type: multipart/mixed; boundary="many"\r\n\r\n--many\r\nContent-Type: text/plain\r\n\r\n${text}\r\n${parts.join('')}--many--\r\n`;
    };
    await deliver({ from: CLIENT.email, to: replyTo, raw: withFiles(2000, 'Thousands of files.') });
    await deliver({ from: CLIENT.email, to: replyTo, raw: withFiles(25, 'Many files.') });
    await mailbox.deliver(
      Buffer.concat([
        Buffer.from(
          mail({ from: CLIENT.email, to: replyTo, raw: 'Content-Type: text/plain; charset=x-no-such-charset\r\n\r\n' })
            .raw,
        ),
        Buffer.from('Caf\xe9 au lait\r\n', 'latin1'),
      ]),
    );
    await deliver({
      from: CLIENT.email,
      to: replyTo,
      raw: 'Content-Type: text/plain\r\nContent-Transfer-Encoding: base64\r\n\r\n!!! not base64 at all !!!\r\n',
    });
    // A NUL character (which PostgreSQL cannot keep) in the subject and the text.
    await deliver({
      from: CLIENT.email,
      to: replyTo,
      subject: '=?utf-8?Q?Null=00byte?=',
      raw: 'Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\nBefore=00after\r\n',
    });
    await deliver({ from: CLIENT.email, to: replyTo, body: 'And this one is fine.' });

    const outcomes = await read();
    expect(outcomes).toEqual([
      'to-sort',
      'to-sort',
      'posted',
      'to-sort',
      'posted',
      'posted',
      OUTCOME_OF_BAD_BASE64,
      'posted',
      'posted',
    ]);
    const held = (await inbound()).slice(-9);
    expect(held[0]!.reason).toMatch(/^Larger than 1(\.0)? MB/);
    expect(held[1]!.reason).toBe('It is empty.');
    // Thousands of parts: not taken apart (mailparser's limit), held whole with the reason.
    expect(held[3]!.reason).toBe('Could not be read: Max allowed child nodes exceeded');
    expect(held[3]!.raw).not.toBeNull();
    const texts = (await updatesOf(TICKETS.appNew)).map((u) => u.update_text);
    // A cut-off message is read for what it holds.
    expect(texts.some((text) => text.includes('Half a message'))).toBe(true);
    // Of 25 files, ten are kept and the update names the ones left out.
    const many = texts.find((text) => text.includes('Many files.'))!;
    expect(many).toContain('Not attached (more than 10 files');
    expect(many).toMatch(/part-11\.txt \(2 bytes\), .*part-25\.txt \(2 bytes\)\./);
    expect(texts.some((text) => /Caf. au lait/.test(text))).toBe(true);
    expect(texts.some((text) => text.includes('Beforeafter'))).toBe(true);
    expect(held[7]!.subject).toBe('Nullbyte');
    expect(texts.at(-1)).toContain('And this one is fine.');

    await mailbox.deliver(mail({ from: 'fast@elsewhere.example', to: 'support@example.test' }).raw);
    await mailbox.deliver(mail({ from: 'fast@elsewhere.example', to: 'support@example.test' }).raw);
    expect(await read({ mailIn: { ...t.config.mailIn!, perHour: 1 } })).toEqual(['to-sort', 'to-sort']);
    expect((await inbound()).at(-1)!.reason).toContain('more than 1 messages in an hour');
  });
});

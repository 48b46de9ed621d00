import { randomUUID } from 'node:crypto';
import { AgencyTicket, INBOX_COUNT_LIMIT, InboxPage } from '@client-portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './helpers/answers.js';
import { bearer, login } from './helpers/auth.js';
import { ADMIN, CLIENT, DEMO_PASSWORD, OTHER, PROJECTS, TICKETS } from './helpers/demo-seed.js';
import { refreshTicketSearch } from '../src/domain/ticket-search/refresh-ticket-search.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

describe.each(testDatabases())('the inbox search on $name', (target) => {
  let t: TestApp;
  let staffToken: string;
  let clientToken: string;

  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
    [staffToken, clientToken] = await Promise.all([
      login(t.app, ADMIN.email, DEMO_PASSWORD),
      login(t.app, CLIENT.email, DEMO_PASSWORD),
    ]);
  });
  afterAll(() => t.close());

  const request = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  /** The tickets a staff search finds, by GUID. */
  const search = async (q: string) =>
    InboxPage.parse(
      await ok(request('GET', `/api/agency/tickets?view=all&q=${encodeURIComponent(q)}`, staffToken)),
    ).items.map((row) => row.ticketGuid);
  const post = async (ticketGuid: string, updateText: string, internal: boolean) =>
    ok(
      request('POST', `/api/agency/tickets/${ticketGuid}/updates`, staffToken, {
        updateText,
        internal,
        attachmentGuids: [],
      }),
      201,
    );

  it('finds a ticket by a word only its internal note holds, and the next search sees a new note', async () => {
    expect(await search('quokka')).toEqual([]);
    await post(TICKETS.appNew, '<p>Checked with the <em>quokka</em> team.</p>', true);
    expect(await search('quokka')).toEqual([TICKETS.appNew]);
  });

  it('finds a ticket by a word only a public reply holds', async () => {
    // "Renewed" is in the demo's staff reply on 100102 only (its title says "Renew").
    expect(await search('renewed')).toEqual([TICKETS.redesignCompleted]);
    await ok(
      request('POST', `/api/updates/ticket/${TICKETS.appCompleted}`, clientToken, {
        updateText: '<p>The <strong>walrus</strong> icon is blurry.</p>',
        attachmentGuids: [],
      }),
      201,
    );
    expect(await search('walrus')).toEqual([TICKETS.appCompleted]);
  });

  it("finds the client's tickets by the client's name and email, and the project's by its name", async () => {
    expect(await search('olivia')).toEqual([TICKETS.intranetInProgress]);
    expect(await search('other@example.com')).toEqual([TICKETS.intranetInProgress]);
    const redesign = [
      TICKETS.bannerNew,
      TICKETS.biosInProgress,
      TICKETS.contactFormAwaiting,
      TICKETS.redesignCompleted,
      TICKETS.redesignDeleted,
    ].sort();
    expect((await search('redesign')).sort()).toEqual(redesign);
    const mobile = await search('acme mobile app');
    expect(mobile.sort()).toEqual([TICKETS.appCompleted, TICKETS.appNew].sort());
  });

  it('matches the start of each word: "invo" finds "invoices", "voices" does not', async () => {
    await post(TICKETS.biosInProgress, '<p>The invoices for March are attached.</p>', false);
    expect(await search('invo')).toEqual([TICKETS.biosInProgress]);
    expect(await search('INVOICES march')).toEqual([TICKETS.biosInProgress]);
    expect(await search('voices')).toEqual([]);
    expect(await search('invo zebra')).toEqual([]);
  });

  it('sees a renamed ticket, client and project in the next search', async () => {
    const ticket = AgencyTicket.parse(await ok(request('GET', `/api/agency/tickets/${TICKETS.bannerNew}`, staffToken)));
    await ok(
      request('PATCH', `/api/agency/tickets/${TICKETS.bannerNew}`, staffToken, {
        version: ticket.version,
        name: 'Hero carousel missing',
      }),
    );
    expect(await search('carousel')).toEqual([TICKETS.bannerNew]);
    expect(await search('showing')).toEqual([]);

    await ok(request('PATCH', `/api/agency/clients/${OTHER.userGuid}`, staffToken, { firstName: 'Penelope' }));
    expect(await search('penelope')).toEqual([TICKETS.intranetInProgress]);
    expect(await search('olivia')).toEqual([]);

    await ok(request('PATCH', `/api/agency/projects/${PROJECTS.redesign}`, staffToken, { name: 'Zephyr Website' }));
    expect((await search('zephyr')).length).toBe(5);
    expect(await search('redesign')).toEqual([]);
  });

  it('never matches the markup of rich text', async () => {
    // The demo's texts hold <p>, <strong> and <a href=… target=…>; the replies above <strong> and <em>.
    for (const word of ['strong', 'href', 'target', 'noopener', 'noreferrer'])
      expect(await search(word), word).toEqual([]);
  });

  it('takes any input as plain words, never as query syntax', async () => {
    const odd = [
      '"',
      "'",
      '"unclosed',
      '&',
      '|',
      '!',
      ':*',
      '(',
      ')',
      '()',
      '-',
      'a & | ! b',
      'renewed:*',
      '!renewed',
      'renewed | banner',
      '(renewed)',
      '"renewed"',
      'NEAR(renewed banner)',
      'renewed AND banner',
      'renewed OR banner',
      'renewed NOT banner',
      '*',
      '^renewed',
      "it's",
      'x'.repeat(200),
      'a b c d e f g h i j k l m n o p q r s t u v w x y z '.repeat(3).slice(0, 200),
    ];
    for (const q of odd) {
      const response = await request('GET', `/api/agency/tickets?view=all&q=${encodeURIComponent(q)}`, staffToken);
      expect(response.statusCode, q).toBe(200);
    }
    // Operators are dropped, the words kept: each of these finds what "renewed" finds.
    for (const q of ['renewed:*', '!renewed', '(renewed)', '"renewed"', '^renewed', 'renewed & !']) {
      expect(await search(q), q).toEqual([TICKETS.redesignCompleted]);
    }
    // Words the databases' syntaxes would read as operators are words here, and no ticket has them.
    expect(await search('renewed OR banner')).toEqual([]);
    expect(await search('-')).toEqual([]);
  });

  if (target.kind === 'postgres') {
    it('keeps both of two changes of one document made at once: a project renamed while a note is posted', async () => {
      // The rename holds the documents of the project's tickets until it commits; the note, posted meanwhile, waits
      // for it and then reads the new name, so the document ends with both.
      let commit!: () => void;
      let holding!: (pid: number) => void;
      const held = new Promise<number>((resolve) => (holding = resolve));
      const rename = t.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('projects')
          .set({ name: 'Kestrel' })
          .where('project_guid', '=', PROJECTS.intranet)
          .execute();
        await refreshTicketSearch(trx, { projectGuids: [PROJECTS.intranet] });
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        holding(rows[0]!.pid);
        await new Promise<void>((resolve) => (commit = resolve));
      });
      const renamePid = await held;
      const note = post(TICKETS.intranetInProgress, '<p>Asked the heron team.</p>', true);
      // The note waits for a lock the rename holds: PostgreSQL shows one backend blocked by the rename's.
      const blockedByRename = sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity where ${renamePid} = any(pg_blocking_pids(pid))`;
      await expect
        .poll(async () => (await blockedByRename.execute(t.db)).rows[0]!.n, { timeout: 20_000, interval: 10 })
        .toBe(1);
      commit();
      await rename;
      await note;
      expect(await search('kestrel heron')).toEqual([TICKETS.intranetInProgress]);
    });
  }

  it('keeps to the view and filters searched with, and counts what they hold', async () => {
    const inbox = async (filters: string) =>
      InboxPage.parse(await ok(request('GET', `/api/agency/tickets?${filters}&q=renewed`, staffToken)));
    const completed = await inbox('view=all&status=completed');
    expect(completed.items.map((row) => row.ticketGuid)).toEqual([TICKETS.redesignCompleted]);
    expect(completed.total).toBe(1);
    for (const filters of ['view=waiting', 'view=all&status=new', `view=all&projectGuid=${PROJECTS.intranet}`]) {
      const none = await inbox(filters);
      expect(none.items, filters).toEqual([]);
      expect(none.total, filters).toBe(0);
    }
  });

  it('adds the words of each new note and reply to what the ticket held, as if written whole', async () => {
    const ticketGuid = TICKETS.redesignCompleted;
    const { ticket_id } = await t.db
      .selectFrom('tickets')
      .select('ticket_id')
      .where('ticket_guid', '=', ticketGuid)
      .executeTakeFirstOrThrow();
    const stored = async () => {
      const words =
        target.kind === 'postgres'
          ? (
              await sql<{ word: string }>`select unnest(tsvector_to_array(document)) as word from ticket_search
                where ticket_id = ${ticket_id}`.execute(t.db)
            ).rows.map((row) => row.word)
          : (
              await t.db
                .selectFrom('ticket_search_words')
                .select('words')
                .where('ticket_id', '=', ticket_id)
                .executeTakeFirstOrThrow()
            ).words.split(' ');
      return words.sort();
    };
    await post(ticketGuid, '<p>Ibis and <strong>renewed</strong> ibis.</p>', true);
    await post(ticketGuid, '<p>Renewed again.</p>', false);
    const added = await stored();
    expect(added).toEqual(expect.arrayContaining(['ibis', 'again', 'renewed', 'renew']));
    await t.db.transaction().execute((trx) => refreshTicketSearch(trx, { ticketIds: [Number(ticket_id)] }));
    expect(added).toEqual(await stored());
    expect(await search('ibis renew')).toEqual([ticketGuid]);
  });

  it('is for staff only: a client gets 403', async () => {
    const response = await request('GET', '/api/agency/tickets?view=all&q=quokka', clientToken);
    expect(response.statusCode).toBe(403);
  });
});

describe.each(testDatabases())('the inbox search for a word more tickets hold than it counts, on $name', (target) => {
  // More matches than the counting limit: the search walks the tickets newest activity first and reads each one's
  // words (domain/tickets/list-inbox.ts), where fewer are looked up in the index of words.
  const MANY = INBOX_COUNT_LIMIT + 60;
  let t: TestApp;
  let staffToken: string;
  const bulk: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
    staffToken = await login(t.app, ADMIN.email, DEMO_PASSWORD);
    const { last } = await t.db
      .selectFrom('tickets')
      .select((eb) => eb.fn.max('ticket_id').as('last'))
      .executeTakeFirstOrThrow();
    const rows = Array.from({ length: MANY }, (_, i) => {
      const at = new Date(Date.UTC(2021, 0, 1) + i * 60_000).toISOString();
      const guid = randomUUID();
      bulk.push(guid);
      return {
        ticket_guid: guid,
        ticket_id: Number(last) + 1 + i,
        project_guid: PROJECTS.redesign,
        name: `Zebracrossing repaint ${i}`,
        description: '<p>Lines faded.</p>',
        status: 'new' as const,
        created_by_user_guid: CLIENT.userGuid,
        created_date_time: at,
        assignee_user_guid: null,
        last_activity_at: at,
      };
    });
    for (let start = 0; start < rows.length; start += 500) {
      await t.db
        .insertInto('tickets')
        .values(rows.slice(start, start + 500))
        .execute();
    }
    await refreshTicketSearch(t.db, { projectGuids: [PROJECTS.redesign] });
  }, 120_000);
  afterAll(() => t.close());

  const page = async (q: string, n = 1, filters = 'view=all') =>
    InboxPage.parse(
      await ok(
        t.app.inject({
          method: 'GET',
          url: `/api/agency/tickets?${filters}&q=${encodeURIComponent(q)}&page=${n}`,
          headers: bearer(staffToken),
        }),
      ),
    );

  it('lists them newest activity first, page after page, counted as more than the limit', async () => {
    const newestFirst = [...bulk].reverse();
    for (const q of ['zebracrossing', 'zebra', 'zebracross repaint']) {
      const first = await page(q);
      expect(first.total, q).toBe(INBOX_COUNT_LIMIT + 1);
      expect(
        first.items.map((row) => row.ticketGuid),
        q,
      ).toEqual(newestFirst.slice(0, 50));
      expect((await page(q, 3)).items.map((row) => row.ticketGuid)).toEqual(newestFirst.slice(100, 150));
    }
    // Every word must start a word of the ticket: none of them says "zebras" or "crossing".
    expect((await page('zebras')).items).toEqual([]);
    expect((await page('zebracrossing crossing')).items).toEqual([]);
  });

  it('puts a ticket whose new note holds the word first, and leaves out a newer one without it', async () => {
    const note = (ticketGuid: string, text: string) =>
      ok(
        t.app.inject({
          method: 'POST',
          url: `/api/agency/tickets/${ticketGuid}/updates`,
          headers: bearer(staffToken),
          payload: { updateText: `<p>${text}</p>`, internal: true, attachmentGuids: [] },
        }),
        201,
      );
    await note(TICKETS.biosInProgress, 'The zebracrossings outside are done.');
    await note(TICKETS.redesignCompleted, 'Nothing about roads here.');
    const first = await page('zebracrossing');
    expect(first.items[0]!.ticketGuid).toBe(TICKETS.biosInProgress);
    expect(first.items.map((row) => row.ticketGuid)).not.toContain(TICKETS.redesignCompleted);
    expect(first.items[1]!.ticketGuid).toBe(bulk.at(-1));
    // With a view or a filter, the walk keeps to it and counts what it holds.
    const waiting = await page('zebracrossing', 1, 'view=waiting');
    expect(waiting.total).toBe(INBOX_COUNT_LIMIT + 1);
    expect(waiting.items.map((row) => row.ticketGuid)).toEqual(
      [TICKETS.biosInProgress, ...[...bulk].reverse()].slice(0, 50),
    );
    const inProgress = await page('zebracrossing', 1, 'view=all&status=in-progress');
    expect(inProgress.items.map((row) => row.ticketGuid)).toEqual([TICKETS.biosInProgress]);
    expect(inProgress.total).toBe(1);
    expect((await page('zebracrossing', 1, 'view=all&status=completed')).total).toBe(0);
  });
});

import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AgencyTicket,
  Attachment,
  DELETED_TICKET_TAKES_NO_REPLIES,
  InboxCounts,
  InboxPage,
  TicketDetail,
  TicketUpdate,
  TicketUpdateList,
  type TicketStatus,
} from '@client-portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, refused } from './helpers/answers.js';
import { bearer, login } from './helpers/auth.js';
import { ADMIN, CLIENT, DEMO_PASSWORD, OTHER, PROJECTS, TICKETS } from './helpers/demo-seed.js';
import { buildTestApp, rowCounts, testDatabases, type TestApp } from './helpers/test-app.js';
import type { Db } from '../src/db/database.js';

const UNKNOWN = '0b7a4c1e-9d2f-4e6a-8b3c-5f1d7e9a2c4b';
const BOUNDARY = '----client-portal-test-5f1d7e9a2c4b';

/** Bytes that are not all the same, so a chunk stored twice, dropped or out of order shows. */
const patterned = (size: number, seed = 7) => {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + seed + Math.floor(i / 251)) % 256;
  return bytes;
};

interface Part {
  field?: string;
  /** The Content-Disposition parameters naming the file, as sent (default: filename="<fileName>"). */
  disposition?: string;
  fileName?: string;
  contentType?: string;
  content: Buffer | string;
}

/** The body arriving as a connection delivers it: in pieces of this size (inject would hand it over in one). */
const inPieces = (body: Buffer, size = 16 * 1024) =>
  Readable.from(
    Array.from({ length: Math.ceil(body.length / size) }, (_, i) => body.subarray(i * size, (i + 1) * size)),
  );

/** A multipart/form-data body as a browser sends it: one part per file. */
function multipart(...parts: Part[]) {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const naming = part.disposition ?? `filename="${part.fileName ?? 'notes.txt'}"`;
    pieces.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; ${naming}\r\n` +
          `Content-Type: ${part.contentType ?? 'text/plain'}\r\n\r\n`,
        'utf8',
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content, 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  pieces.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(pieces), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

/** Rows of every table a ticket, a reply or an upload writes: "writes nothing" means these stay equal. */
async function writtenRows(db: Db): Promise<Record<string, number>> {
  const counts = await rowCounts(db);
  for (const table of ['attachments', 'attachment_chunks', 'audit_log', 'notifications'] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describe.each(testDatabases())('clients’ tickets, replies and files on $name', (target) => {
  let t: TestApp;
  let staffToken: string;
  let clientToken: string;
  let otherToken: string;

  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
    [staffToken, clientToken, otherToken] = await Promise.all([
      login(t.app, ADMIN.email, DEMO_PASSWORD),
      login(t.app, CLIENT.email, DEMO_PASSWORD),
      login(t.app, OTHER.email, DEMO_PASSWORD),
    ]);
  });
  afterAll(() => t.close());

  const request = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const sendUpload = (token: string, ...parts: Part[]) => {
    const body = multipart(...parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/attachments',
      payload: inPieces(body.payload),
      headers: { 'content-type': body.contentType, ...bearer(token) },
    });
  };
  const upload = async (token: string, part: Part) => Attachment.parse(await ok(sendUpload(token, part), 201));
  const download = (guid: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/api/attachments/${guid}`, headers: bearer(token) });
  const clientTicket = async (guid: string, token = clientToken) =>
    TicketDetail.parse(await ok(request('GET', `/api/ticketviews/${guid}`, token)));
  const clientFeed = async (guid: string, token = clientToken) =>
    TicketUpdateList.parse(await ok(request('GET', `/api/updates/ticket/${guid}`, token)));
  const agencyTicket = async (guid: string) =>
    AgencyTicket.parse(await ok(request('GET', `/api/agency/tickets/${guid}`, staffToken)));
  const counts = async () => InboxCounts.parse(await ok(request('GET', '/api/agency/tickets/counts', staffToken)));
  const reply = (guid: string, token: string, payload: object) =>
    request('POST', `/api/updates/ticket/${guid}`, token, payload);
  const openTicket = (token: string, payload: object) => request('POST', '/api/tickets', token, payload);
  const auditOf = (objectGuid: string) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('object_guid', '=', objectGuid)
      .orderBy('created_at')
      .orderBy('audit_guid')
      .execute();

  describe('opening a ticket', () => {
    it('opens a new ticket for an authorised client: theirs, sanitised, first in the staff inbox, counted, audited', async () => {
      const before = await counts();
      const created = TicketDetail.parse(
        await ok(
          openTicket(clientToken, {
            projectGuid: PROJECTS.redesign,
            name: '  The footer links are broken ',
            description: '<p>Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>',
          }),
          201,
        ),
      );
      expect(created).toMatchObject({
        name: 'The footer links are broken',
        status: 'new',
        createdByFirstName: CLIENT.firstName,
        projectGuid: PROJECTS.redesign,
        projectName: 'Acme Website Redesign',
        attachments: [],
      });
      // An image the portal does not serve is stored as a link to it.
      const clean = '<p>Hi<a href="x" target="_blank" rel="noopener noreferrer">x</a></p>';
      expect(created.description).toBe(clean);
      // Stored as answered: the client's next read, and the staff's, show the same clean text.
      expect(await clientTicket(created.ticketGuid)).toEqual(created);
      const asStaff = await agencyTicket(created.ticketGuid);
      expect(asStaff).toMatchObject({
        status: 'new',
        description: clean,
        createdBy: expect.objectContaining({ userGuid: CLIENT.userGuid }),
      });
      expect(asStaff.history).toEqual([
        expect.objectContaining({ action: 'created', actor: expect.objectContaining({ email: CLIENT.email }) }),
      ]);
      // The next number after every ticket so far.
      const highest = await t.db
        .selectFrom('tickets')
        .select((eb) => eb.fn.max('ticket_id').as('n'))
        .executeTakeFirstOrThrow();
      expect(created.ticketId).toBe(Number(highest.n));
      expect(created.ticketId).toBeGreaterThan(100260);

      const inbox = InboxPage.parse(await ok(request('GET', '/api/agency/tickets?view=waiting', staffToken)));
      expect(inbox.items[0]).toMatchObject({ ticketGuid: created.ticketGuid, status: 'new' });
      const after = await counts();
      expect(after.waiting).toBe(before.waiting + 1);
      expect(after.all).toBe(before.all + 1);

      const audit = await auditOf(created.ticketGuid);
      expect(audit).toEqual([expect.objectContaining({ action: 'created', actor_user_guid: CLIENT.userGuid })]);
      expect(JSON.parse(audit[0]!.changes)).toMatchObject({ status: { before: null, after: 'new' } });
      // In the client's list of the project's tickets, newest first.
      const list = (await ok(request('GET', `/api/ticketviews/project/${PROJECTS.redesign}`, clientToken))) as Array<{
        ticketGuid: string;
      }>;
      expect(list[0]!.ticketGuid).toBe(created.ticketGuid);
    });

    it('lets staff open a ticket on any project, in their own name', async () => {
      const created = TicketDetail.parse(
        await ok(
          openTicket(staffToken, {
            projectGuid: PROJECTS.intranet,
            name: 'Quarterly review',
            description: '<p>Agenda to follow</p>',
          }),
          201,
        ),
      );
      expect(created).toMatchObject({ status: 'new', createdByFirstName: ADMIN.firstName });
      // The project's client sees it.
      expect(await clientTicket(created.ticketGuid, otherToken)).toMatchObject({ name: 'Quarterly review' });
      expect(await auditOf(created.ticketGuid)).toEqual([
        expect.objectContaining({ action: 'created', actor_user_guid: ADMIN.userGuid }),
      ]);
    });

    it('refuses another client’s project, an unknown project, a blank name and a script-only description, writing nothing', async () => {
      const before = await writtenRows(t.db);
      const valid = { projectGuid: PROJECTS.redesign, name: 'A title', description: '<p>Some text</p>' };
      await refused(openTicket(otherToken, valid), 401, /not authori[sz]ed/i);
      await refused(openTicket(clientToken, { ...valid, projectGuid: PROJECTS.intranet }), 401, /not authori[sz]ed/i);
      await refused(openTicket(clientToken, { ...valid, projectGuid: UNKNOWN }), 404, UNKNOWN);
      await refused(openTicket(clientToken, { ...valid, name: '   ' }), 400, 'name');
      await refused(
        openTicket(clientToken, { ...valid, description: '<script>alert(1)</script>' }),
        400,
        'description',
      );
      await refused(openTicket(clientToken, { ...valid, description: '<p> </p>' }), 400, 'description');
      await refused(openTicket(clientToken, { name: 'A title', description: '<p>x</p>' }), 400, 'projectGuid');
      expect(await writtenRows(t.db)).toEqual(before);
    });
    it('numbers tickets opened at the same moment one after another, each once', async () => {
      const answers = await Promise.all(
        [clientToken, clientToken, otherToken, staffToken].map((token, i) =>
          openTicket(token, {
            projectGuid: token === otherToken ? PROJECTS.intranet : PROJECTS.mobileApp,
            name: `Opened together ${i}`,
            description: '<p>At once</p>',
          }),
        ),
      );
      const tickets = answers.map((answer) => {
        expect(answer.statusCode, answer.body).toBe(201);
        return TicketDetail.parse(answer.json());
      });
      const numbers = tickets.map((ticket) => ticket.ticketId).sort((a, b) => a - b);
      expect(new Set(numbers).size).toBe(4);
      expect(numbers.at(-1)! - numbers[0]!).toBe(3);
    });
  });

  describe('replying to a ticket', () => {
    const replyAndRead = async (guid: string, text: string) => {
      const staffBefore = await agencyTicket(guid);
      const answer = TicketUpdate.parse(await ok(reply(guid, clientToken, { updateText: `<p>${text}</p>` }), 201));
      expect(answer).toMatchObject({
        userFirstName: CLIENT.firstName,
        userLastName: CLIENT.lastName,
        updateText: `<p>${text}</p>`,
        attachments: [],
      });
      const staffAfter = await agencyTicket(guid);
      return { staffBefore, staffAfter, answer };
    };

    it('moves a ticket awaiting the customer to in progress, on a new version: a staff change on the old one is refused', async () => {
      const { staffBefore, staffAfter } = await replyAndRead(
        TICKETS.contactFormAwaiting,
        'Here is the copy you asked for',
      );
      expect(staffBefore.status).toBe('awaiting-customer');
      expect(staffAfter).toMatchObject({ status: 'in-progress', version: staffBefore.version + 1 });
      expect((await clientTicket(TICKETS.contactFormAwaiting)).status).toBe('in-progress');
      // The staff member who opened the ticket before the reply cannot overwrite it unknowingly.
      const stale = await request('PATCH', `/api/agency/tickets/${TICKETS.contactFormAwaiting}`, staffToken, {
        version: staffBefore.version,
        status: 'completed',
      });
      expect(stale.statusCode, stale.body).toBe(409);
      expect(stale.json().message).toContain(`${CLIENT.firstName} ${CLIENT.lastName} changed this ticket`);
      expect((await agencyTicket(TICKETS.contactFormAwaiting)).status).toBe('in-progress');
      expect(staffAfter.history[0]).toMatchObject({
        action: 'client reply',
        actor: expect.objectContaining({ email: CLIENT.email }),
        changes: expect.objectContaining({ status: { before: 'awaiting-customer', after: 'in-progress' } }),
      });
    });

    it('reopens a completed ticket as new, back in the staff’s waiting view', async () => {
      const before = await counts();
      const { staffBefore, staffAfter } = await replyAndRead(TICKETS.redesignCompleted, 'It broke again');
      expect(staffBefore.status).toBe('completed');
      expect(staffAfter).toMatchObject({ status: 'new', version: staffBefore.version + 1 });
      expect((await clientTicket(TICKETS.redesignCompleted)).status).toBe('new');
      expect((await counts()).waiting).toBe(before.waiting + 1);
      const inbox = InboxPage.parse(await ok(request('GET', '/api/agency/tickets?view=waiting', staffToken)));
      expect(inbox.items[0]!.ticketGuid).toBe(TICKETS.redesignCompleted);
    });

    it.each([
      ['new', TICKETS.bannerNew],
      ['in-progress', TICKETS.biosInProgress],
    ] as Array<[TicketStatus, string]>)(
      'leaves a %s ticket as it is, so a staff change on the version they read still goes through',
      async (status, guid) => {
        const { staffBefore, staffAfter } = await replyAndRead(guid, `A note on a ${status} ticket`);
        expect(staffBefore.status).toBe(status);
        expect(staffAfter).toMatchObject({ status, version: staffBefore.version });
        const answer = await request('PATCH', `/api/agency/tickets/${guid}`, staffToken, {
          version: staffBefore.version,
          name: `${staffBefore.name} (checked)`,
        });
        expect(answer.statusCode, answer.body).toBe(200);
      },
    );

    it('shows the reply in the client’s feed and in the staff thread, last, and records it', async () => {
      const text = `Reply ${randomUUID()}`;
      await ok(reply(TICKETS.appNew, clientToken, { updateText: `<p onclick="steal()">${text}</p>` }), 201);
      const feed = await clientFeed(TICKETS.appNew);
      expect(feed.at(-1)).toMatchObject({
        userFirstName: CLIENT.firstName,
        userLastName: CLIENT.lastName,
        updateText: `<p>${text}</p>`,
      });
      const { thread, history, lastActivityAt } = await agencyTicket(TICKETS.appNew);
      expect(thread.at(-1)).toMatchObject({
        internal: false,
        updateText: `<p>${text}</p>`,
        author: expect.objectContaining({ email: CLIENT.email }),
      });
      expect(lastActivityAt).toBe(thread.at(-1)!.createdDateTime);
      expect(history[0]).toMatchObject({ action: 'client reply' });
      const inbox = InboxPage.parse(await ok(request('GET', '/api/agency/tickets?view=all', staffToken)));
      expect(inbox.items[0]!.ticketGuid).toBe(TICKETS.appNew);
    });

    it('keeps both a staff status change and a client reply made at the same moment, or refuses the change', async () => {
      for (let round = 0; round < 3; round++) {
        const opened = TicketDetail.parse(
          await ok(
            openTicket(clientToken, {
              projectGuid: PROJECTS.mobileApp,
              name: `Race ${round}`,
              description: '<p>x</p>',
            }),
            201,
          ),
        );
        const read = await agencyTicket(opened.ticketGuid);
        const waiting = AgencyTicket.parse(
          await ok(
            request('PATCH', `/api/agency/tickets/${opened.ticketGuid}`, staffToken, {
              version: read.version,
              status: 'awaiting-customer',
            }),
          ),
        );
        const [change, answer] = await Promise.all([
          request('PATCH', `/api/agency/tickets/${opened.ticketGuid}`, staffToken, {
            version: waiting.version,
            status: 'completed',
          }),
          reply(opened.ticketGuid, clientToken, { updateText: `<p>Reply ${round}</p>` }),
        ]);
        expect(answer.statusCode, answer.body).toBe(201);
        const after = await agencyTicket(opened.ticketGuid);
        expect(after.thread.map((entry) => entry.updateText)).toEqual([`<p>Reply ${round}</p>`]);
        if (change.statusCode === 200) {
          // Completed first, then reopened by the reply.
          expect(after).toMatchObject({ status: 'new', version: waiting.version + 2 });
        } else {
          // The reply moved the ticket on: the change made on the version before it is refused, not lost silently.
          expect(change.statusCode, change.body).toBe(409);
          expect(after).toMatchObject({ status: 'in-progress', version: waiting.version + 1 });
        }
      }
    });

    it('refuses a reply on a deleted ticket with 409, writing nothing', async () => {
      const before = await writtenRows(t.db);
      const answer = await reply(TICKETS.redesignDeleted, clientToken, { updateText: '<p>Hello?</p>' });
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json()).toEqual({ error: 'conflict', message: DELETED_TICKET_TAKES_NO_REPLIES });
      expect(await writtenRows(t.db)).toEqual(before);
      expect((await agencyTicket(TICKETS.redesignDeleted)).status).toBe('deleted');
    });

    it('refuses another client’s ticket (401), an unknown ticket (404) and an empty reply (400), writing nothing', async () => {
      const before = await writtenRows(t.db);
      await refused(reply(TICKETS.bannerNew, otherToken, { updateText: '<p>Hi</p>' }), 401, /not authori[sz]ed/i);
      await refused(
        reply(TICKETS.intranetInProgress, clientToken, { updateText: '<p>Hi</p>' }),
        401,
        /not authori[sz]ed/i,
      );
      await refused(reply(UNKNOWN, clientToken, { updateText: '<p>Hi</p>' }), 404, UNKNOWN);
      await refused(
        reply(TICKETS.bannerNew, clientToken, { updateText: '<script>alert(1)</script>' }),
        400,
        'updateText',
      );
      await refused(reply(TICKETS.bannerNew, clientToken, {}), 400, 'updateText');
      expect(await writtenRows(t.db)).toEqual(before);
    });

    it('posts a staff member’s reply as a public update, without the client status rule', async () => {
      const before = await agencyTicket(TICKETS.appCompleted);
      const answer = TicketUpdate.parse(
        await ok(reply(TICKETS.appCompleted, staffToken, { updateText: '<p>Released in 2.1.4</p>' }), 201),
      );
      expect(answer).toMatchObject({ userFirstName: ADMIN.firstName, updateText: '<p>Released in 2.1.4</p>' });
      const after = await agencyTicket(TICKETS.appCompleted);
      expect(after).toMatchObject({ status: 'completed', version: before.version });
      expect(after.thread.at(-1)).toMatchObject({
        internal: false,
        author: expect.objectContaining({ email: ADMIN.email }),
      });
      expect(after.history[0]).toMatchObject({ action: 'public update' });
      expect((await clientFeed(TICKETS.appCompleted)).at(-1)).toMatchObject({
        userFirstName: ADMIN.firstName,
        updateText: '<p>Released in 2.1.4</p>',
      });
    });
  });

  describe('files', () => {
    it('uploads a file and hands it back to its uploader byte for byte, only ever as a download', async () => {
      const content = patterned(5_000);
      const file = await upload(clientToken, { fileName: 'brief.pdf', contentType: 'application/pdf', content });
      expect(file).toEqual({
        attachmentGuid: expect.any(String),
        fileName: 'brief.pdf',
        contentType: 'application/pdf',
        sizeBytes: 5_000,
      });
      const answer = await download(file.attachmentGuid, clientToken);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.rawPayload.equals(content)).toBe(true);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toBe(
        `attachment; filename="brief.pdf"; filename*=UTF-8''brief.pdf`,
      );
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toContain('sandbox');
    });

    it('stores a large file in several chunks and downloads it identical', async () => {
      const content = patterned(600 * 1024, 3);
      const file = await upload(clientToken, {
        fileName: 'site-export.zip',
        contentType: 'application/zip',
        content,
      });
      expect(file.sizeBytes).toBe(content.length);
      const chunks = await t.db
        .selectFrom('attachment_chunks')
        .select('seq')
        .where('attachment_guid', '=', file.attachmentGuid)
        .orderBy('seq')
        .execute();
      expect(chunks.map((c) => c.seq)).toEqual([0, 1, 2]);
      const answer = await download(file.attachmentGuid, clientToken);
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.length).toBe(content.length);
      expect(answer.rawPayload.equals(content)).toBe(true);
    });

    it.each([
      ['a path up the tree', 'filename="../../etc/passwd"', 'passwd'],
      ['a Windows path', 'filename="C:\\\\evil\\\\a.txt"', 'a.txt'],
      ['a leading dot', 'filename=".htaccess"', 'htaccess'],
      ['only dots', 'filename="..."', 'file'],
      ['a right-to-left override', "filename*=UTF-8''invoice%E2%80%AEfdp.exe", 'invoicefdp.exe'],
      ['control characters', 'filename="bell\x07\x1bname\x7f.txt"', 'bellname.txt'],
      ['an encoded control character', "filename*=UTF-8''tab%09bell%07.txt", 'tabbell.txt'],
      ['a right-to-left override sent as it is', 'filename="photo\u202egnp.js"', 'photognp.js'],
      ['an empty name', 'filename=""', 'file'],
    ])('cleans a file name with %s', async (_, disposition, expected) => {
      const answer = await sendUpload(clientToken, { disposition, content: 'x' });
      // Some names a parser may take as "no file name": the file is still stored, under a clean name.
      const file = Attachment.parse(await ok(answer, 201));
      expect(file.fileName).toBe(expected);
      const got = await download(file.attachmentGuid, clientToken);
      expect(got.headers['content-disposition']).toBe(
        `attachment; filename="${expected}"; filename*=UTF-8''${encodeURIComponent(expected)}`,
      );
    });

    it('keeps a name outside ASCII sent as UTF-8, as browsers send it', async () => {
      const file = await upload(clientToken, { fileName: 'Übersicht März.xlsx', content: 'x' });
      expect(file.fileName).toBe('Übersicht März.xlsx');
    });

    it('offers a name outside ASCII exactly, with a plain fallback', async () => {
      const file = await upload(clientToken, {
        disposition: "filename*=UTF-8''Rechnung%20M%C3%A4rz%20%E2%80%93%20%22final%22.pdf",
        contentType: 'application/pdf',
        content: 'x',
      });
      expect(file.fileName).toBe('Rechnung März – "final".pdf');
      const answer = await download(file.attachmentGuid, clientToken);
      expect(answer.headers['content-disposition']).toBe(
        `attachment; filename="Rechnung M_rz _ _final_.pdf"; filename*=UTF-8''Rechnung%20M%C3%A4rz%20%E2%80%93%20%22final%22.pdf`,
      );
    });

    it.each([
      ['Text/Plain; charset=utf-8', 'text/plain'],
      ['not a type', 'application/octet-stream'],
      ['text/html<script>', 'application/octet-stream'],
    ])('stores the content type %j as %j', async (sent, stored) => {
      const file = await upload(clientToken, { fileName: 'a.bin', contentType: sent, content: 'x' });
      expect(file.contentType).toBe(stored);
      expect((await download(file.attachmentGuid, clientToken)).headers['content-type']).toContain(stored);
    });

    it.each([
      ['image/svg+xml', 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['text/html', 'page.html', '<html><body><script>alert(document.cookie)</script></body></html>'],
    ])('serves an %s upload only as a sandboxed, unsniffed download', async (contentType, fileName, content) => {
      const file = await upload(clientToken, { fileName, contentType, content });
      const answer = await download(file.attachmentGuid, clientToken);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-disposition']).toMatch(/^attachment;/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(String(answer.headers['content-security-policy']).split(/;\s*/)).toEqual(
        expect.arrayContaining(['sandbox', "default-src 'none'"]),
      );
      expect(answer.body).toBe(content);
    });

    it('refuses an upload that is not a file in the field "file", storing nothing', async () => {
      const before = await writtenRows(t.db);
      await refused(request('POST', '/api/attachments', clientToken, { file: 'x' }), 400, 'file');
      await refused(sendUpload(clientToken, { field: 'upload', content: 'x' }), 400, 'file');
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/attachments',
        payload: multipart({ content: 'x' }).payload,
        headers: { 'content-type': multipart({ content: 'x' }).contentType },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(await writtenRows(t.db)).toEqual(before);
    });

    it('lets nobody but its uploader (and staff) download a file not yet sent', async () => {
      const file = await upload(clientToken, { fileName: 'draft.txt', content: 'draft' });
      await refused(download(file.attachmentGuid, otherToken), 404, file.attachmentGuid);
      expect((await download(file.attachmentGuid, staffToken)).statusCode).toBe(200);
      await refused(download(UNKNOWN, clientToken), 404, UNKNOWN);
      // Staff's own unsent file is theirs too.
      const staffFile = await upload(staffToken, { fileName: 'staff.txt', content: 'staff' });
      await refused(download(staffFile.attachmentGuid, clientToken), 404, staffFile.attachmentGuid);
    });

    it('sends files with a new ticket: listed in the order sent (not uploaded), downloadable by the project’s users, 401 to another client', async () => {
      const first = await upload(clientToken, { fileName: 'wireframe.png', contentType: 'image/png', content: 'png' });
      const second = await upload(clientToken, { fileName: 'notes.txt', content: 'notes' });
      const created = TicketDetail.parse(
        await ok(
          openTicket(clientToken, {
            projectGuid: PROJECTS.redesign,
            name: 'New landing page',
            description: '<p>See the notes, then the wireframe</p>',
            attachmentGuids: [second.attachmentGuid, first.attachmentGuid],
          }),
          201,
        ),
      );
      expect(created.attachments).toEqual([second, first]);
      expect((await clientTicket(created.ticketGuid)).attachments).toEqual([second, first]);
      expect((await agencyTicket(created.ticketGuid)).attachments).toEqual([second, first]);
      const got = await download(first.attachmentGuid, clientToken);
      expect(got.statusCode).toBe(200);
      expect(got.body).toBe('png');
      expect((await download(second.attachmentGuid, staffToken)).body).toBe('notes');
      await refused(download(first.attachmentGuid, otherToken), 401, /not authori[sz]ed/i);
      expect(JSON.parse((await auditOf(created.ticketGuid))[0]!.changes)).toMatchObject({
        attachments: { after: [second.attachmentGuid, first.attachmentGuid] },
      });
    });

    it('sends files with a reply: listed on that update in the client’s feed and the staff thread', async () => {
      const file = await upload(clientToken, { fileName: 'screenshot.jpg', contentType: 'image/jpeg', content: 'jpg' });
      const answer = TicketUpdate.parse(
        await ok(
          reply(TICKETS.bannerNew, clientToken, {
            updateText: '<p>Screenshot attached</p>',
            attachmentGuids: [file.attachmentGuid],
          }),
          201,
        ),
      );
      expect(answer.attachments).toEqual([file]);
      expect((await clientFeed(TICKETS.bannerNew)).at(-1)).toMatchObject({
        updateText: '<p>Screenshot attached</p>',
        attachments: [file],
      });
      // The ticket's own files are those it was opened with, not its replies'.
      expect((await clientTicket(TICKETS.bannerNew)).attachments).toEqual([]);
      expect((await agencyTicket(TICKETS.bannerNew)).thread.at(-1)!.attachments).toEqual([file]);
      expect((await download(file.attachmentGuid, clientToken)).body).toBe('jpg');
      await refused(download(file.attachmentGuid, otherToken), 401, /not authori[sz]ed/i);
    });

    it('takes files on the staff’s new ticket and public update, for the client to see and download', async () => {
      const onTicket = await upload(staffToken, {
        fileName: 'quote.pdf',
        contentType: 'application/pdf',
        content: 'q',
      });
      const created = AgencyTicket.parse(
        await ok(
          request('POST', '/api/agency/tickets', staffToken, {
            projectGuid: PROJECTS.mobileApp,
            onBehalfOfUserGuid: CLIENT.userGuid,
            name: 'App store listing',
            description: '<p>Quote attached</p>',
            attachmentGuids: [onTicket.attachmentGuid],
          }),
          201,
        ),
      );
      expect(created.attachments).toEqual([onTicket]);
      expect((await clientTicket(created.ticketGuid)).attachments).toEqual([onTicket]);
      expect((await download(onTicket.attachmentGuid, clientToken)).body).toBe('q');

      const onUpdate = await upload(staffToken, { fileName: 'proof.png', contentType: 'image/png', content: 'p' });
      await ok(
        request('POST', `/api/agency/tickets/${created.ticketGuid}/updates`, staffToken, {
          updateText: '<p>First proof</p>',
          internal: false,
          attachmentGuids: [onUpdate.attachmentGuid],
        }),
        201,
      );
      expect((await clientFeed(created.ticketGuid)).at(-1)!.attachments).toEqual([onUpdate]);
      expect((await download(onUpdate.attachmentGuid, clientToken)).body).toBe('p');
    });

    it('keeps a file on an internal note from clients: 404 to download, in no client answer, listed for staff', async () => {
      const secret = await upload(staffToken, { fileName: 'invoice-dispute.pdf', content: 'internal only' });
      await ok(
        request('POST', `/api/agency/tickets/${TICKETS.biosInProgress}/updates`, staffToken, {
          updateText: '<p>Do not share</p>',
          internal: true,
          attachmentGuids: [secret.attachmentGuid],
        }),
        201,
      );
      const { thread } = await agencyTicket(TICKETS.biosInProgress);
      expect(thread.at(-1)).toMatchObject({ internal: true, attachments: [secret] });
      expect((await download(secret.attachmentGuid, staffToken)).body).toBe('internal only');

      await refused(download(secret.attachmentGuid, clientToken), 404, secret.attachmentGuid);
      for (const url of [
        `/api/updates/ticket/${TICKETS.biosInProgress}`,
        `/api/ticketviews/${TICKETS.biosInProgress}`,
        `/api/ticketviews/project/${PROJECTS.redesign}`,
        `/api/ticketviews/user/${CLIENT.userGuid}`,
        `/api/projects/${PROJECTS.redesign}`,
      ]) {
        const answer = await request('GET', url, clientToken);
        expect(answer.statusCode, url).toBe(200);
        expect(answer.body, url).not.toContain(secret.attachmentGuid);
        expect(answer.body, url).not.toContain('invoice-dispute');
      }
      // A client's reply after the note lists only its own files.
      const mine = await upload(clientToken, { fileName: 'bios.docx', content: 'bios' });
      const answer = TicketUpdate.parse(
        await ok(
          reply(TICKETS.biosInProgress, clientToken, {
            updateText: '<p>Final bios</p>',
            attachmentGuids: [mine.attachmentGuid],
          }),
          201,
        ),
      );
      expect(answer.attachments).toEqual([mine]);
    });

    it('refuses more than 10 files a message with 400 naming attachmentGuids, writing nothing', async () => {
      const files = [];
      for (let i = 0; i < 11; i++) files.push(await upload(clientToken, { fileName: `f${i}.txt`, content: `${i}` }));
      const guids = files.map((f) => f.attachmentGuid);
      const before = await writtenRows(t.db);
      await refused(
        reply(TICKETS.bannerNew, clientToken, { updateText: '<p>Many</p>', attachmentGuids: guids }),
        400,
        'attachmentGuids',
      );
      await refused(
        openTicket(clientToken, {
          projectGuid: PROJECTS.redesign,
          name: 'Many files',
          description: '<p>x</p>',
          attachmentGuids: guids,
        }),
        400,
        'attachmentGuids',
      );
      expect(await writtenRows(t.db)).toEqual(before);
      // Ten is allowed.
      const answer = TicketUpdate.parse(
        await ok(
          reply(TICKETS.bannerNew, clientToken, { updateText: '<p>Ten</p>', attachmentGuids: guids.slice(0, 10) }),
          201,
        ),
      );
      expect(answer.attachments.map((a) => a.attachmentGuid).sort()).toEqual(guids.slice(0, 10).sort());
    });

    it('refuses a file not the caller’s, unfinished or already sent with 400 naming it, writing nothing', async () => {
      const mine = await upload(clientToken, { fileName: 'mine.txt', content: 'mine' });
      const staffs = await upload(staffToken, { fileName: 'staffs.txt', content: 'staff' });
      const sent = await upload(clientToken, { fileName: 'sent.txt', content: 'sent' });
      await ok(
        reply(TICKETS.appNew, clientToken, { updateText: '<p>Sent once</p>', attachmentGuids: [sent.attachmentGuid] }),
        201,
      );
      // An upload still streaming in (or cut off): its row exists without a size.
      const unfinished = randomUUID();
      await t.db
        .insertInto('attachments')
        .values({
          attachment_guid: unfinished,
          uploaded_by_user_guid: CLIENT.userGuid,
          file_name: 'half.bin',
          content_type: 'application/octet-stream',
          size_bytes: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      await refused(download(unfinished, clientToken), 404, unfinished);

      const before = await writtenRows(t.db);
      const cases: Array<[string[], string]> = [
        [[mine.attachmentGuid, staffs.attachmentGuid], 'attachmentGuids.1'],
        [[unfinished], 'attachmentGuids.0'],
        [[mine.attachmentGuid, sent.attachmentGuid], 'attachmentGuids.1'],
        [[UNKNOWN], 'attachmentGuids.0'],
      ];
      for (const [attachmentGuids, field] of cases) {
        await refused(
          reply(TICKETS.bannerNew, clientToken, { updateText: '<p>With files</p>', attachmentGuids }),
          400,
          field,
        );
        await refused(
          openTicket(clientToken, {
            projectGuid: PROJECTS.redesign,
            name: 'With files',
            description: '<p>x</p>',
            attachmentGuids,
          }),
          400,
          field,
        );
      }
      await refused(
        request('POST', `/api/agency/tickets/${TICKETS.bannerNew}/updates`, staffToken, {
          updateText: '<p>x</p>',
          internal: false,
          attachmentGuids: [mine.attachmentGuid],
        }),
        400,
        'attachmentGuids.0',
      );
      await refused(
        reply(TICKETS.bannerNew, clientToken, {
          updateText: '<p>x</p>',
          attachmentGuids: [mine.attachmentGuid, mine.attachmentGuid],
        }),
        400,
        'attachmentGuids',
      );
      expect(await writtenRows(t.db)).toEqual(before);
      // The refused messages left the caller's own file unsent: it can still go.
      const answer = TicketUpdate.parse(
        await ok(
          reply(TICKETS.bannerNew, clientToken, { updateText: '<p>Now</p>', attachmentGuids: [mine.attachmentGuid] }),
          201,
        ),
      );
      expect(answer.attachments).toEqual([mine]);
    });

    it('sends a file with only one of two messages sending it at the same moment', async () => {
      const file = await upload(clientToken, { fileName: 'once.txt', content: 'once' });
      const answers = await Promise.all(
        [TICKETS.appNew, TICKETS.bannerNew].map((guid) =>
          reply(guid, clientToken, { updateText: '<p>Same file</p>', attachmentGuids: [file.attachmentGuid] }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
      const listed = [...(await clientFeed(TICKETS.appNew)), ...(await clientFeed(TICKETS.bannerNew))].filter(
        (update) => update.attachments.some((a) => a.attachmentGuid === file.attachmentGuid),
      );
      expect(listed).toHaveLength(1);
    });

    it('writes nothing for a reply with files on a deleted ticket, and the files stay unsent', async () => {
      const file = await upload(clientToken, { fileName: 'late.txt', content: 'late' });
      const before = await writtenRows(t.db);
      await refused(
        reply(TICKETS.redesignDeleted, clientToken, {
          updateText: '<p>Late</p>',
          attachmentGuids: [file.attachmentGuid],
        }),
        409,
        DELETED_TICKET_TAKES_NO_REPLIES,
      );
      expect(await writtenRows(t.db)).toEqual(before);
      await refused(download(file.attachmentGuid, otherToken), 404, file.attachmentGuid);
      const row = await t.db
        .selectFrom('attachments')
        .select('ticket_guid')
        .where('attachment_guid', '=', file.attachmentGuid)
        .executeTakeFirstOrThrow();
      expect(row.ticket_guid).toBeNull();
    });
  });

  describe('uploads that are not one file', () => {
    it('answers 400 naming the file, and stores nothing, for a broken or crowded multipart body', async () => {
      const before = await writtenRows(t.db);
      // No boundary: the body cannot be read at all.
      await refused(
        t.app.inject({
          method: 'POST',
          url: '/api/attachments',
          payload: 'hello',
          headers: { 'content-type': 'multipart/form-data', ...bearer(clientToken) },
        }),
        400,
        'file: the upload is not valid multipart/form-data',
      );
      // Two files in one request: neither is kept.
      await refused(
        sendUpload(clientToken, { content: 'one', fileName: 'a.txt' }, { content: 'two', fileName: 'b.txt' }),
        400,
        'file: send one file per request',
      );
      // A body cut off in the middle of the file: early, or after whole chunks were written.
      const whole = multipart({ content: patterned(1_200_000) }).payload;
      for (const cut of [200, 5_000, 20_000, 300_000, 600_000, 1_000_000]) {
        await refused(
          t.app.inject({
            method: 'POST',
            url: '/api/attachments',
            payload: whole.subarray(0, cut),
            headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...bearer(clientToken) },
          }),
          400,
          'file: the upload ended before the whole file arrived; send it again',
        );
      }
      expect(await writtenRows(t.db)).toEqual(before);
    });

    it('ignores text fields beside the file, and refuses too many of them', async () => {
      const textField = (name: string): Part => ({ field: name, disposition: '', content: 'x' });
      const withFields = multipart(textField('a'), textField('b'), { content: 'the file', fileName: 'ok.txt' });
      const kept = await t.app.inject({
        method: 'POST',
        url: '/api/attachments',
        payload: withFields.payload,
        headers: { 'content-type': withFields.contentType, ...bearer(clientToken) },
      });
      expect(kept.statusCode, kept.body).toBe(201);
      const before = await writtenRows(t.db);
      const crowded = multipart(...['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(textField), {
        content: 'the file',
        fileName: 'late.txt',
      });
      await refused(
        t.app.inject({
          method: 'POST',
          url: '/api/attachments',
          payload: crowded.payload,
          headers: { 'content-type': crowded.contentType, ...bearer(clientToken) },
        }),
        400,
        'file: send the file with at most 5 other fields',
      );
      expect(await writtenRows(t.db)).toEqual(before);
    });

    it('shortens a very long file name at once, keeping its extension', async () => {
      const started = Date.now();
      // A header this long is cut by the multipart parser, extension and all; the name is still short and safe.
      const huge = await upload(clientToken, { content: 'x', fileName: `${'a'.repeat(100_000)}.txt` });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(huge.fileName).toBe('a'.repeat(200));
      const file = await upload(clientToken, { content: 'x', fileName: `${'a'.repeat(1_000)}.txt` });
      expect(file.fileName).toBe(`${'a'.repeat(196)}.txt`);
      // Never a hidden file, however the dots and spaces stand.
      expect((await upload(clientToken, { content: 'x', fileName: '. .bashrc' })).fileName).toBe('bashrc');
      const archive = await upload(clientToken, { content: 'x', fileName: `${'ж'.repeat(150)}.tar.gz` });
      expect(archive.fileName).toBe(`${'ж'.repeat(96)}.tar.gz`);
      expect(Buffer.byteLength(archive.fileName)).toBeLessThanOrEqual(200);
    });
  });

  describe('the size limit', () => {
    let small: TestApp;
    let smallClientToken: string;
    /** ATTACHMENT_MAX_MB=0.01 in bytes: megabytes of 1,000,000 bytes, as the web's file picker counts them. */
    const LIMIT = 10_000;

    beforeAll(async () => {
      small = await buildTestApp({ database: target, seed: true, env: { ATTACHMENT_MAX_MB: '0.01' } });
      smallClientToken = await login(small.app, CLIENT.email, DEMO_PASSWORD);
    });
    afterAll(() => small?.close());

    const uploadTo = (content: Buffer, fileName: string) => {
      const body = multipart({ fileName, contentType: 'application/octet-stream', content });
      return small.app.inject({
        method: 'POST',
        url: '/api/attachments',
        payload: inPieces(body.payload),
        headers: { 'content-type': body.contentType, ...bearer(smallClientToken) },
      });
    };
    const storedRows = async () => ({
      attachments: (await small.db.selectFrom('attachments').select('attachment_guid').execute()).length,
      chunks: (await small.db.selectFrom('attachment_chunks').select('seq').execute()).length,
    });

    it.each([
      ['one byte over', LIMIT + 1],
      ['far over', 300 * 1024],
    ])('refuses a file %s the limit with 413 naming it, and keeps none of it', async (_, size) => {
      const answer = await uploadTo(patterned(size), 'holiday-video.mov');
      expect(answer.statusCode, answer.body).toBe(413);
      expect(answer.json()).toEqual({
        error: 'payload_too_large',
        message: expect.stringContaining('holiday-video.mov'),
      });
      expect(await storedRows()).toEqual({ attachments: 0, chunks: 0 });
    });

    it('accepts a file of exactly the limit, whole', async () => {
      const content = patterned(LIMIT, 11);
      const file = Attachment.parse(await ok(uploadTo(content, 'exact.bin'), 201));
      expect(file.sizeBytes).toBe(LIMIT);
      const answer = await small.app.inject({
        method: 'GET',
        url: `/api/attachments/${file.attachmentGuid}`,
        headers: bearer(smallClientToken),
      });
      expect(answer.rawPayload.equals(content)).toBe(true);
    });

    it('tells the user the limit the file broke', async () => {
      const answer = await uploadTo(patterned(LIMIT + 1), 'big.bin');
      expect(answer.statusCode).toBe(413);
      // In the units the portal shows sizes in (not "larger than 0 MB").
      expect(answer.json().message).toContain('10 kB');
    });
  });
});

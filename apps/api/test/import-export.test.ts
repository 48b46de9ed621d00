import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_PAGE_TITLE_MAX, REPORT_SUMMARY_STUB } from '@client-portal/contract';
import { exportDocument } from '../src/admin/export-data.js';
import { ImportError, importDocument, parseImportDocument } from '../src/admin/import-data.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { recordAudit } from '../src/domain/audit/record-audit.js';
import { hashingStats, verifyPassword } from '../src/lib/password.js';
import { sanitiseRichText } from '../src/lib/rich-text.js';
import { CLIENT, PROJECTS, readDemoDocument, SCHEDULES } from './helpers/demo-seed.js';
import { createTestDatabase, rowCounts, seedDemo, testDatabases, type TestDatabase } from './helpers/test-app.js';

const NEW_USER = {
  userGuid: '4d2c9b8a-7f6e-4d5c-8b4a-3f2e1d0c9b8a',
  email: 'new.person@example.com',
  firstName: 'New',
  lastName: 'Person',
};
const MISSING_GUID = '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f';

async function migratedDatabase(kind: TestDatabase['database']['kind']): Promise<TestDatabase> {
  const testDb = await createTestDatabase(kind);
  await migrateToLatest(testDb.db);
  return testDb;
}

/** Expects the import to be refused with a message starting with `field`, and the database to be untouched. */
async function expectRefused(testDb: TestDatabase, doc: unknown, field: string | RegExp): Promise<string> {
  const before = await rowCounts(testDb.db);
  const exportedBefore = await exportDocument(testDb.db);
  let message = '';
  try {
    await importDocument(testDb.db, parseImportDocument(doc));
  } catch (error) {
    expect(error).toBeInstanceOf(ImportError);
    message = (error as Error).message;
  }
  if (!message) throw new Error('the import was accepted');
  if (typeof field === 'string') expect(message.startsWith(`${field}: `), message).toBe(true);
  else expect(message).toMatch(field);
  expect(await rowCounts(testDb.db)).toEqual(before);
  expect(await exportDocument(testDb.db)).toEqual(exportedBefore);
  return message;
}

describe.each(testDatabases())('import and export on $name', ({ kind }) => {
  let seeded: TestDatabase;
  const extra: TestDatabase[] = [];
  beforeAll(async () => {
    seeded = await migratedDatabase(kind);
    await seedDemo(seeded.db);
  });
  afterAll(() => seeded.close());
  afterEach(async () => {
    for (const testDb of extra.splice(0)) await testDb.close();
  });

  it('export → import into an empty database → export gives the same document', async () => {
    const exported = await exportDocument(seeded.db);
    const demo = readDemoDocument();
    expect(exported.users).toHaveLength(demo.users.length);
    expect(exported.tickets.flatMap((t) => t.updates)).toHaveLength(demo.tickets.flatMap((t) => t.updates).length);
    expect(JSON.stringify(exported)).not.toMatch(/password/i);

    const empty = await migratedDatabase(kind);
    extra.push(empty);
    await importDocument(empty.db, parseImportDocument(JSON.parse(JSON.stringify(exported))));

    expect(await exportDocument(empty.db)).toEqual(exported);
    expect(await rowCounts(empty.db)).toEqual({ ...(await rowCounts(seeded.db)), events: 0, password_resets: 0 });
  });

  it("round-trips the workspace's own data: roles, disabled accounts, assignees, internal notes, drafts and the audit", async () => {
    const source = await migratedDatabase(kind);
    extra.push(source);
    await seedDemo(source.db);
    const [admin] = await source.db.selectFrom('users').select('user_guid').where('role', '=', 'admin').execute();
    await source.db
      .updateTable('users')
      .set({ disabled_at: '2026-11-20T10:00:00.000Z' })
      .where('email', '=', 'sam@example.com')
      .execute();
    await source.db
      .updateTable('tickets')
      .set({ assignee_user_guid: admin!.user_guid })
      .where('ticket_id', '=', 100198)
      .execute();
    await source.db
      .insertInto('ticket_updates')
      .values({
        update_guid: '0d1e2f30-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
        ticket_guid: (
          await source.db
            .selectFrom('tickets')
            .select('ticket_guid')
            .where('ticket_id', '=', 100198)
            .executeTakeFirstOrThrow()
        ).ticket_guid,
        user_guid: admin!.user_guid,
        created_date_time: '2026-11-19T10:00:00.000Z',
        update_text: '<p>Client is on holiday until Monday.</p>',
        internal: 1,
      })
      .execute();
    await recordAudit(source.db, {
      actor: { userGuid: admin!.user_guid, ipAddress: '198.51.100.4' },
      objectType: 'project',
      objectGuid: PROJECTS.redesign,
      action: 'changed',
      changes: { status: { before: 'active', after: 'paused' } },
    });

    const exported = await exportDocument(source.db);
    expect(exported.users.find((u) => u.email === 'agency@example.com')?.role).toBe('admin');
    expect(exported.users.find((u) => u.email === 'sam@example.com')?.disabledAt).toBe('2026-11-20T10:00:00.000Z');
    expect(exported.tickets.find((t) => t.ticketId === 100198)?.assigneeEmail).toBe('agency@example.com');
    expect(exported.tickets.flatMap((t) => t.updates).some((u) => u.internal)).toBe(true);
    expect(exported.siteCareReports.some((r) => r.completedDateTime === null)).toBe(true);
    expect(exported.auditLog.map((a) => [a.objectGuid, a.actorEmail, a.ipAddress])).toContainEqual([
      PROJECTS.redesign,
      'agency@example.com',
      '198.51.100.4',
    ]);

    const empty = await migratedDatabase(kind);
    extra.push(empty);
    await importDocument(empty.db, parseImportDocument(JSON.parse(JSON.stringify(exported))));
    expect(await exportDocument(empty.db)).toEqual(exported);
    // Imported again, the audit keeps one entry each: it only grows.
    await importDocument(empty.db, parseImportDocument(JSON.parse(JSON.stringify(exported))));
    expect((await exportDocument(empty.db)).auditLog).toEqual(exported.auditLog);
    // A file that does not name assignees (the demo data, an older export) leaves them as they are.
    await importDocument(empty.db, parseImportDocument(readDemoDocument()));
    const after = await exportDocument(empty.db);
    expect(after.tickets.find((t) => t.ticketId === 100198)?.assigneeEmail).toBe('agency@example.com');
  });

  it('importing the same document twice changes nothing (upsert by GUID)', async () => {
    const before = await exportDocument(seeded.db);
    const counts = await rowCounts(seeded.db);
    await importDocument(seeded.db, parseImportDocument(before));
    expect(await exportDocument(seeded.db)).toEqual(before);
    expect(await rowCounts(seeded.db)).toEqual(counts);
  });

  it('keeps an update the file holds unchanged, with its files; an update the file leaves out goes with its files', async () => {
    const ticketGuid = (
      await seeded.db
        .selectFrom('tickets')
        .select('ticket_guid')
        .where('ticket_id', '=', 100198)
        .executeTakeFirstOrThrow()
    ).ticket_guid;
    const updates = await seeded.db
      .selectFrom('ticket_updates')
      .select('update_guid')
      .where('ticket_guid', '=', ticketGuid)
      .orderBy('created_date_time')
      .execute();
    expect(updates.length).toBeGreaterThanOrEqual(2);
    const fileOn = async (attachmentGuid: string, updateGuid: string) => {
      await seeded.db
        .insertInto('attachments')
        .values({
          attachment_guid: attachmentGuid,
          uploaded_by_user_guid: CLIENT.userGuid,
          file_name: 'photo.png',
          content_type: 'image/png',
          size_bytes: 3,
          created_at: new Date().toISOString(),
          ticket_guid: ticketGuid,
          update_guid: updateGuid,
        })
        .execute();
      await seeded.db
        .insertInto('attachment_chunks')
        .values({ attachment_guid: attachmentGuid, seq: 0, data: Buffer.from('png') })
        .execute();
    };
    await fileOn('a1a1a1a1-0000-4000-8000-000000000001', updates[0]!.update_guid);
    await fileOn('a1a1a1a1-0000-4000-8000-000000000002', updates[1]!.update_guid);

    const doc = await exportDocument(seeded.db);
    await importDocument(seeded.db, parseImportDocument(doc));
    const files = () =>
      seeded.db
        .selectFrom('attachments')
        .select(['attachment_guid', 'update_guid'])
        .orderBy('attachment_guid')
        .execute();
    expect(await files()).toEqual([
      { attachment_guid: 'a1a1a1a1-0000-4000-8000-000000000001', update_guid: updates[0]!.update_guid },
      { attachment_guid: 'a1a1a1a1-0000-4000-8000-000000000002', update_guid: updates[1]!.update_guid },
    ]);
    // The updates are the same rows, so the files are still on them.
    expect(
      await seeded.db
        .selectFrom('ticket_updates')
        .select('update_guid')
        .where('ticket_guid', '=', ticketGuid)
        .orderBy('created_date_time')
        .execute(),
    ).toEqual(updates);

    // The same ticket without its second update.
    const ticket = doc.tickets.find((t) => t.ticketId === 100198)!;
    await importDocument(
      seeded.db,
      parseImportDocument({ ...doc, tickets: [{ ...ticket, updates: ticket.updates.filter((_, j) => j !== 1) }] }),
    );
    expect(await files()).toEqual([
      { attachment_guid: 'a1a1a1a1-0000-4000-8000-000000000001', update_guid: updates[0]!.update_guid },
    ]);
    expect(
      await seeded.db
        .selectFrom('attachment_chunks')
        .select('attachment_guid')
        .where('attachment_guid', '=', 'a1a1a1a1-0000-4000-8000-000000000002')
        .execute(),
    ).toEqual([]);
    // Put back as it was for the tests after this one.
    await importDocument(seeded.db, parseImportDocument(doc));
    await seeded.db.deleteFrom('attachment_chunks').execute();
    await seeded.db.deleteFrom('attachments').execute();
  });

  describe('a file with one bad field throws an error naming that exact field and changes nothing', () => {
    const cases: Array<[string, (doc: ReturnType<typeof readDemoDocument>) => void]> = [
      ['projects[2].status', (doc) => void Object.assign(doc.projects[2]!, { status: 'x'.repeat(51) })],
      ['projects[2].status', (doc) => void Object.assign(doc.projects[2]!, { status: '   ' })],
      ['tickets[3].status', (doc) => void Object.assign(doc.tickets[3]!, { status: 'closed' })],
      ['tickets[0].createdDateTime', (doc) => void Object.assign(doc.tickets[0]!, { createdDateTime: 'yesterday' })],
      [
        'tickets[1].updates[0].updateText',
        (doc) => void Object.assign(doc.tickets[1]!.updates[0]!, { updateText: 42 }),
      ],
      ['dashboardPages[1].url', (doc) => void Object.assign(doc.dashboardPages[1]!, { url: 'javascript:alert(1)' })],
      // Hosts WHATWG URL accepts but a Content-Security-Policy source cannot hold (they would end its directive).
      [
        'dashboardPages[0].url',
        (doc) => void Object.assign(doc.dashboardPages[0]!, { url: 'https://evil.example;script-src/x' }),
      ],
      ['dashboardPages[0].url', (doc) => void Object.assign(doc.dashboardPages[0]!, { url: 'https://a,b.example/' })],
      ['dashboardPages[0].url', (doc) => void Object.assign(doc.dashboardPages[0]!, { url: 'https://-a.example/' })],
      [
        'dashboardPages[0].url',
        (doc) => void Object.assign(doc.dashboardPages[0]!, { url: 'https://user:secret@dash.example/' }),
      ],
      ['dashboardPages[0].url', (doc) => void Object.assign(doc.dashboardPages[0]!, { url: 'ftp://dash.example/' })],
      ['users[3].email', (doc) => void Object.assign(doc.users[3]!, { email: 'not-an-email' })],
      ['siteCareSchedules[0].siteCareDay', (doc) => void Object.assign(doc.siteCareSchedules[0]!, { siteCareDay: 32 })],
      ['siteCareReports[2].downtimes', (doc) => void Object.assign(doc.siteCareReports[2]!, { downtimes: -1 })],
      ['projects[0].projectGuid', (doc) => void Object.assign(doc.projects[0]!, { projectGuid: 'project-1' })],
      ['projects[1]', (doc) => void Object.assign(doc.projects[1]!, { colour: 'blue' })],
    ];
    it.each(cases)('%s', async (field, spoil) => {
      const doc = readDemoDocument();
      spoil(doc);
      await expectRefused(seeded, doc, field);
    });
  });

  it.each([
    [
      'projects[1].projectGuid',
      (doc: ReturnType<typeof readDemoDocument>) => (doc.projects[1]!.projectGuid = doc.projects[0]!.projectGuid),
    ],
    [
      'projects[1].projectGuid',
      (doc: ReturnType<typeof readDemoDocument>) =>
        (doc.projects[1]!.projectGuid = doc.projects[0]!.projectGuid.toUpperCase()),
    ],
    [
      'users[2].email',
      (doc: ReturnType<typeof readDemoDocument>) => (doc.users[2]!.email = doc.users[0]!.email.toUpperCase()),
    ],
    [
      'tickets[4].ticketId',
      (doc: ReturnType<typeof readDemoDocument>) => (doc.tickets[4]!.ticketId = doc.tickets[1]!.ticketId),
    ],
    [
      'siteCareReports[3].siteCareReportGuid',
      (doc: ReturnType<typeof readDemoDocument>) =>
        (doc.siteCareReports[3]!.siteCareReportGuid = doc.siteCareReports[0]!.siteCareReportGuid),
    ],
  ])('refuses a duplicate in %s and changes nothing', async (field, spoil) => {
    const doc = readDemoDocument();
    spoil(doc);
    const message = await expectRefused(seeded, doc, field);
    expect(message).toMatch(/duplicate/);
  });

  describe('unknown references roll back everything already written', () => {
    /** A valid start (a new user, a renamed project) so a refusal must undo real writes. */
    const withWrites = (rest: Record<string, unknown>) => {
      const demo = readDemoDocument();
      return {
        users: [NEW_USER],
        projects: [{ ...demo.projects[0]!, name: 'Renamed before the failure' }],
        ...rest,
      };
    };
    const ticket = () => readDemoDocument().tickets[1]!;

    it('a ticket pointing to a missing project', async () => {
      const message = await expectRefused(
        seeded,
        withWrites({ tickets: [{ ...ticket(), projectGuid: MISSING_GUID }] }),
        'tickets[0].projectGuid',
      );
      expect(message).toContain(MISSING_GUID);
      const renamed = await seeded.db
        .selectFrom('projects')
        .select('name')
        .where('project_guid', '=', PROJECTS.redesign)
        .executeTakeFirstOrThrow();
      expect(renamed.name).toBe('Acme Website Redesign');
      expect(await seeded.db.selectFrom('users').select('email').where('email', '=', NEW_USER.email).execute()).toEqual(
        [],
      );
    });

    it('an update whose userEmail has no user', async () => {
      const t = ticket();
      const updates = [t.updates[0]!, { ...t.updates[1]!, userEmail: 'ghost@example.com' }];
      const message = await expectRefused(
        seeded,
        withWrites({ tickets: [{ ...t, updates }] }),
        'tickets[0].updates[1].userEmail',
      );
      expect(message).toContain('ghost@example.com');
    });

    it('a ticket whose creator has no user', async () => {
      await expectRefused(
        seeded,
        withWrites({ tickets: [{ ...ticket(), createdByEmail: 'ghost@example.com' }] }),
        'tickets[0].createdByEmail',
      );
    });

    it('a project authorising an address with no user', async () => {
      const project = { ...readDemoDocument().projects[1]!, userEmails: [CLIENT.email, 'ghost@example.com'] };
      await expectRefused(seeded, { users: [NEW_USER], projects: [project] }, 'projects[0].userEmails[1]');
    });

    it('a project linked to a missing Site Care schedule', async () => {
      const project = { ...readDemoDocument().projects[1]!, siteCareScheduleGuid: MISSING_GUID };
      await expectRefused(
        seeded,
        withWrites({ projects: [readDemoDocument().projects[0]!, project] }),
        'projects[1].siteCareScheduleGuid',
      );
    });

    it('a dashboard page of a missing project', async () => {
      const page = { ...readDemoDocument().dashboardPages[0]!, projectGuid: MISSING_GUID };
      await expectRefused(seeded, withWrites({ dashboardPages: [page] }), 'dashboardPages[0].projectGuid');
    });

    it('a report of a missing schedule', async () => {
      const report = { ...readDemoDocument().siteCareReports[0]!, siteCareScheduleGuid: MISSING_GUID };
      await expectRefused(seeded, withWrites({ siteCareReports: [report] }), 'siteCareReports[0].siteCareScheduleGuid');
    });

    it('an email that already belongs to another user', async () => {
      await expectRefused(seeded, { users: [{ ...NEW_USER, email: CLIENT.email.toUpperCase() }] }, 'users[0].email');
    });

    it('a ticket number that already belongs to another ticket', async () => {
      const t = readDemoDocument().tickets[0]!;
      await expectRefused(seeded, withWrites({ tickets: [{ ...t, ticketGuid: MISSING_GUID }] }), 'tickets[0].ticketId');
    });
  });

  it('hashes passwords on import and never stores them in clear', async () => {
    const testDb = await migratedDatabase(kind);
    extra.push(testDb);
    const before = hashingStats.computations;

    await importDocument(testDb.db, parseImportDocument({ users: [{ ...NEW_USER, password: 'Imported-Secret-1' }] }));

    expect(hashingStats.computations - before).toBe(1);
    const row = await testDb.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(JSON.stringify(row)).not.toContain('Imported-Secret-1');
    expect(await verifyPassword('Imported-Secret-1', row.password_hash!)).toBe(true);
    expect(await verifyPassword('imported-secret-1', row.password_hash!)).toBe(false);

    // Re-importing the user without a password keeps the one set before.
    await importDocument(testDb.db, parseImportDocument({ users: [{ ...NEW_USER, firstName: 'Renamed' }] }));
    const again = await testDb.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(again).toMatchObject({ first_name: 'Renamed', password_hash: row.password_hash });
  });

  it("accepts an agency's own project statuses, trimmed, and exports them as stored", async () => {
    const testDb = await migratedDatabase(kind);
    extra.push(testDb);
    const demo = readDemoDocument();
    const statuses = [' on-hold ', 'maintenance', 'x'.repeat(50)];
    const projects = statuses.map((status, i) => ({
      ...demo.projects[i]!,
      status,
      siteCareScheduleGuid: null,
      userEmails: [],
    }));
    await importDocument(testDb.db, parseImportDocument({ projects }));
    const exported = await exportDocument(testDb.db);
    expect(exported.projects.map((p) => [p.projectGuid, p.status])).toEqual(
      expect.arrayContaining(projects.map((p) => [p.projectGuid, p.status.trim()])),
    );
  });

  it('stores ticket texts and report fields sanitised, as the routes store them, and keeps them on a second import', async () => {
    const testDb = await migratedDatabase(kind);
    extra.push(testDb);
    const doc = readDemoDocument();
    const ticket = doc.tickets.find((t) => t.updates.length >= 2)!;
    ticket.description =
      '<p>The new logo is in.</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2">';
    ticket.updates[0]!.updateText =
      '<p onclick="window.__xss = 3">Approved, thanks.</p><svg onload="window.__xss = 4"></svg>';
    // Nothing visible is left of it: stored empty, where a route would refuse it, so the file still imports.
    ticket.updates[1]!.updateText = '<script>window.__xss = 5</script>';
    const report = doc.siteCareReports[0]!;
    report.securityIssues = '<p>Two plugins patched.</p><img src=x onerror=alert(1)>';
    report.miscellaneous = '<script>alert(1)</script>';
    report.comments = REPORT_SUMMARY_STUB;
    report.cmsCoreUpdate = '';

    await importDocument(testDb.db, parseImportDocument(doc));

    const ticketGuid = ticket.ticketGuid.toLowerCase();
    const storedTicket = await testDb.db
      .selectFrom('tickets')
      .select('description')
      .where('ticket_guid', '=', ticketGuid)
      .executeTakeFirstOrThrow();
    expect(storedTicket.description).toBe(
      '<p>The new logo is in.</p><a href="x" target="_blank" rel="noopener noreferrer">x</a>',
    );
    const updates = () =>
      testDb.db
        .selectFrom('ticket_updates')
        .select(['update_guid', 'update_text'])
        .where('ticket_guid', '=', ticketGuid)
        .orderBy('update_guid')
        .execute();
    const storedUpdates = await updates();
    expect(storedUpdates.map((u) => u.update_text).sort()).toEqual(
      ['<p>Approved, thanks.</p>', '', ...ticket.updates.slice(2).map((u) => sanitiseRichText(u.updateText))].sort(),
    );
    const storedReport = await testDb.db
      .selectFrom('site_care_reports')
      .selectAll()
      .where('site_care_report_guid', '=', report.siteCareReportGuid.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(storedReport).toMatchObject({
      security_issues: '<p>Two plugins patched.</p><a href="x" target="_blank" rel="noopener noreferrer">x</a>',
      // As a change through the workspace stores them: an empty field is null, the stub stays as it is.
      miscellaneous: null,
      comments: REPORT_SUMMARY_STUB,
      cms_core_update: null,
    });
    const everything = JSON.stringify([storedTicket, storedUpdates, storedReport]);
    expect(everything).not.toMatch(/<script|<svg|onerror|onclick|onload/i);

    // The same file again: each update is recognised by its stored text and keeps its row.
    const counts = await rowCounts(testDb.db);
    await importDocument(testDb.db, parseImportDocument(doc));
    expect(await updates()).toEqual(storedUpdates);
    expect(await rowCounts(testDb.db)).toEqual(counts);
  });

  it('stores GUIDs lower-cased and links projects to their schedules', async () => {
    const testDb = await migratedDatabase(kind);
    extra.push(testDb);
    const demo = readDemoDocument();
    const schedule = { ...demo.siteCareSchedules[0]!, siteCareScheduleGuid: SCHEDULES.acme.toUpperCase() };
    const project = { ...demo.projects[0]!, projectGuid: PROJECTS.redesign.toUpperCase(), userEmails: [] };
    await importDocument(testDb.db, parseImportDocument({ siteCareSchedules: [schedule], projects: [project] }));
    expect(
      await testDb.db.selectFrom('projects').select(['project_guid', 'site_care_schedule_guid']).execute(),
    ).toEqual([{ project_guid: PROJECTS.redesign, site_care_schedule_guid: SCHEDULES.acme }]);
  });
});

describe('import of text the databases cannot store as given', () => {
  it('is refused before any database work, naming the field', () => {
    const doc = { tickets: [{ ticketGuid: '00000000-0000-4000-8000-000000000001', name: 'a\u0000b' }] };
    expect(() => parseImportDocument(doc)).toThrow('tickets[0].name: must not contain the NUL character (U+0000)');
  });

  it('refuses a lone surrogate (stored, it would become U+FFFD), naming the field', () => {
    const doc = readDemoDocument();
    doc.users[1]!.lastName = 'Smith\ud800';
    expect(() => parseImportDocument(doc)).toThrow(
      'users[1].lastName: must be valid Unicode text (it holds a lone surrogate)',
    );
  });
});

describe('import of text longer than the API takes', () => {
  it('refuses a dashboard page title of 201 characters, naming the field; 200 are taken', () => {
    const doc = readDemoDocument();
    doc.dashboardPages[0]!.title = 'x'.repeat(DASHBOARD_PAGE_TITLE_MAX);
    expect(() => parseImportDocument(doc)).not.toThrow();
    doc.dashboardPages[0]!.title = 'x'.repeat(DASHBOARD_PAGE_TITLE_MAX + 1);
    expect(() => parseImportDocument(doc)).toThrow('dashboardPages[0].title: must be at most 200 characters');
  });

  it('refuses a project name, a person’s name and a domain name the API would refuse, naming each', () => {
    const cases: Array<[(doc: ReturnType<typeof readDemoDocument>) => void, string]> = [
      [(doc) => (doc.projects[0]!.name = 'x'.repeat(201)), 'projects[0].name: must be at most 200 characters'],
      [(doc) => (doc.users[0]!.firstName = 'x'.repeat(101)), 'users[0].firstName: must be at most 100 characters'],
      [
        (doc) => (doc.siteCareSchedules[0]!.domainName = `${'a'.repeat(250)}.com`),
        'siteCareSchedules[0].domainName: must be at most 253 characters',
      ],
    ];
    for (const [change, message] of cases) {
      const doc = readDemoDocument();
      change(doc);
      expect(() => parseImportDocument(doc)).toThrow(message);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { exportDocument } from '../../src/admin/export-data.js';
import { ImportError, importDocument, parseImportDocument } from '../../src/admin/import-data.js';
import {
  ImportAuditEntry,
  ImportDashboardPage,
  ImportProject,
  ImportSiteCareReport,
  ImportSiteCareSchedule,
  ImportTicket,
  ImportTicketUpdate,
  ImportUser,
} from '../../src/admin/import-document.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { readDemoDocument } from '../helpers/demo-seed.js';
import { createTestDatabase, rowCounts, seedDemo, testDatabases, type TestDatabase } from '../helpers/test-app.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Doc = ReturnType<typeof readDemoDocument>;
type Item = Record<string, unknown>;

const SECTIONS = {
  users: ImportUser,
  projects: ImportProject,
  dashboardPages: ImportDashboardPage,
  tickets: ImportTicket,
  siteCareSchedules: ImportSiteCareSchedule,
  siteCareReports: ImportSiteCareReport,
  auditLog: ImportAuditEntry,
} as const satisfies Record<keyof Doc, z.ZodObject>;

/** Wrong values to try in every field; those a field happens to accept are skipped for that field. */
const WRONG_VALUES: Array<[string, unknown]> = [
  ['an object', { wrong: true }],
  ['a list', ['x']],
  ['free text', 'not valid'],
  ['an empty string', ''],
  ['a negative number', -1],
  ['a fraction', 1.5],
  ['true', true],
  ['null', null],
  ['a huge string', 'x'.repeat(200_001)],
];

interface Mutation {
  /** The field the error must name, e.g. `tickets[7].status`. */
  field: string;
  how: string;
  apply: (doc: Doc) => void;
}

/** Every field of the last item of every section (and of a ticket update), each made wrong in every way it can be. */
function fieldMutations(): Mutation[] {
  const demo = readDemoDocument();
  const mutations: Mutation[] = [];
  const mutate = (pathOf: (doc: Doc) => Item, label: string, schema: z.ZodObject, sample: Item) => {
    for (const key of Object.keys(schema.shape)) {
      const fieldSchema = schema.shape[key] as z.ZodType;
      for (const [how, value] of WRONG_VALUES) {
        if (fieldSchema.safeParse(value).success) continue;
        mutations.push({ field: `${label}.${key}`, how, apply: (doc) => void (pathOf(doc)[key] = value) });
      }
      if (key in sample && !fieldSchema.safeParse(undefined).success) {
        mutations.push({ field: `${label}.${key}`, how: 'missing', apply: (doc) => void delete pathOf(doc)[key] });
      }
    }
    mutations.push({
      field: label,
      how: 'an unknown extra field',
      apply: (doc) => void (pathOf(doc).unexpected = 'x'),
    });
  };

  for (const [section, schema] of Object.entries(SECTIONS) as Array<[keyof Doc, z.ZodObject]>) {
    const items = demo[section] as Item[];
    const i = items.length - 1;
    mutate((doc) => (doc[section] as Item[])[i]!, `${section}[${i}]`, schema, items[i]!);
  }
  const t = demo.tickets.findIndex((ticket) => ticket.updates.length > 1);
  const u = demo.tickets[t]!.updates.length - 1;
  mutate(
    (doc) => doc.tickets[t]!.updates[u] as unknown as Item,
    `tickets[${t}].updates[${u}]`,
    ImportTicketUpdate,
    demo.tickets[t]!.updates[u] as unknown as Item,
  );
  for (const section of Object.keys(SECTIONS) as Array<keyof Doc>) {
    mutations.push({ field: section, how: 'not a list', apply: (doc) => void ((doc as Item)[section] = {}) });
  }
  return mutations;
}

/** Every key the import requires to be unique, each duplicated (in another letter case where that matters). */
function duplicateMutations(): Mutation[] {
  const dup = <S extends keyof Doc>(section: S, key: string, transform = (v: unknown) => v): Mutation => ({
    field: `${section}[1].${key}`,
    how: 'a duplicate',
    apply: (doc) => {
      const items = doc[section] as Item[];
      items[1]![key] = transform(items[0]![key]);
    },
  });
  const upper = (v: unknown) => String(v).toUpperCase();
  return [
    dup('users', 'userGuid', upper),
    dup('users', 'email', upper),
    dup('projects', 'projectGuid', upper),
    dup('dashboardPages', 'dashboardPageGuid', upper),
    dup('tickets', 'ticketGuid', upper),
    dup('tickets', 'ticketId'),
    dup('siteCareSchedules', 'siteCareScheduleGuid', upper),
    dup('siteCareReports', 'siteCareReportGuid', upper),
  ];
}

/** A reference to something neither in the file nor in the database, in each place a reference can be. */
function referenceMutations(): Mutation[] {
  const ghostGuid = '0badc0de-0000-4000-8000-00000000dead';
  const ghostEmail = 'ghost@example.com';
  const last = <T>(items: T[]) => items.length - 1;
  const demo = readDemoDocument();
  const linked = demo.projects.findIndex((p) => p.siteCareScheduleGuid);
  return [
    {
      field: `projects[${linked}].siteCareScheduleGuid`,
      how: 'an unknown schedule',
      apply: (doc) => void (doc.projects[linked]!.siteCareScheduleGuid = ghostGuid),
    },
    {
      field: `projects[0].userEmails[0]`,
      how: 'an unknown user',
      apply: (doc) => void (doc.projects[0]!.userEmails[0] = ghostEmail),
    },
    {
      field: `dashboardPages[${last(demo.dashboardPages)}].projectGuid`,
      how: 'an unknown project',
      apply: (doc) => void (doc.dashboardPages[last(doc.dashboardPages)]!.projectGuid = ghostGuid),
    },
    {
      field: `tickets[${last(demo.tickets)}].projectGuid`,
      how: 'an unknown project',
      apply: (doc) => void (doc.tickets[last(doc.tickets)]!.projectGuid = ghostGuid),
    },
    {
      field: `tickets[${last(demo.tickets)}].createdByEmail`,
      how: 'an unknown user',
      apply: (doc) => void (doc.tickets[last(doc.tickets)]!.createdByEmail = ghostEmail),
    },
    {
      field: `siteCareReports[${last(demo.siteCareReports)}].siteCareScheduleGuid`,
      how: 'an unknown schedule',
      apply: (doc) => void (doc.siteCareReports[last(doc.siteCareReports)]!.siteCareScheduleGuid = ghostGuid),
    },
  ];
}

/**
 * Everything before the bad field is changed too (names, statuses, texts): a refusal must roll back all of it,
 * not just skip the bad row.
 */
function withEarlierChanges(doc: Doc): Doc {
  for (const user of doc.users) user.firstName = `${user.firstName} (changed)`;
  for (const project of doc.projects) project.name = `${project.name} (changed)`;
  for (const ticket of doc.tickets) ticket.description = `${ticket.description}<p>changed</p>`;
  for (const schedule of doc.siteCareSchedules) schedule.siteCareDay = (schedule.siteCareDay % 28) + 1;
  return doc;
}

describe.each(testDatabases())('import refusals on $name', ({ kind }) => {
  let testDb: TestDatabase;
  let before: Record<string, number>;
  let exported: Awaited<ReturnType<typeof exportDocument>>;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await migrateToLatest(testDb.db);
    await seedDemo(testDb.db);
    before = await rowCounts(testDb.db);
    exported = await exportDocument(testDb.db);
  });
  afterAll(() => testDb?.close());

  async function expectRefusedNaming(mutation: Mutation) {
    const doc = withEarlierChanges(readDemoDocument());
    // No passwords (hashing is not under test and costs ~200 ms a user), unless the mistake is in one.
    for (const user of doc.users) delete user.password;
    mutation.apply(doc);
    // Parsing and writing both count: the refusal may come from either.
    const error = await (async () =>
      importDocument(testDb.db, parseImportDocument(JSON.parse(JSON.stringify(doc)))))().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error, `${mutation.field} with ${mutation.how} was accepted`).toBeInstanceOf(ImportError);
    const message = (error as Error).message;
    // The field itself, or a place inside it (`projects[2].userEmails[0]` for a list of the wrong things).
    expect(message, mutation.how).toMatch(new RegExp(`^${escape(mutation.field)}(: |\\[\\d+\\]|\\.)`));
  }

  const fields = fieldMutations();
  it(`names the field and changes nothing for each of ${fields.length} one-field mistakes`, async () => {
    expect(fields.length).toBeGreaterThan(150);
    for (const mutation of fields) await expectRefusedNaming(mutation);
    expect(await rowCounts(testDb.db)).toEqual(before);
    expect(await exportDocument(testDb.db)).toEqual(exported);
  });

  it.each(duplicateMutations().map((m) => [m.field, m] as const))(
    'refuses a duplicate %s and changes nothing',
    async (_, mutation) => {
      await expectRefusedNaming(mutation);
      expect(await rowCounts(testDb.db)).toEqual(before);
      expect(await exportDocument(testDb.db)).toEqual(exported);
    },
  );

  it.each(referenceMutations().map((m) => [m.field, m] as const))(
    'refuses %s after every earlier change was written, and rolls all of it back',
    async (_, mutation) => {
      await expectRefusedNaming(mutation);
      expect(await rowCounts(testDb.db)).toEqual(before);
      expect(await exportDocument(testDb.db)).toEqual(exported);
    },
  );

  it('accepts the same changed document without the mistake (the refusals above were the mistakes)', async () => {
    const doc = withEarlierChanges(readDemoDocument());
    for (const user of doc.users) delete user.password;
    await importDocument(testDb.db, parseImportDocument(doc));
    const after = await exportDocument(testDb.db);
    expect(after).not.toEqual(exported);
    expect(after.projects.every((p) => p.name.endsWith('(changed)'))).toBe(true);
    expect(await rowCounts(testDb.db)).toEqual(before);
  });
});

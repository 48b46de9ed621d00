import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInstrumentedApp, type InstrumentedApp, type RecordedQuery } from './helpers/instrumented-app.js';
import type { BenchFixtures } from './helpers/generate.js';
import { testDatabases } from './helpers/test-app.js';

/** The tables that grow with the agency: reading any of them in full would make a page cost grow with the table. */
const LARGE_TABLES = ['tickets', 'ticket_updates', 'site_care_reports', 'project_users'];

/** Enough rows that a plan has something to choose between, small enough to generate in about a second. */
const SIZE = { clients: 60, projects: 40, tickets: 1_000, updates: 4_000, reports: 100 };

/** Every read call of the benchmark, by the generated bench client. */
const READ_CALLS: Array<{ name: string; url: (f: BenchFixtures) => string }> = [
  { name: 'GET /api/users/me', url: () => '/api/users/me' },
  { name: 'GET /api/projects/user/{id}', url: (f) => `/api/projects/user/${f.client.userGuid}` },
  { name: 'GET /api/projects/{id}', url: (f) => `/api/projects/${f.projectGuid}` },
  { name: 'GET /api/ticketviews/project/{id}', url: (f) => `/api/ticketviews/project/${f.projectGuid}` },
  { name: 'GET /api/updates/ticket/{id}', url: (f) => `/api/updates/ticket/${f.ticketGuid}` },
  { name: 'GET /api/sitecarereports/{id}', url: (f) => `/api/sitecarereports/${f.reportGuid}` },
  { name: 'GET /api/ticketviews/{id}', url: (f) => `/api/ticketviews/${f.ticketGuid}` },
  { name: 'GET /api/users/project/{id}', url: (f) => `/api/users/project/${f.projectGuid}` },
  { name: 'GET /api/dashboardpages/project/{id}', url: (f) => `/api/dashboardpages/project/${f.projectGuid}` },
];

/** Table names and their aliases in a statement, e.g. `from "tickets" as "t"` → t → tickets. */
function tablesByName(sql: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const match of sql.matchAll(/"(\w+)"(?: as "(\w+)")?/g)) {
    const [, table, alias] = match;
    if (LARGE_TABLES.includes(table!)) {
      names.set(table!, table!);
      if (alias) names.set(alias, table!);
    }
  }
  return names;
}

/** Plan lines that read one of the large tables in full (SQLite: SCAN, also over a whole index; PostgreSQL: Seq Scan). */
function fullScans(query: RecordedQuery, plan: string[]): string[] {
  const tables = tablesByName(query.sql);
  return plan.filter((line) => {
    const sqlite = /^\s*SCAN (\w+)/.exec(line);
    if (sqlite) return tables.has(sqlite[1]!);
    const postgres = /Seq Scan on (\w+)/.exec(line);
    return postgres ? LARGE_TABLES.includes(postgres[1]!) : false;
  });
}

const usesIndex = (plan: string[]) =>
  plan.some((line) =>
    /USING (COVERING |INTEGER PRIMARY KEY|PRIMARY KEY )?INDEX|USING INTEGER PRIMARY KEY|Index/.test(line),
  );

describe.each(testDatabases())('query plans on $name', (target) => {
  let t: InstrumentedApp;

  beforeAll(async () => {
    t = await buildInstrumentedApp(target.kind, SIZE);
  }, 120_000);
  afterAll(() => t?.close());

  it.each(READ_CALLS)('$name reads through indexes and never scans a large table', async (call) => {
    const fixtures = t.fixtures!;
    const { status, queries } = await t.get(call.url(fixtures), t.bearer(fixtures.client.userGuid));
    expect(status).toBe(200);
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      const plan = await t.explain(query);
      const context = `${query.sql}\n${plan.join('\n')}`;
      expect(fullScans(query, plan), context).toEqual([]);
      expect(usesIndex(plan), context).toBe(true);
    }
  });

  it('recognises a full scan when a statement has no usable index', async () => {
    // The checker itself: filtering tickets on an unindexed column must be reported.
    const query = { sql: 'select "t"."ticket_id" from "tickets" as "t" where "t"."name" = $1', parameters: ['x'] };
    const sqliteQuery = { ...query, sql: query.sql.replace('$1', '?') };
    const checked = t.kind === 'sqlite' ? sqliteQuery : query;
    expect(fullScans(checked, await t.explain(checked))).toHaveLength(1);
  });

  /** The workspace's lists, a page at a time, by a staff member. */
  const LIST_CALLS = [
    '/api/agency/clients?pageSize=20',
    '/api/agency/clients?page=2&pageSize=20',
    '/api/agency/projects?pageSize=10',
    '/api/agency/projects?status=active&page=2&pageSize=5',
  ];

  it.each(LIST_CALLS)('%s walks the name index to its page, sorting no table', async (url) => {
    const { status, queries } = await t.get(url, t.bearer(t.fixtures!.staff.userGuid));
    expect(status).toBe(200);
    const pageQueries = queries.filter((query) => /"(users|projects)" as "(u|p)"/.test(query.sql));
    expect(pageQueries.length).toBeGreaterThan(0);
    for (const query of pageQueries) {
      const plan = await t.explain(query);
      const context = `${query.sql}\n${plan.join('\n')}`;
      expect(fullScans(query, plan), context).toEqual([]);
      expect(usesIndex(plan), context).toBe(true);
      if (/ limit /.test(query.sql)) {
        // The page comes from the order of an index: no table is read in full to be sorted.
        expect(plan.join('\n'), context).not.toMatch(/TEMP B-TREE FOR ORDER BY|Seq Scan on (users|projects)\b/);
      }
    }
  });

  // A rare word is looked up in the search index; one more documents hold than the inbox counts (counted first, in
  // that index) instead walks the activity index to the page's fifty, checking each ticket's document by its key.
  it.each([
    {
      q: 'zanzibar',
      index: {
        sqlite: /SCAN ticket_search VIRTUAL TABLE INDEX/,
        postgres: /Bitmap Index Scan on ticket_search_document_idx/,
      },
    },
    {
      q: 'homepage',
      index: { sqlite: /SCAN ticket_search VIRTUAL TABLE INDEX/, postgres: /ticket_search_(document_idx|pkey)/ },
    },
    {
      q: 'ho',
      index: { sqlite: /SCAN ticket_search VIRTUAL TABLE INDEX/, postgres: /ticket_search_(document_idx|pkey)/ },
    },
  ])('the inbox search for "$q" reads the search index, never the tickets in full', async ({ q, index }) => {
    const { status, queries } = await t.get(
      `/api/agency/tickets?view=all&q=${q}`,
      t.bearer(t.fixtures!.staff.userGuid),
    );
    expect(status).toBe(200);
    const searches = queries.filter((query) => query.sql.includes('ticket_search'));
    expect(searches.length).toBeGreaterThan(0);
    for (const query of searches) {
      const plan = await t.explain(query);
      const context = `${query.sql}\n${plan.join('\n')}`;
      expect(fullScans(query, plan), context).toEqual([]);
      expect(plan.join('\n'), context).toMatch(index[t.kind]);
    }
  });
});

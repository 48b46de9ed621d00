/**
 * For the query-plan and query-count tests: the API built on a test database (the demo seed, or generated data)
 * through a Kysely instance that records every statement it runs, with its parameters, so each can be counted
 * and EXPLAINed afterwards.
 */
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { Database } from '../../src/db/schema.js';
import { createTestDatabase, seedDemo, type TestDatabaseKind } from './test-app.js';
import { generate, type BenchFixtures, type ScaleSize } from './generate.js';

export interface RecordedQuery {
  sql: string;
  parameters: readonly unknown[];
}

export interface InstrumentedApp {
  app: FastifyInstance;
  kind: TestDatabaseKind;
  /** Present when the data was generated. */
  fixtures?: BenchFixtures;
  bearer(userGuid: string): { authorization: string };
  /** Runs one GET and returns its status with every statement it ran. */
  get(url: string, headers: Record<string, string>): Promise<{ status: number; queries: RecordedQuery[] }>;
  /** The query plan, one line per plan node: EXPLAIN QUERY PLAN on SQLite, EXPLAIN with seq scans off on PostgreSQL. */
  explain(query: RecordedQuery): Promise<string[]>;
  close(): Promise<void>;
}

/** The CSP's periodic refresh of dashboard origins is not part of any request. */
const isBackgroundQuery = (sql: string) => /select distinct "url" from "dashboard_pages"/.test(sql);

export async function buildInstrumentedApp(kind: TestDatabaseKind, data: 'demo' | ScaleSize): Promise<InstrumentedApp> {
  const testDb = await createTestDatabase(kind);
  let explainClient: pg.Client | undefined;
  try {
    let fixtures: BenchFixtures | undefined;
    if (data === 'demo') {
      await migrateToLatest(testDb.db);
      await seedDemo(testDb.db);
    } else {
      let databaseUrl: string;
      if (kind === 'postgres') {
        const url = new URL(process.env.TEST_DATABASE_URL!);
        url.searchParams.set('options', `-c search_path=${testDb.schema}`);
        databaseUrl = url.toString();
      } else {
        const config = testDb.config.database;
        if (config.kind !== 'sqlite') throw new Error('expected a SQLite test database');
        databaseUrl = `sqlite:${config.file}`;
      }
      fixtures = await generate({ kind, databaseUrl }, data);
    }

    let recording: RecordedQuery[] | undefined;
    const log = (event: { level: string; query: CompiledQuery }) => {
      if (event.level === 'query' && recording && !isBackgroundQuery(event.query.sql)) {
        recording.push({ sql: event.query.sql, parameters: event.query.parameters });
      }
    };
    const { database } = testDb;
    const dialect =
      database.kind === 'sqlite'
        ? new SqliteDialect({ database: database.sqlite! })
        : new PostgresDialect({ pool: database.pool! });
    // Shares the test database's connection (or pool); testDb.close() releases it.
    const db = new Kysely<Database>({ dialect, log });
    const handle: DatabaseHandle = { ...database, db };
    const app = await buildApp({ config: testDb.config, database: handle });
    await app.ready();

    if (kind === 'postgres') {
      explainClient = new pg.Client({
        connectionString: process.env.TEST_DATABASE_URL,
        options: `-c search_path=${testDb.schema}`,
      });
      await explainClient.connect();
      // A missing index then shows as a Seq Scan even on small tables, where a scan would otherwise be cheaper.
      await explainClient.query('SET enable_seqscan = off');
    }

    return {
      app,
      kind,
      fixtures,
      bearer: (userGuid) => ({ authorization: `Bearer ${app.signToken({ userGuid, tokenVersion: 0 })}` }),
      async get(url, headers) {
        recording = [];
        try {
          const response = await app.inject({ method: 'GET', url, headers });
          return { status: response.statusCode, queries: recording };
        } finally {
          recording = undefined;
        }
      },
      async explain(query) {
        if (explainClient) {
          const result = await explainClient.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query.sql}`, [
            ...query.parameters,
          ]);
          return result.rows.map((row) => row['QUERY PLAN']);
        }
        const rows = database.sqlite!.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...query.parameters) as Array<{
          detail: string;
        }>;
        return rows.map((row) => row.detail);
      },
      async close() {
        await app.close();
        await explainClient?.end();
        await testDb.close();
      },
    };
  } catch (error) {
    await explainClient?.end().catch(() => {});
    await testDb.close();
    throw error;
  }
}

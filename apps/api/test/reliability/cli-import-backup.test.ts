import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportDocument } from '../../src/admin/export-data.js';
import { DEMO_SEED_FILE } from '../../src/admin/seed.js';
import { openDatabase, type Db } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { readDemoDocument } from '../helpers/demo-seed.js';
import { PROCESS_TEST_TIMEOUT_MS } from '../helpers/processes.js';
import { createTestDatabase, rowCounts, seedDemo, type TestDatabase } from '../helpers/test-app.js';
import { runAdmin } from './support.js';

const addEvents = async (db: Db, n: number) => {
  for (let i = 0; i < n; i++) {
    await db
      .insertInto('events')
      .values({
        event_guid: randomUUID(),
        event_type_name: 'LoggedIn',
        user_guid: null,
        object_guid: null,
        description: `after the backup ${i}`,
        client_ip: '127.0.0.1',
        created_at: new Date().toISOString(),
      })
      .execute();
  }
};

describe('the admin CLI on a SQLite file: bad imports and backups', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  let testDb: TestDatabase;
  let url: string;
  let dir: string;
  beforeAll(async () => {
    testDb = await createTestDatabase('sqlite');
    await migrateToLatest(testDb.db);
    await seedDemo(testDb.db);
    url = `sqlite:${path.join(testDb.dataDir, 'portal.db')}`;
    dir = mkdtempSync(path.join(os.tmpdir(), 'client-portal-reliability-'));
  });
  afterAll(async () => {
    await testDb?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a truncated JSON file, exits 1 and changes nothing, wherever the file was cut', async () => {
    const before = await rowCounts(testDb.db);
    const text = readFileSync(DEMO_SEED_FILE, 'utf8');
    for (const fraction of [0.01, 0.5, 0.999]) {
      const file = path.join(dir, `truncated-${fraction}.json`);
      writeFileSync(file, text.slice(0, Math.floor(text.length * fraction)));
      const run = await runAdmin(url, testDb.dataDir, 'import', file);
      expect(run.code, `cut at ${fraction}`).toBe(1);
      expect(run.stderr).toContain(`Error: ${file}: not valid JSON`);
      expect(run.stdout).not.toContain('Imported');
    }
    expect(await rowCounts(testDb.db)).toEqual(before);
  });

  it('refuses a file whose very last item is wrong, naming it, and leaves every earlier change unwritten', async () => {
    const before = await rowCounts(testDb.db);
    const exported = await exportDocument(testDb.db);
    const doc = readDemoDocument();
    for (const project of doc.projects) project.name = `${project.name} (changed)`;
    for (const ticket of doc.tickets) ticket.status = 'deleted';
    const last = doc.siteCareReports.length - 1;
    doc.siteCareReports[last]!.siteCareScheduleGuid = '0badc0de-0000-4000-8000-00000000dead';
    const file = path.join(dir, 'late-failure.json');
    writeFileSync(file, JSON.stringify(doc));

    const run = await runAdmin(url, testDb.dataDir, 'import', file);

    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`^Error: siteCareReports\\[${last}\\]\\.siteCareScheduleGuid: `));
    expect(await rowCounts(testDb.db)).toEqual(before);
    expect(await exportDocument(testDb.db)).toEqual(exported);
  });

  it('backs up, and restores the copy into a new file and over the live one, row for row', async () => {
    const atBackup = await rowCounts(testDb.db);
    const backupFile = path.join(dir, 'portal-backup.db');

    const backup = await runAdmin(url, testDb.dataDir, 'backup', backupFile);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backed up to ${backupFile}.`);
    expect(existsSync(`${backupFile}.partial`)).toBe(false);
    // It holds password hashes and every client's data: readable by the owner only.
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);

    await addEvents(testDb.db, 5);
    expect((await rowCounts(testDb.db)).events).toBe(atBackup.events! + 5);

    const elsewhere = path.join(dir, 'restored', 'portal.db');
    const restored = await runAdmin(`sqlite:${elsewhere}`, dir, 'restore', backupFile);
    expect(restored.code, restored.stderr).toBe(0);
    const copy = openDatabase({ kind: 'sqlite', file: elsewhere });
    try {
      expect(await rowCounts(copy.db)).toEqual(atBackup);
      expect(copy.sqlite!.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(await exportDocument(copy.db)).toEqual(await exportDocument(testDb.db));
    } finally {
      await copy.db.destroy();
    }

    const overLive = await runAdmin(url, testDb.dataDir, 'restore', backupFile);
    expect(overLive.code, overLive.stderr).toBe(0);
    expect(await rowCounts(testDb.db)).toEqual(atBackup);
  });

  it('refuses to overwrite an existing file, and to restore a file that is not a backup', async () => {
    const existing = path.join(dir, 'existing.db');
    writeFileSync(existing, 'precious');
    const overwrite = await runAdmin(url, testDb.dataDir, 'backup', existing);
    expect(overwrite.code).toBe(1);
    expect(overwrite.stderr).toContain('already exists');
    expect(readFileSync(existing, 'utf8')).toBe('precious');

    const before = await rowCounts(testDb.db);
    const junk = await runAdmin(url, testDb.dataDir, 'restore', existing);
    expect(junk.code).toBe(1);
    expect(junk.stderr).toMatch(/^Error: .*existing\.db: not a SQLite database/);
    const missing = await runAdmin(url, testDb.dataDir, 'restore', path.join(dir, 'nope.db'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no such file');
    expect(await rowCounts(testDb.db)).toEqual(before);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'the admin CLI on PostgreSQL: backup and restore',
  { timeout: PROCESS_TEST_TIMEOUT_MS },
  () => {
    const base = process.env.TEST_DATABASE_URL!;
    const names = [`backup_src_${randomBytes(4).toString('hex')}`, `backup_dst_${randomBytes(4).toString('hex')}`];
    const urlOf = (name: string) => {
      const url = new URL(base);
      url.pathname = `/${name}`;
      return url.toString();
    };
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    let dir: string;
    beforeAll(async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'client-portal-pg-backup-'));
      for (const name of names) await admin(`CREATE DATABASE "${name}"`);
    });
    afterAll(async () => {
      for (const name of names) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      rmSync(dir, { recursive: true, force: true });
    });

    /** Backs the live database up, writes rows after it, and restores the backup over it: its rows are those backed up. */
    const restoresOverItself = async (url: string, live: Db, fileName: string) => {
      const atBackup = await rowCounts(live);
      const file = path.join(dir, fileName);
      const backup = await runAdmin(url, dir, 'backup', file);
      expect(backup.code, backup.stderr).toBe(0);
      await addEvents(live, 3);

      const restore = await runAdmin(url, dir, 'restore', file);

      expect(restore.code, restore.stderr).toBe(0);
      expect(await rowCounts(live)).toEqual(atBackup);
    };

    it('restores over the live database as its owner, leaving alone the search extension a superuser installed', async () => {
      // As on a server where the database administrator installed pg_trgm and the portal's own role owns the
      // database: only the extension's owner may drop it, as pg_restore --clean would, so the restore must not try.
      const name = `backup_own_${randomBytes(4).toString('hex')}`;
      await admin(`CREATE ROLE "${name}" LOGIN`);
      await admin(`CREATE DATABASE "${name}" OWNER "${name}"`);
      const superuser = new URL(urlOf(name));
      const owner = new URL(urlOf(name));
      owner.username = name;
      const client = new pg.Client({ connectionString: superuser.toString() });
      await client.connect();
      const live = openDatabase({ kind: 'postgres', url: owner.toString(), poolSize: 2, connectTimeoutMs: 5000 });
      try {
        await client.query('CREATE EXTENSION pg_trgm');
        // One whose name the backup's list quotes ("uuid-ossp"), as any other administrator's extension may be.
        await client.query('CREATE EXTENSION "uuid-ossp"');
        expect((await runAdmin(owner.toString(), dir, 'seed')).code).toBe(0);
        await restoresOverItself(owner.toString(), live.db, 'owned.dump');
        // The inbox search's index came back with its table.
        const indexes = await client.query<{ indexname: string }>(
          "select indexname from pg_indexes where indexname like 'ticket_search%' order by 1",
        );
        expect(indexes.rows.map((row) => row.indexname)).toEqual(['ticket_search_document_idx', 'ticket_search_pkey']);
      } finally {
        await live.db.destroy();
        await client.end();
        await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin(`DROP ROLE IF EXISTS "${name}"`);
      }
    });

    it('restores a portal that runs in a schema of its own, which also holds the search extension', async () => {
      // `search_path=portal` (docs/deploy.md), where the role may not create in `public`: pg_trgm goes into the portal's
      // own schema, which a restore must then leave in place.
      const name = `backup_schema_${randomBytes(4).toString('hex')}`;
      await admin(`CREATE DATABASE "${name}"`);
      const url = new URL(urlOf(name));
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      url.searchParams.set('options', '-c search_path=portal');
      const live = openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2, connectTimeoutMs: 5000 });
      try {
        await client.query('CREATE SCHEMA portal');
        await client.query('CREATE EXTENSION pg_trgm WITH SCHEMA portal');
        expect((await runAdmin(url.toString(), dir, 'seed')).code).toBe(0);
        const installed = await client.query<{ schema: string }>(
          "select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'",
        );
        expect(installed.rows).toEqual([{ schema: 'portal' }]);
        await restoresOverItself(url.toString(), live.db, 'schema.dump');
      } finally {
        await live.db.destroy();
        await client.end();
        await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }
    });

    it('backs up with pg_dump and restores into another database, row for row', async () => {
      const [source, target] = names.map(urlOf) as [string, string];
      expect((await runAdmin(source, dir, 'seed')).code).toBe(0);
      const live = openDatabase({ kind: 'postgres', url: source, poolSize: 2, connectTimeoutMs: 5000 });
      try {
        const atBackup = await rowCounts(live.db);
        const file = path.join(dir, 'portal.dump');
        const backup = await runAdmin(source, dir, 'backup', file);
        expect(backup.code, backup.stderr).toBe(0);
        await addEvents(live.db, 3);

        const restore = await runAdmin(target, dir, 'restore', file);
        expect(restore.code, restore.stderr).toBe(0);
        const copy = openDatabase({ kind: 'postgres', url: target, poolSize: 2, connectTimeoutMs: 5000 });
        try {
          expect(await rowCounts(copy.db)).toEqual(atBackup);
          expect(await exportDocument(copy.db)).toEqual(await exportDocument(live.db));
        } finally {
          await copy.db.destroy();
        }
      } finally {
        await live.db.destroy();
      }
    });
  },
);

import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportDocument } from '../src/admin/export-data.js';
import { DEMO_SEED_FILE } from '../src/admin/seed.js';
import { openDatabase, type Db } from '../src/db/database.js';
import { verifyPassword } from '../src/lib/password.js';
import { CLIENT, OTHER, PROJECTS, readDemoDocument } from './helpers/demo-seed.js';
import { TEST_JWT_SECRET } from './helpers/test-app.js';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `npx tsx src/admin/cli.ts`, without npx's own start-up cost.
const TSX_CLI = path.resolve(API_DIR, '../../node_modules/tsx/dist/cli.mjs');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

describe('the admin CLI against a SQLite DATABASE_URL', () => {
  let dir: string;
  let dbFile: string;
  let db: Db;

  async function admin(...args: string[]): Promise<Run> {
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [TSX_CLI, 'src/admin/cli.ts', ...args], {
        cwd: API_DIR,
        env: { PATH: process.env.PATH, DATABASE_URL: `sqlite:${dbFile}`, DATA_DIR: dir, JWT_SECRET: TEST_JWT_SECRET },
        timeout: 25_000,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code?: number; stdout?: string; stderr?: string };
      return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
    }
  }

  const user = (email: string) =>
    db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  const members = (projectGuid: string) =>
    db.selectFrom('project_users').select('user_guid').where('project_guid', '=', projectGuid).execute();

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'client-portal-cli-'));
    dbFile = path.join(dir, 'portal.db');
  });
  afterAll(async () => {
    await db?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('--help lists the commands', async () => {
    const run = await admin('--help');
    expect(run.code).toBe(0);
    for (const command of [
      'migrate',
      'import',
      'export',
      'user add',
      'user set-password',
      'user disable',
      'grant',
      'revoke',
    ]) {
      expect(run.stdout).toContain(command);
    }
  });

  it('migrate creates the database, naming the migrations it applied', async () => {
    const run = await admin('migrate');
    expect(run).toMatchObject({ code: 0, stdout: expect.stringContaining('Database is up to date.') });
    expect(run.stdout).toContain('Applied migration 2026-11-21-001-initial.');
    expect(run.stdout).toContain('Applied migration 2026-11-21-002-ticket-list-order.');
    const again = await admin('migrate');
    expect(again).toMatchObject({ code: 0, stdout: 'Database is up to date.\n' });
    db = openDatabase({ kind: 'sqlite', file: dbFile }).db;
    expect(await db.selectFrom('users').selectAll().execute()).toEqual([]);
  });

  it('import loads a data file and hashes its passwords', async () => {
    const run = await admin('import', DEMO_SEED_FILE);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Imported: 4 users, 3 projects, 5 dashboardPages, 8 tickets/);
    const client = await user(CLIENT.email);
    expect(await verifyPassword(CLIENT.password, client.password_hash!)).toBe(true);
  });

  it('import refuses a bad file naming the exact field, and exits 1', async () => {
    const doc = readDemoDocument();
    Object.assign(doc.projects[2]!, { status: 'on-fire' });
    const file = path.join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify(doc));
    const run = await admin('import', file);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Error: projects\[2\]\.status: /);
  });

  it('import refuses a file with bytes that are not UTF-8, naming the field, and changes nothing', async () => {
    const doc = readDemoDocument();
    const before = await exportDocument(db);
    const json = Buffer.from(JSON.stringify({ users: [{ ...doc.users[0], firstName: 'MARK' }] }));
    const at = json.indexOf('MARK');
    const file = path.join(dir, 'latin1.json');
    writeFileSync(file, Buffer.concat([json.subarray(0, at), Buffer.from([0xff, 0xfe]), json.subarray(at + 4)]));
    const run = await admin('import', file);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Error: users\[0\]\.firstName: must be valid UTF-8 text/);
    expect(await exportDocument(db)).toEqual(before);
  });

  it('export writes the whole document, without passwords', async () => {
    const file = path.join(dir, 'export.json');
    const run = await admin('export', file);
    expect(run.code, run.stderr).toBe(0);
    const text = readFileSync(file, 'utf8');
    expect(JSON.parse(text)).toEqual(await exportDocument(db));
    expect(text).not.toMatch(/password/i);
    expect(JSON.parse(text).tickets).toHaveLength(readDemoDocument().tickets.length);
  });

  it('user add creates a user with a hashed password', async () => {
    const run = await admin(
      'user',
      'add',
      '--email',
      'New.Person@Example.com',
      '--first',
      'New',
      '--last',
      'Person',
      '--password',
      'NewPerson1',
    );
    expect(run.code, run.stderr).toBe(0);
    const added = await user('new.person@example.com');
    expect(added).toMatchObject({ first_name: 'New', last_name: 'Person', disabled_at: null });
    expect(await verifyPassword('NewPerson1', added.password_hash!)).toBe(true);
  });

  it('user set-password sets a new password and revokes earlier tokens', async () => {
    const before = await user(CLIENT.email);
    const run = await admin('user', 'set-password', '--email', CLIENT.email, '--password', 'Changed-Pass9');
    expect(run.code, run.stderr).toBe(0);
    const after = await user(CLIENT.email);
    expect(await verifyPassword('Changed-Pass9', after.password_hash!)).toBe(true);
    expect(after.token_version).toBe(before.token_version + 1);
  });

  it('user disable disables sign-in and revokes earlier tokens', async () => {
    const before = await user(OTHER.email);
    const run = await admin('user', 'disable', '--email', OTHER.email);
    expect(run.code, run.stderr).toBe(0);
    const after = await user(OTHER.email);
    expect(after.disabled_at).not.toBeNull();
    expect(after.token_version).toBe(before.token_version + 1);
  });

  it('grant and revoke authorise and remove a user on a project', async () => {
    const { user_guid } = await user('new.person@example.com');
    const granted = await admin(
      'grant',
      '--email',
      'new.person@example.com',
      '--project',
      PROJECTS.intranet.toUpperCase(),
    );
    expect(granted.code, granted.stderr).toBe(0);
    expect(await members(PROJECTS.intranet)).toContainEqual({ user_guid });

    const revoked = await admin('revoke', '--email', 'new.person@example.com', '--project', PROJECTS.intranet);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(await members(PROJECTS.intranet)).not.toContainEqual({ user_guid });
  });
});

import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportDocument } from '../src/admin/export-data.js';
import { DEMO_SEED_FILE } from '../src/admin/seed.js';
import { openDatabase, type Db } from '../src/db/database.js';
import { verifyPassword } from '../src/lib/password.js';
import { CLIENT, OTHER, PROJECTS, readDemoDocument } from './helpers/demo-seed.js';
import { PROCESS_RUN_TIMEOUT_MS, PROCESS_TEST_TIMEOUT_MS } from './helpers/processes.js';
import { TEST_JWT_SECRET } from './helpers/test-app.js';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `npx tsx src/admin/cli.ts`, without npx's own start-up cost.
const TSX_CLI = path.resolve(API_DIR, '../../node_modules/tsx/dist/cli.mjs');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

describe('the admin CLI against a SQLite DATABASE_URL', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  let dir: string;
  let dbFile: string;
  let db: Db;

  const env = () => ({
    PATH: process.env.PATH,
    DATABASE_URL: `sqlite:${dbFile}`,
    DATA_DIR: dir,
    JWT_SECRET: TEST_JWT_SECRET,
  });

  /** `npm run admin -- …args` with `input` on standard input (a pipe, not a terminal). */
  function adminWithInput(input: string, ...args: string[]): Promise<Run> {
    return new Promise((resolve) => {
      const child = execFile(
        process.execPath,
        [TSX_CLI, 'src/admin/cli.ts', ...args],
        { cwd: API_DIR, env: env(), timeout: PROCESS_RUN_TIMEOUT_MS },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
          resolve({ code, stdout, stderr });
        },
      );
      child.stdin!.end(input);
    });
  }
  const admin = (...args: string[]) => adminWithInput('', ...args);

  /**
   * The CLI on a terminal (a pseudo-terminal made by util-linux `script`): each answer is typed once the prompt it
   * answers is on screen. Returns everything the terminal showed.
   */
  function adminOnTerminal(answers: Array<[prompt: string, typed: string]>, ...args: string[]): Promise<Run> {
    const command = [process.execPath, TSX_CLI, 'src/admin/cli.ts', ...args].map((a) => `'${a}'`).join(' ');
    return new Promise((resolve, reject) => {
      const child = spawn('script', ['-qfec', command, '/dev/null'], { cwd: API_DIR, env: env() });
      let screen = '';
      let answered = 0;
      const timer = setTimeout(() => {
        child.kill();
        reject(new Error(`no prompt "${answers[answered]?.[0]}" on the terminal:\n${screen}`));
      }, PROCESS_RUN_TIMEOUT_MS);
      child.stdout.on('data', (chunk: Buffer) => {
        screen += chunk.toString();
        const next = answers[answered];
        if (
          next &&
          screen.split(next[0]).length - 1 > answers.slice(0, answered).filter(([p]) => p === next[0]).length
        ) {
          answered++;
          child.stdin.write(`${next[1]}\r`);
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        resolve({ code: code ?? -1, stdout: screen, stderr: '' });
      });
    });
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
      expect(run.stderr).toContain(command);
    }
    expect(run.stdout).toBe('');
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
    expect(run.stdout).toMatch(/Imported: 5 users, 3 projects, 5 dashboardPages, 8 tickets/);
    const client = await user(CLIENT.email);
    expect(await verifyPassword(CLIENT.password, client.password_hash!)).toBe(true);
  });

  it('import refuses a bad file naming the exact field, and exits 1', async () => {
    const doc = readDemoDocument();
    Object.assign(doc.projects[2]!, { status: 'x'.repeat(51) });
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

  it('npm run admin -- export writes the JSON alone on standard output', async () => {
    const run = await new Promise<Run>((resolve) => {
      execFile(
        'npm',
        ['run', 'admin', '--', 'export'],
        { cwd: path.resolve(API_DIR, '../..'), env: env(), timeout: PROCESS_RUN_TIMEOUT_MS },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? -1) : 0, stdout, stderr }),
      );
    });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(await exportDocument(db));
  });

  it('user add reads the password from standard input, never from the command line', async () => {
    const run = await adminWithInput(
      'NewPerson1\n',
      'user',
      'add',
      '--email',
      'New.Person@Example.com',
      '--first',
      'New',
      '--last',
      'Person',
    );
    expect(run.code, run.stderr).toBe(0);
    const added = await user('new.person@example.com');
    expect(added).toMatchObject({ first_name: 'New', last_name: 'Person', disabled_at: null });
    expect(await verifyPassword('NewPerson1', added.password_hash!)).toBe(true);
    // The CLI hashes at the OWASP cost (scrypt N=2^14, r=8, p=5), whatever the tests use in-process.
    expect(added.password_hash).toMatch(/^scrypt\$16384\$8\$5\$/);
  });

  it('user add --role staff adds a staff member, and refuses a role that does not exist', async () => {
    const run = await admin('user', 'add', '--email', 'dana@agency.example', '--first', 'Dana', '--role', 'staff');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Staff member dana@agency.example added');
    expect((await user('dana@agency.example')).role).toBe('staff');
    const bad = await admin('user', 'add', '--email', 'eve@agency.example', '--first', 'Eve', '--role', 'owner');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--role must be one of client, staff, admin');
    expect(await db.selectFrom('users').select('email').where('email', '=', 'eve@agency.example').execute()).toEqual(
      [],
    );
  });

  it('user add with nothing on standard input adds a user who sets a password by reset link', async () => {
    const run = await admin('user', 'add', '--email', 'invited@example.com', '--first', 'Ivy');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('without a password');
    expect((await user('invited@example.com')).password_hash).toBeNull();
  });

  it('refuses --password on the command line and changes nothing', async () => {
    const before = await user(CLIENT.email);
    const run = await admin('user', 'set-password', '--email', CLIENT.email, '--password', 'Changed-Pass9');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Error: --password is not taken on the command line/);
    expect((await user(CLIENT.email)).password_hash).toBe(before.password_hash);
  });

  it('refuses a weak password from standard input, naming the rule, and changes nothing', async () => {
    const before = await user(CLIENT.email);
    const run = await adminWithInput('short\n', 'user', 'set-password', '--email', CLIENT.email);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Error: password: /);
    expect((await user(CLIENT.email)).password_hash).toBe(before.password_hash);
  });

  it('user set-password on a terminal asks twice without showing what is typed, and revokes earlier tokens', async () => {
    const before = await user(CLIENT.email);
    const run = await adminOnTerminal(
      [
        ['Password', 'Changed-Pass9'],
        ['Repeat it', 'Changed-Pass9'],
      ],
      'user',
      'set-password',
      '--email',
      CLIENT.email,
    );
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain('Password set for client@example.com');
    expect(run.stdout).not.toContain('Changed-Pass9');
    const after = await user(CLIENT.email);
    expect(await verifyPassword('Changed-Pass9', after.password_hash!)).toBe(true);
    expect(after.token_version).toBe(before.token_version + 1);
  });

  it('user set-password on a terminal refuses two different entries and changes nothing', async () => {
    const before = await user(CLIENT.email);
    const run = await adminOnTerminal(
      [
        ['Password', 'Another-Pass9'],
        ['Repeat it', 'Another-Pass8'],
      ],
      'user',
      'set-password',
      '--email',
      CLIENT.email,
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('the two passwords differ');
    expect((await user(CLIENT.email)).password_hash).toBe(before.password_hash);
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

  it('copy --to brings every row into another, empty database, and refuses one that already holds data', async () => {
    const copyFile = path.join(dir, 'moved', 'portal.db');
    const first = await admin('copy', '--to', `sqlite:${copyFile}`);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/Copied \d+ rows into .*moved\/portal\.db\./);
    const copy = openDatabase({ kind: 'sqlite', file: copyFile });
    try {
      expect(await exportDocument(copy.db)).toEqual(await exportDocument(db));
      // Passwords come along: the export leaves them out.
      const hashOf = (handle: Db) =>
        handle.selectFrom('users').select('password_hash').where('email', '=', CLIENT.email).executeTakeFirstOrThrow();
      expect(await hashOf(copy.db)).toEqual(await hashOf(db));
    } finally {
      await copy.db.destroy();
    }

    const again = await admin('copy', '--to', `sqlite:${copyFile}`);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Error: The target database already holds data \(users: \d+ rows\)/);
    const itself = await admin('copy', '--to', `sqlite:${dbFile}`);
    expect(itself.code).toBe(1);
    expect(itself.stderr).toContain('--to names the configured database itself');
    const withPassword = await admin('copy', '--to', 'postgres://portal:s3cret@127.0.0.1:1/portal');
    expect(withPassword.code).toBe(1);
    expect(withPassword.stderr).toContain('--to carries a password');
    expect(withPassword.stderr).not.toContain('s3cret');
    const missing = await admin('copy');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('--to is required');
  });
});

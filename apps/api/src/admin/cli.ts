import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { NewPassword, UserRole } from '@client-portal/contract';
import { read } from 'read';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { openDatabase, type DatabaseHandle, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { findUserByEmail } from '../domain/users/find-user-by-email.js';
import { normaliseEmail } from '../domain/users/email.js';
import { setPasswordHash } from '../domain/users/set-password-hash.js';
import { hashPassword } from '../lib/password.js';
import { fromInvocationDir } from '../lib/invocation-path.js';
import { PRIVATE_FILE_MODE } from '../lib/private-files.js';
import { formatPath, parseJsonText, TextError } from '../lib/text.js';
import { nowIso } from '../lib/time.js';
import { BackupError, backupDatabase, restoreDatabase } from './backup.js';
import { CopyError, copyDatabase } from './copy-database.js';
import { exportDocument } from './export-data.js';
import { ImportError, importDocument, parseImportDocument } from './import-data.js';
import { seedDemoIfEmpty } from './seed.js';

class UsageError extends Error {}

type Options = Record<string, string | boolean | undefined>;

/** What a command gets: the database, the configuration, its argument (a file, or a word for `user`) and options. */
interface CommandContext {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  arg: string | undefined;
  options: Options;
  migrated: Awaited<ReturnType<typeof migrateToLatest>>;
}

interface Command {
  usage: string;
  summary: string;
  run(context: CommandContext): Promise<void>;
}

function required(options: Options, name: string): string {
  const value = options[name];
  if (typeof value !== 'string' || !value) throw new UsageError(`--${name} is required`);
  return value;
}

async function userGuidOf(db: Db, email: string): Promise<string> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new UsageError(`No user with email ${email}`);
  return user.user_guid;
}

/**
 * A password never comes from the command line (npm echoes it, and it stays in shell history). On a terminal it is
 * typed twice without echo; otherwise it is the first line of standard input (`… < file`, or a secret manager's pipe).
 * Empty means none: allowed only where `optional` (a new user then sets one by reset link).
 */
async function readPassword({ optional }: { optional: boolean }): Promise<string | undefined> {
  let password: string;
  if (process.stdin.isTTY) {
    const hint = optional ? ' (empty: the user sets one by reset link)' : '';
    password = await read({ prompt: `Password${hint}: `, silent: true, replace: '*', output: process.stderr });
    if (
      password &&
      password !== (await read({ prompt: 'Repeat it: ', silent: true, replace: '*', output: process.stderr }))
    ) {
      throw new UsageError('the two passwords differ; nothing changed');
    }
  } else {
    password = (await text(process.stdin)).split(/\r?\n/)[0] ?? '';
  }
  if (!password) {
    if (optional) return undefined;
    throw new UsageError('a password is required: type it at the prompt, or give it on standard input');
  }
  return password;
}

async function checkedPasswordHash(password: string): Promise<string> {
  const result = NewPassword.safeParse(password);
  if (!result.success) throw new UsageError(`password: ${result.error.issues[0]!.message}`);
  return hashPassword(password);
}

const formatCounts = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([table, n]) => `${n} ${table}`)
    .join(', ');

function needsFile(command: string, arg: string | undefined, example: string): string {
  if (!arg) throw new UsageError(`${command} needs a file: npm run admin -- ${command} ${example}`);
  return arg;
}

async function importFile({ db, arg }: CommandContext): Promise<void> {
  const file = needsFile('import', arg, 'data.json');
  let json: unknown;
  try {
    // What the text holds (U+0000, lone surrogates) is checked with the document's shape, in parseImportDocument.
    json = parseJsonText(readFileSync(file), JSON.parse);
  } catch (error) {
    if (error instanceof TextError) throw new ImportError(`${formatPath(error.path) || file}: ${error.problem}`);
    throw new ImportError(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const summary = await importDocument(db, parseImportDocument(json));
  console.log(`Imported: ${formatCounts({ ...summary })}`);
}

async function exportFile({ db, arg }: CommandContext): Promise<void> {
  const text = JSON.stringify(await exportDocument(db), null, 2) + '\n';
  if (!arg) {
    process.stdout.write(text);
    return;
  }
  // Every client's data (no passwords): owner only, as the database itself.
  writeFileSync(arg, text, { mode: PRIVATE_FILE_MODE });
  console.log(`Exported to ${arg}`);
}

async function addUser({ db, options }: CommandContext, email: string): Promise<void> {
  if (await findUserByEmail(db, email)) throw new UsageError(`A user with email ${email} already exists`);
  const firstName = required(options, 'first');
  const role = UserRole.safeParse(options.role ?? 'client');
  if (!role.success) throw new UsageError(`--role must be one of ${UserRole.options.join(', ')}`);
  const password = await readPassword({ optional: true });
  await db
    .insertInto('users')
    .values({
      user_guid: randomUUID(),
      email,
      first_name: firstName,
      last_name: typeof options.last === 'string' ? options.last : '',
      password_hash: password ? await checkedPasswordHash(password) : null,
      created_at: nowIso(),
      role: role.data,
    })
    .execute();
  console.log(
    `${role.data === 'client' ? 'User' : role.data === 'staff' ? 'Staff member' : 'Admin'} ${email} added${password ? '' : ' without a password: they set one with "Forgot your password?"'}.`,
  );
}

async function setUserPassword({ db }: CommandContext, email: string): Promise<void> {
  const userGuid = await userGuidOf(db, email);
  const password = (await readPassword({ optional: false }))!;
  await setPasswordHash(db, userGuid, await checkedPasswordHash(password));
  await db.updateTable('users').set({ disabled_at: null }).where('user_guid', '=', userGuid).execute();
  console.log(`Password set for ${email}; earlier sign-ins are signed out.`);
}

async function disableUser({ db }: CommandContext, email: string): Promise<void> {
  const userGuid = await userGuidOf(db, email);
  await db
    .updateTable('users')
    .set((eb) => ({ disabled_at: nowIso(), token_version: eb('token_version', '+', 1) }))
    .where('user_guid', '=', userGuid)
    .execute();
  console.log(`User ${email} disabled.`);
}

const USER_ACTIONS: Record<string, (context: CommandContext, email: string) => Promise<void>> = {
  add: addUser,
  'set-password': setUserPassword,
  disable: disableUser,
};

async function userCommand(context: CommandContext): Promise<void> {
  const email = normaliseEmail(required(context.options, 'email'));
  const action = context.arg ? USER_ACTIONS[context.arg] : undefined;
  if (!action) throw new UsageError('user needs add, set-password or disable');
  await action(context, email);
}

/** The project named by --project, lower-cased as stored; a usage error when there is none. */
async function projectOf(db: Db, options: Options): Promise<string> {
  const projectGuid = required(options, 'project').toLowerCase();
  const project = await db
    .selectFrom('projects')
    .select('project_guid')
    .where('project_guid', '=', projectGuid)
    .executeTakeFirst();
  if (!project) throw new UsageError(`No project ${projectGuid}`);
  return projectGuid;
}

async function grant({ db, options }: CommandContext): Promise<void> {
  const userGuid = await userGuidOf(db, required(options, 'email'));
  const projectGuid = await projectOf(db, options);
  await db
    .insertInto('project_users')
    .values({ project_guid: projectGuid, user_guid: userGuid })
    .onConflict((oc) => oc.doNothing())
    .execute();
  console.log('Granted.');
}

async function revoke({ db, options }: CommandContext): Promise<void> {
  const userGuid = await userGuidOf(db, required(options, 'email'));
  const projectGuid = await projectOf(db, options);
  await db
    .deleteFrom('project_users')
    .where('project_guid', '=', projectGuid)
    .where('user_guid', '=', userGuid)
    .execute();
  console.log('Revoked.');
}

async function backup({ config, database, arg }: CommandContext): Promise<void> {
  const file = needsFile('backup', arg, 'portal-backup.db');
  const { rowCounts } = await backupDatabase(config.database, database, file);
  console.log(`Backed up to ${file}.`);
  if (Object.keys(rowCounts).length) console.log(`Rows: ${formatCounts(rowCounts)}`);
}

async function restore({ config, db, arg }: CommandContext): Promise<void> {
  const file = needsFile('restore', arg, 'portal-backup.db');
  const { rowCounts } = await restoreDatabase(config.database, file);
  // A backup taken before a later release is brought up to the current schema.
  await migrateToLatest(db);
  console.log(`Restored from ${file}.`);
  if (Object.keys(rowCounts).length) console.log(`Rows: ${formatCounts(rowCounts)}`);
}

/** `copy --to <DATABASE_URL>`: every row into another, empty database (copy-database.ts). */
async function copy({ config, db, options }: CommandContext): Promise<void> {
  const url = required(options, 'to');
  if (url.startsWith('postgres') && URL.canParse(url) && new URL(url).password) {
    throw new UsageError(
      '--to carries a password, which npm shows and the shell history keeps: give it in the PGPASSWORD environment variable',
    );
  }
  const to = loadConfig({ ...process.env, DATABASE_URL: url }).database;
  if (JSON.stringify(to) === JSON.stringify(config.database)) {
    throw new UsageError('--to names the configured database itself: give the database to copy into');
  }
  const target = openDatabase(to);
  try {
    const copied = await copyDatabase(db, target.db, (table, rows) => console.log(`  ${table}: ${rows}`));
    const where = to.kind === 'sqlite' ? to.file : 'the PostgreSQL database';
    console.log(`Copied ${Object.values(copied).reduce((a, b) => a + b, 0)} rows into ${where}.`);
  } finally {
    await target.db.destroy();
  }
}

/** Every command, in the order --help lists them. */
const COMMANDS: Record<string, Command> = {
  migrate: {
    usage: 'migrate',
    summary: 'Apply database migrations',
    async run({ migrated }) {
      for (const { migrationName } of migrated.results ?? []) console.log(`Applied migration ${migrationName}.`);
      console.log('Database is up to date.');
    },
  },
  seed: {
    usage: 'seed',
    summary: 'Import the demo data into an empty database',
    async run({ db }) {
      console.log((await seedDemoIfEmpty(db)) ? 'Demo data imported.' : 'Database is not empty; nothing seeded.');
    },
  },
  import: { usage: 'import <file.json>', summary: 'Upsert an agency data file (one transaction)', run: importFile },
  export: {
    usage: 'export [file.json]',
    summary: 'Write all data (no passwords) to a file or stdout',
    run: exportFile,
  },
  user: {
    usage:
      'user add --email E --first F --last L [--role client|staff|admin]\n  user set-password --email E\n  user disable --email E',
    summary:
      'Add a user; set a password (signs the user out everywhere); disable sign-in and revoke every token.\n' +
      '      The password is asked for without echo, or read from the first line of standard input.',
    run: userCommand,
  },
  grant: { usage: 'grant --email E --project GUID', summary: 'Authorise a user on a project', run: grant },
  revoke: { usage: 'revoke --email E --project GUID', summary: 'Remove a user from a project', run: revoke },
  backup: {
    usage: 'backup <file>',
    summary: 'Consistent online copy (SQLite backup API; pg_dump for PostgreSQL)',
    run: backup,
  },
  copy: {
    usage: 'copy --to <DATABASE_URL>',
    summary:
      'Copy every row into another, empty database (SQLite to PostgreSQL, or back): passwords, files, monitors\n' +
      '      and history included; one transaction, so a failed copy leaves the target empty',
    run: copy,
  },
  restore: {
    usage: 'restore <file>',
    summary: 'Replace the database with a backup (stop the server first)',
    run: restore,
  },
};

const HELP = [
  'Client Portal administration',
  '',
  'Usage: npm run admin -- <command> [options]',
  '',
  'Commands:',
  ...Object.values(COMMANDS).map(({ usage, summary }) => `  ${usage}\n      ${summary}`),
  '',
  'The database is chosen by DATABASE_URL (default: SQLite at ./data/portal.db).',
].join('\n');

async function run(argv: string[]): Promise<void> {
  if (argv.some((a) => a === '--password' || a.startsWith('--password='))) {
    throw new UsageError(
      '--password is not taken on the command line (it would be shown and kept in shell history): ' +
        'type it when asked, or give it on standard input',
    );
  }
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      email: { type: 'string' },
      first: { type: 'string' },
      last: { type: 'string' },
      project: { type: 'string' },
      role: { type: 'string' },
      to: { type: 'string' },
    },
  });
  const [name, argument] = positionals;
  // Help is not a command's output: standard output stays for what a command writes (the export's JSON).
  if (values.help || !name || name === 'help') {
    console.error(HELP);
    return;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) throw new UsageError(`Unknown command "${name}". Run with --help for the list.`);
  // File arguments are relative to where npm was run; `user` takes a word (add, disable...), not a file.
  const arg = argument && name !== 'user' ? fromInvocationDir(argument) : argument;

  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    const migrated = await migrateToLatest(database.db);
    await command.run({ config, database, db: database.db, arg, options: values, migrated });
  } finally {
    await database.db.destroy();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (
    error instanceof UsageError ||
    error instanceof ImportError ||
    error instanceof ConfigError ||
    error instanceof BackupError ||
    error instanceof CopyError
  ) {
    console.error(`Error: ${error.message}`);
  } else {
    console.error('Error:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});

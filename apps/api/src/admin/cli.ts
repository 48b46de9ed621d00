import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { NewPassword } from '@client-portal/contract';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { findUserByEmail, normaliseEmail, setPasswordHash } from '../domain/users.repository.js';
import { hashPassword } from '../lib/password.js';
import { fromInvocationDir } from '../lib/invocation-path.js';
import { PRIVATE_FILE_MODE } from '../lib/private-files.js';
import { formatPath, parseJsonText, TextError } from '../lib/text.js';
import { nowIso } from '../lib/time.js';
import { BackupError, backupDatabase, restoreDatabase } from './backup.js';
import { exportDocument } from './export-data.js';
import { ImportError, importDocument, parseImportDocument } from './import-data.js';
import { seedDemoIfEmpty } from './seed.js';

const HELP = `Client Portal administration

Usage: npm run admin -- <command> [options]

Commands:
  migrate                                   Apply database migrations
  seed                                      Import the demo data into an empty database
  import <file.json>                        Upsert an agency data file (one transaction)
  export [file.json]                        Write all data (no passwords) to a file or stdout
  user add --email E --first F --last L [--password P]
  user set-password --email E --password P  Set a password; signs the user out everywhere
  user disable --email E                    Disable sign-in and revoke every token
  grant --email E --project GUID            Authorise a user on a project
  revoke --email E --project GUID           Remove a user from a project
  backup <file>                             Consistent online copy (SQLite backup API; pg_dump for PostgreSQL)
  restore <file>                            Replace the database with a backup (stop the server first)

The database is chosen by DATABASE_URL (default: SQLite at ./data/portal.db).`;

class UsageError extends Error {}

function required(values: Record<string, string | boolean | undefined>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || !value) throw new UsageError(`--${name} is required`);
  return value;
}

async function userGuidOf(db: Db, email: string): Promise<string> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new UsageError(`No user with email ${email}`);
  return user.user_guid;
}

async function checkedPasswordHash(password: string): Promise<string> {
  const result = NewPassword.safeParse(password);
  if (!result.success) throw new UsageError(`--password: ${result.error.issues[0]!.message}`);
  return hashPassword(password);
}

const formatCounts = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([table, n]) => `${n} ${table}`)
    .join(', ');

async function run(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      email: { type: 'string' },
      first: { type: 'string' },
      last: { type: 'string' },
      password: { type: 'string' },
      project: { type: 'string' },
    },
  });
  const [command, subcommand] = positionals;
  // File arguments are relative to where npm was run; `user` takes a word (add, disable...), not a file.
  const sub = subcommand && command !== 'user' ? fromInvocationDir(subcommand) : subcommand;
  if (values.help || !command || command === 'help') {
    console.log(HELP);
    return;
  }

  const config = loadConfig();
  const database = openDatabase(config.database);
  const { db } = database;
  try {
    const migrated = await migrateToLatest(db);
    switch (command) {
      case 'migrate':
        for (const { migrationName } of migrated.results ?? []) console.log(`Applied migration ${migrationName}.`);
        console.log('Database is up to date.');
        break;
      case 'seed':
        console.log((await seedDemoIfEmpty(db)) ? 'Demo data imported.' : 'Database is not empty; nothing seeded.');
        break;
      case 'import': {
        if (!sub) throw new UsageError('import needs a file: npm run admin -- import data.json');
        let json: unknown;
        try {
          json = parseJsonText(readFileSync(sub), JSON.parse);
        } catch (error) {
          if (error instanceof TextError) throw new ImportError(`${formatPath(error.path) || sub}: ${error.problem}`);
          throw new ImportError(`${sub}: not valid JSON (${(error as Error).message})`);
        }
        const summary = await importDocument(db, parseImportDocument(json));
        console.log(
          `Imported: ${Object.entries(summary)
            .map(([k, v]) => `${v} ${k}`)
            .join(', ')}`,
        );
        break;
      }
      case 'export': {
        const text = JSON.stringify(await exportDocument(db), null, 2) + '\n';
        if (sub) {
          // Every client's data (no passwords): owner only, as the database itself.
          writeFileSync(sub, text, { mode: PRIVATE_FILE_MODE });
          console.log(`Exported to ${sub}`);
        } else {
          process.stdout.write(text);
        }
        break;
      }
      case 'user': {
        const email = normaliseEmail(required(values, 'email'));
        if (sub === 'add') {
          if (await findUserByEmail(db, email)) throw new UsageError(`A user with email ${email} already exists`);
          await db
            .insertInto('users')
            .values({
              user_guid: randomUUID(),
              email,
              first_name: required(values, 'first'),
              last_name: typeof values.last === 'string' ? values.last : '',
              password_hash: values.password ? await checkedPasswordHash(values.password) : null,
              created_at: nowIso(),
            })
            .execute();
          console.log(`User ${email} added.`);
        } else if (sub === 'set-password') {
          const userGuid = await userGuidOf(db, email);
          await setPasswordHash(db, userGuid, await checkedPasswordHash(required(values, 'password')));
          await db.updateTable('users').set({ disabled_at: null }).where('user_guid', '=', userGuid).execute();
          console.log(`Password set for ${email}; earlier sign-ins are signed out.`);
        } else if (sub === 'disable') {
          const userGuid = await userGuidOf(db, email);
          await db
            .updateTable('users')
            .set((eb) => ({ disabled_at: nowIso(), token_version: eb('token_version', '+', 1) }))
            .where('user_guid', '=', userGuid)
            .execute();
          console.log(`User ${email} disabled.`);
        } else {
          throw new UsageError('user needs add, set-password or disable');
        }
        break;
      }
      case 'grant':
      case 'revoke': {
        const userGuid = await userGuidOf(db, required(values, 'email'));
        const projectGuid = required(values, 'project').toLowerCase();
        const project = await db
          .selectFrom('projects')
          .select('project_guid')
          .where('project_guid', '=', projectGuid)
          .executeTakeFirst();
        if (!project) throw new UsageError(`No project ${projectGuid}`);
        if (command === 'grant') {
          await db
            .insertInto('project_users')
            .values({ project_guid: projectGuid, user_guid: userGuid })
            .onConflict((oc) => oc.doNothing())
            .execute();
        } else {
          await db
            .deleteFrom('project_users')
            .where('project_guid', '=', projectGuid)
            .where('user_guid', '=', userGuid)
            .execute();
        }
        console.log(`${command === 'grant' ? 'Granted' : 'Revoked'}.`);
        break;
      }
      case 'backup': {
        if (!sub) throw new UsageError('backup needs a file: npm run admin -- backup portal-backup.db');
        const { rowCounts } = await backupDatabase(config.database, database, sub);
        console.log(`Backed up to ${sub}.`);
        if (Object.keys(rowCounts).length) console.log(`Rows: ${formatCounts(rowCounts)}`);
        break;
      }
      case 'restore': {
        if (!sub) throw new UsageError('restore needs a file: npm run admin -- restore portal-backup.db');
        const { rowCounts } = await restoreDatabase(config.database, sub);
        // A backup taken before a later release is brought up to the current schema.
        await migrateToLatest(db);
        console.log(`Restored from ${sub}.`);
        if (Object.keys(rowCounts).length) console.log(`Rows: ${formatCounts(rowCounts)}`);
        break;
      }
      default:
        throw new UsageError(`Unknown command "${command}". Run with --help for the list.`);
    }
  } finally {
    await db.destroy();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (
    error instanceof UsageError ||
    error instanceof ImportError ||
    error instanceof ConfigError ||
    error instanceof BackupError
  ) {
    console.error(`Error: ${error.message}`);
  } else {
    console.error('Error:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});

import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { rebuildTicketSearch } from '../domain/ticket-search/rebuild-ticket-search.js';

export class CopyError extends Error {}

/**
 * Tables the target writes from the copied rows instead: the inbox search's documents, which are kept in each
 * database's own form (SQLite's FTS5 index keeps no text to read back; the words SQLite keeps beside it are written
 * with it).
 */
export const REBUILT_TABLES = ['ticket_search'] as const;

/**
 * Every table of the portal's data, each after the tables its rows refer to (no table refers to itself). Left out:
 * the migration tables, which the target has of its own. A test checks this list against the
 * migrated schema, so a table a migration adds cannot be left behind.
 */
export const COPIED_TABLES = [
  'users',
  'settings',
  'site_care_schedules',
  'site_care_reports',
  'projects',
  'project_users',
  'dashboard_pages',
  'tickets',
  'ticket_updates',
  'attachments',
  'attachment_chunks',
  'events',
  'password_resets',
  'audit_log',
  'two_factor_recovery_codes',
  'notification_opt_outs',
  'notification_batches',
  'notifications',
  'monitors',
  'monitor_status',
  'monitor_results',
  'monitor_hourly',
  'monitor_incidents',
  'alert_channels',
  'project_alerts',
  'project_alert_channels',
  'alert_deliveries',
  'alert_attempts',
  'maintenance_windows',
  'inbound_emails',
  'inbound_mailboxes',
  'saved_replies',
  'ticket_tags',
  'api_tokens',
] as const;

/** Rows read from the source at a time: at most 25 MiB of files (CHUNK_BYTES each), fewer round trips elsewhere. */
const READ_ROWS = 100;
/** A message read from the mailbox is kept whole (up to MAIL_IN_MAX_MB): a few at a time. */
const READ_ROWS_OF: Partial<Record<(typeof COPIED_TABLES)[number], number>> = { inbound_emails: 2 };
/** Bound values per insert: under SQLite's limit (32,766) and PostgreSQL's (65,535). */
const MAX_VALUES = 30_000;
/** Bytes per insert: far under PostgreSQL's 1 GiB message, and what the process holds at once. */
const MAX_BYTES = 16 * 1024 * 1024;

type Row = Record<string, unknown>;
/** The tables by name alone: each is copied column for column, whatever its columns are. */
type AnyTables = Kysely<Record<string, Row>>;

const sizeOf = (row: Row) =>
  Object.values(row).reduce<number>(
    (bytes, value) =>
      bytes + (Buffer.isBuffer(value) ? value.length : typeof value === 'string' ? Buffer.byteLength(value) : 8),
    0,
  );

/** Refuses a target holding any row, before anything (its migration included) is written to it. */
async function assertEmpty(to: AnyTables): Promise<void> {
  const existing = new Set((await to.introspection.getTables()).map((table) => table.name));
  for (const table of COPIED_TABLES.filter((name) => existing.has(name))) {
    const held = await to
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(held.n) > 0) {
      throw new CopyError(
        `The target database already holds data (${table}: ${Number(held.n)} rows). Copy into an empty database ` +
          '(one no server has started on with SEED_DEMO=true).',
      );
    }
  }
}

/**
 * `npm run admin -- copy --to <DATABASE_URL>`: every row of the configured database into another, empty one of
 * either kind, in one transaction on the target: how a portal moves from SQLite to PostgreSQL (or back) with its
 * passwords, sign-in factors, files, monitors and history. A target that already holds data is refused untouched; an
 * empty one is migrated to the current schema first. A failure names the table and leaves the target without a row.
 * Returns the rows copied per table.
 */
export async function copyDatabase(
  source: Db,
  target: Db,
  progress: (table: string, rows: number) => void = () => {},
): Promise<Record<string, number>> {
  const from = source as unknown as AnyTables;
  const to = target as unknown as AnyTables;
  await assertEmpty(to);
  await migrateToLatest(target);
  const copied: Record<string, number> = {};
  // One snapshot of the source (writes made meanwhile, by a server left running, are not half in the copy), written
  // in one transaction.
  const snapshot = from.transaction().setIsolationLevel('repeatable read').setAccessMode('read only');
  await snapshot.execute((read) =>
    to.transaction().execute(async (trx) => {
      for (const table of COPIED_TABLES) {
        let rows: Row[] = [];
        let bytes = 0;
        let count = 0;
        const flush = async () => {
          if (rows.length === 0) return;
          await trx.insertInto(table).values(rows).execute();
          count += rows.length;
          rows = [];
          bytes = 0;
        };
        try {
          for await (const row of read
            .selectFrom(table)
            .selectAll()
            .stream(READ_ROWS_OF[table] ?? READ_ROWS)) {
            rows.push(row);
            bytes += sizeOf(row);
            if ((rows.length + 1) * Object.keys(row).length > MAX_VALUES || bytes >= MAX_BYTES) await flush();
          }
          await flush();
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          throw new CopyError(`Copying ${table} failed: ${reason}. Nothing was copied.`, { cause: error });
        }
        copied[table] = count;
        progress(table, count);
      }
      await rebuildTicketSearch(trx);
    }),
  );
  return copied;
}

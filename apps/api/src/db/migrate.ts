import { Migrator, PostgresAdapter, sql, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import * as initial from './migrations/2026-11-21-001-initial.js';
import * as ticketListOrder from './migrations/2026-11-21-002-ticket-list-order.js';
import * as dataVersion from './migrations/2026-11-25-003-data-version.js';
import * as agencyWorkspace from './migrations/2026-11-26-004-agency-workspace.js';
import * as agencyManagement from './migrations/2026-11-27-005-agency-management.js';
import * as twoFactor from './migrations/2026-11-28-006-two-factor.js';
import * as clientParticipation from './migrations/2026-11-29-007-client-participation.js';
import * as uptimeMonitors from './migrations/2026-11-30-008-uptime-monitors.js';
import * as attachmentPosition from './migrations/2026-12-01-009-attachment-position.js';
import * as ticketSearch from './migrations/2026-12-02-010-ticket-search.js';
import * as reportCoreVersion from './migrations/2026-12-03-011-report-core-version.js';
import * as noDataVersion from './migrations/2026-12-04-012-no-data-version.js';
import * as agencyListOrder from './migrations/2026-12-05-013-agency-list-order.js';
import * as ticketSearchDocuments from './migrations/2026-12-06-014-ticket-search-documents.js';
import * as ticketSearchWords from './migrations/2026-12-07-015-ticket-search-words.js';
import * as ticketSearchPrefixes from './migrations/2026-12-08-016-ticket-search-prefixes.js';
import * as notificationsAtOnce from './migrations/2026-12-09-017-notifications-at-once.js';
import * as alertChannels from './migrations/2026-12-10-018-alert-channels.js';
import * as incidentTickets from './migrations/2026-12-11-019-incident-tickets.js';
import * as monitorNames from './migrations/2026-12-12-020-monitor-names.js';
import * as clientSiteAlerts from './migrations/2026-12-13-021-client-site-alerts.js';
import * as reportChecks from './migrations/2026-12-14-022-report-checks.js';
import * as reportUptimeFrozen from './migrations/2026-12-15-023-report-uptime-frozen.js';
import * as maintenanceWindows from './migrations/2026-12-16-024-maintenance-windows.js';
import * as emailIn from './migrations/2026-12-17-025-email-in.js';
import * as savedReplies from './migrations/2026-12-18-026-saved-replies.js';
import * as ticketPriority from './migrations/2026-12-19-027-ticket-priority.js';
import * as ticketTags from './migrations/2026-12-20-028-ticket-tags.js';
import * as responseTargets from './migrations/2026-12-21-029-response-targets.js';
import * as apiTokens from './migrations/2026-12-22-030-api-tokens.js';
import * as webhookEvents from './migrations/2026-12-23-031-webhook-events.js';
import type { Database } from './schema.js';

/** Migrations are listed here (not read from disk) so they ship with any bundle and run the same everywhere. */
const migrations: Record<string, Migration> = {
  '2026-11-21-001-initial': initial,
  '2026-11-21-002-ticket-list-order': ticketListOrder,
  '2026-11-25-003-data-version': dataVersion,
  '2026-11-26-004-agency-workspace': agencyWorkspace,
  '2026-11-27-005-agency-management': agencyManagement,
  '2026-11-28-006-two-factor': twoFactor,
  '2026-11-29-007-client-participation': clientParticipation,
  '2026-11-30-008-uptime-monitors': uptimeMonitors,
  '2026-12-01-009-attachment-position': attachmentPosition,
  '2026-12-02-010-ticket-search': ticketSearch,
  '2026-12-03-011-report-core-version': reportCoreVersion,
  '2026-12-04-012-no-data-version': noDataVersion,
  '2026-12-05-013-agency-list-order': agencyListOrder,
  '2026-12-06-014-ticket-search-documents': ticketSearchDocuments,
  '2026-12-07-015-ticket-search-words': ticketSearchWords,
  '2026-12-08-016-ticket-search-prefixes': ticketSearchPrefixes,
  '2026-12-09-017-notifications-at-once': notificationsAtOnce,
  '2026-12-10-018-alert-channels': alertChannels,
  '2026-12-11-019-incident-tickets': incidentTickets,
  '2026-12-12-020-monitor-names': monitorNames,
  '2026-12-13-021-client-site-alerts': clientSiteAlerts,
  '2026-12-14-022-report-checks': reportChecks,
  '2026-12-15-023-report-uptime-frozen': reportUptimeFrozen,
  '2026-12-16-024-maintenance-windows': maintenanceWindows,
  '2026-12-17-025-email-in': emailIn,
  '2026-12-18-026-saved-replies': savedReplies,
  '2026-12-19-027-ticket-priority': ticketPriority,
  '2026-12-20-028-ticket-tags': ticketTags,
  '2026-12-21-029-response-targets': responseTargets,
  '2026-12-22-030-api-tokens': apiTokens,
  '2026-12-23-031-webhook-events': webhookEvents,
};

/** PostgreSQL: `migrationTableSchema` must be the connection's current schema (see OwnSchemaIntrospector). */
export function createMigrator(db: Kysely<Database>, migrationTableSchema?: string): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema });
}

/**
 * PostgreSQL: the migration tables belong to the connection's own schema. The introspector only reads that schema
 * (OwnSchemaIntrospector), and pinning the Migrator to it as well keeps its statements on those tables too.
 */
async function currentPostgresSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet> {
  const result = await createMigrator(db, await currentPostgresSchema(db)).migrateToLatest();
  if (result.error) throw result.error instanceof Error ? result.error : new Error(String(result.error));
  return result;
}

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-app.js';

/**
 * Where each string the API takes with a length limit is kept: `table.column`, or why it is not kept as sent. A limit
 * the API documents and this list does not name fails the test, so a new field is placed here when it is added.
 */
const KEPT_IN: Record<string, string> = {
  'POST /api/auth/authenticate username': 'looked up among users.email',
  'POST /api/auth/authenticate password': 'compared with the stored hash',
  'POST /api/auth/authenticate siteKey': 'compared with the configured key',
  'POST /api/auth/twofactor challenge': 'a signed token, verified',
  'POST /api/auth/twofactor code': 'compared with the TOTP secret or a recovery code’s hash',
  'POST /api/auth/sendresetlink EmailAddress': 'looked up among users.email',
  'POST /api/auth/resetpassword Password1': 'hashed',
  'POST /api/events/insert siteKey': 'compared with the configured key',
  'POST /api/events/insert userGuid': 'ignored: the user comes from the token',
  'POST /api/events/insert objectGuid': 'events.object_guid',
  'POST /api/events/insert description': 'events.description',
  'POST /api/notifications/unsubscribe query:token': 'a signed token, verified',
  'POST /api/updates/ticket/{ticketGuid} updateText': 'ticket_updates.update_text',
  'POST /api/tickets name': 'tickets.name',
  'POST /api/tickets description': 'tickets.description',
  'GET /api/agency/tickets query:q': 'a search',
  'GET /api/agency/tickets query:tag': 'looked up among ticket_tags.tag',
  'GET /api/agency/audit query:about': 'a search',
  'PATCH /api/agency/tickets/{ticketGuid} tags[]': 'ticket_tags.tag',
  'POST /api/agency/tickets/bulk addTags[]': 'ticket_tags.tag',
  'POST /api/agency/tickets/bulk removeTags[]': 'looked up among ticket_tags.tag',
  'PUT /api/agency/settings/helpdesk businessHours.timeZone': 'settings.value (JSON text)',
  'POST /api/agency/tickets name': 'tickets.name',
  'POST /api/agency/tickets description': 'tickets.description',
  'PATCH /api/agency/tickets/{ticketGuid} name': 'tickets.name',
  'PATCH /api/agency/tickets/{ticketGuid} description': 'tickets.description',
  'POST /api/agency/tickets/{ticketGuid}/updates updateText': 'ticket_updates.update_text',
  'GET /api/agency/clients query:q': 'a search',
  'GET /api/agency/projects query:q': 'a search',
  'POST /api/agency/clients firstName': 'users.first_name',
  'POST /api/agency/clients lastName': 'users.last_name',
  'POST /api/agency/clients email': 'users.email',
  'PATCH /api/agency/clients/{userGuid} firstName': 'users.first_name',
  'PATCH /api/agency/clients/{userGuid} lastName': 'users.last_name',
  'PATCH /api/agency/clients/{userGuid} email': 'users.email',
  'POST /api/agency/projects name': 'projects.name',
  'POST /api/agency/projects status': 'projects.status',
  'PATCH /api/agency/projects/{projectGuid} status': 'projects.status',
  'GET /api/agency/projects query:status': 'looked up among projects.status',
  'PATCH /api/agency/projects/{projectGuid} name': 'projects.name',
  'POST /api/agency/projects/{projectGuid}/dashboardpages title': 'dashboard_pages.title',
  'POST /api/agency/projects/{projectGuid}/dashboardpages url': 'dashboard_pages.url',
  'PATCH /api/agency/dashboardpages/{dashboardPageGuid} title': 'dashboard_pages.title',
  'PATCH /api/agency/dashboardpages/{dashboardPageGuid} url': 'dashboard_pages.url',
  'POST /api/agency/projects/{projectGuid}/monitors name': 'monitors.name',
  'POST /api/agency/projects/{projectGuid}/monitors url': 'monitors.url',
  'POST /api/agency/projects/{projectGuid}/monitors keyword': 'monitors.keyword',
  'PATCH /api/agency/monitors/{monitorGuid} name': 'monitors.name',
  'PATCH /api/agency/monitors/{monitorGuid} url': 'monitors.url',
  'PATCH /api/agency/monitors/{monitorGuid} keyword': 'monitors.keyword',
  'POST /api/agency/projects/{projectGuid}/maintenance note': 'maintenance_windows.note',
  'POST /api/agency/saved-replies title': 'saved_replies.title',
  'POST /api/agency/saved-replies body': 'saved_replies.body',
  'PATCH /api/agency/saved-replies/{replyGuid} title': 'saved_replies.title',
  'PATCH /api/agency/saved-replies/{replyGuid} body': 'saved_replies.body',
  'POST /api/agency/alert-channels name': 'alert_channels.name',
  'POST /api/agency/alert-channels url': 'alert_channels.url',
  'PATCH /api/agency/alert-channels/{channelGuid} name': 'alert_channels.name',
  'PATCH /api/agency/alert-channels/{channelGuid} url': 'alert_channels.url',
  'PUT /api/agency/projects/{projectGuid}/sitecareschedule domainName': 'site_care_schedules.domain_name',
  'PATCH /api/agency/sitecarereports/{reportGuid} comments': 'site_care_reports.comments',
  'PATCH /api/agency/sitecarereports/{reportGuid} siteHealth': 'site_care_reports.site_health',
  'PATCH /api/agency/sitecarereports/{reportGuid} pluginsUpdated': 'site_care_reports.plugins_updated',
  'PATCH /api/agency/sitecarereports/{reportGuid} pluginsDeleted': 'site_care_reports.plugins_deleted',
  'PATCH /api/agency/sitecarereports/{reportGuid} cmsCoreVersion': 'site_care_reports.cms_core_version',
  'PATCH /api/agency/sitecarereports/{reportGuid} cmsCoreUpdate': 'site_care_reports.cms_core_update',
  'PATCH /api/agency/sitecarereports/{reportGuid} themesUpdated': 'site_care_reports.themes_updated',
  'PATCH /api/agency/sitecarereports/{reportGuid} themesDeleted': 'site_care_reports.themes_deleted',
  'PATCH /api/agency/sitecarereports/{reportGuid} securityIssues': 'site_care_reports.security_issues',
  'PATCH /api/agency/sitecarereports/{reportGuid} miscellaneous': 'site_care_reports.miscellaneous',
  'POST /api/agency/settings/api-tokens name': 'api_tokens.name',
  'POST /api/agency/settings/staff firstName': 'users.first_name',
  'POST /api/agency/settings/staff lastName': 'users.last_name',
  'POST /api/agency/settings/staff email': 'users.email',
  'POST /api/agency/me/twofactor/disable code': 'compared with the TOTP secret or a recovery code’s hash',
  'POST /api/agency/me/twofactor/recoverycodes code': 'compared with the TOTP secret or a recovery code’s hash',
};

interface JsonSchema {
  $ref?: string;
  type?: string;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Every string with a maxLength in a request body or parameter: `METHOD path field` → the limit. */
function documentedLimits(
  paths: Record<string, Record<string, Operation>>,
  components: Record<string, JsonSchema>,
): Map<string, number> {
  const limits = new Map<string, number>();
  const walk = (schema: JsonSchema | undefined, operation: string, field: string): void => {
    if (!schema) return;
    if (schema.$ref) return walk(components[schema.$ref.split('/').pop()!], operation, field);
    if (schema.type === 'string' && schema.maxLength !== undefined)
      limits.set(`${operation} ${field}`, schema.maxLength);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      walk(property, operation, field ? `${field}.${name}` : name);
    }
    walk(schema.items, operation, `${field}[]`);
    for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
      walk(part, operation, field);
    }
  };
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const name = `${method.toUpperCase()} ${path}`;
      for (const { schema } of Object.values(operation.requestBody?.content ?? {})) walk(schema, name, '');
      for (const parameter of operation.parameters ?? [])
        walk(parameter.schema, name, `${parameter.in}:${parameter.name}`);
    }
  }
  return limits;
}

// Only PostgreSQL enforces a varchar's length: SQLite keeps any text.
describe.runIf(process.env.TEST_DATABASE_URL)('string limits against their PostgreSQL columns', () => {
  let testDb: TestDatabase;
  let limits: Map<string, number>;
  let columns: Map<string, number | null>;

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    await migrateToLatest(testDb.db);
    const app = await buildApp({ config: testDb.config, database: testDb.database, logger: false });
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, JsonSchema> };
    };
    await app.close();
    limits = documentedLimits(document.paths, document.components.schemas);
    const { rows } = await sql<{ name: string; length: number | null }>`
      select table_name || '.' || column_name as name, character_maximum_length as length
      from information_schema.columns where table_schema = ${testDb.schema!}`.execute(testDb.db);
    columns = new Map(rows.map((row) => [row.name, row.length]));
  });
  afterAll(() => testDb.close());

  it('names where every documented limit is kept, and nothing that is no longer documented', () => {
    expect([...limits.keys()].filter((field) => !(field in KEPT_IN))).toEqual([]);
    expect(Object.keys(KEPT_IN).filter((field) => !limits.has(field))).toEqual([]);
  });

  it('keeps every string the API accepts whole: each column is text or at least as long as its limit', () => {
    const stored = Object.entries(KEPT_IN).filter(([, where]) => /^[a-z_]+\.[a-z_]+$/.test(where));
    expect(stored.length).toBeGreaterThan(30);
    const tooShort = stored.flatMap(([field, column]) => {
      expect(columns.has(column), `${column} (for ${field}) is not a column`).toBe(true);
      const length = columns.get(column);
      const limit = limits.get(field)!;
      return length !== null && length !== undefined && length < limit
        ? [`${field} ≤ ${limit}: ${column} ≤ ${length}`]
        : [];
    });
    expect(tooShort).toEqual([]);
  });
});

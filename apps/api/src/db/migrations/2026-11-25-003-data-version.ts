import type { Kysely } from 'kysely';
import { addDataVersionTrigger, createDataVersion, dropDataVersion, dropDataVersionTrigger } from '../data-version.js';

// Every table a signed-in read shows moves the data version on each write (db/data-version.ts).
const TABLES = [
  'users',
  'site_care_schedules',
  'projects',
  'project_users',
  'dashboard_pages',
  'tickets',
  'ticket_updates',
  'site_care_reports',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await createDataVersion(db);
  for (const table of TABLES) await addDataVersionTrigger(db, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await dropDataVersionTrigger(db, table);
  await dropDataVersion(db);
}

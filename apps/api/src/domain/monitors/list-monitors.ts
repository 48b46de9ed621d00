import type { Monitor } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import { monitorsQuery, toMonitor } from './queries.js';

/** A project's monitors, oldest first; 404 for an unknown project. */
export async function listMonitors(db: Db, projectGuid: string): Promise<Monitor[]> {
  const project = await db
    .selectFrom('projects')
    .select('project_guid')
    .where('project_guid', '=', projectGuid)
    .executeTakeFirst();
  if (!project) throw notFound(`Project ${projectGuid} not found.`);
  const rows = await monitorsQuery(db)
    .where('m.project_guid', '=', projectGuid)
    .orderBy('m.created_at')
    .orderBy('m.monitor_guid')
    .execute();
  return rows.map(toMonitor);
}

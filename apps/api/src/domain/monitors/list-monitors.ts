import type { Monitor } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { monitorsQuery, toMonitor } from './queries.js';
import { requireProject } from '../projects/queries.js';

/** A project's monitors, oldest first; 404 for an unknown project. */
export async function listMonitors(db: Db, projectGuid: string): Promise<Monitor[]> {
  await requireProject(db, projectGuid);
  const rows = await monitorsQuery(db)
    .where('m.project_guid', '=', projectGuid)
    .orderBy('m.created_at')
    .orderBy('m.monitor_guid')
    .execute();
  return rows.map(toMonitor);
}

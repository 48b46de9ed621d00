import { periodProblem, type ProjectChange } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import type { AuthUser } from '../shared/auth-user.js';
import { recordAudit, type Changes } from '../audit/record-audit.js';
import { findProjectForChange } from './queries.js';
import { refreshTicketSearch } from '../ticket-search/refresh-ticket-search.js';

const COLUMNS = {
  name: 'name',
  status: 'status',
  startDate: 'start_date',
  periodStartDate: 'period_start_date',
  periodEndDate: 'period_end_date',
} as const;

/** Changes a project's name, status or dates; the period is checked on the project as it would be after the change. */
export async function changeProject(
  db: Db,
  staff: AuthUser,
  projectGuid: string,
  change: ProjectChange,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await findProjectForChange(trx, projectGuid);
    if (!current) throw notFound(`Project ${projectGuid} not found.`);
    const changes: Changes = {};
    const set: Record<string, string | null> = {};
    for (const [field, column] of Object.entries(COLUMNS) as [
      keyof typeof COLUMNS,
      (typeof COLUMNS)[keyof typeof COLUMNS],
    ][]) {
      const value = change[field];
      if (value === undefined || value === current[column]) continue;
      changes[field] = { before: current[column], after: value };
      set[column] = value;
    }
    const merged = { ...current, ...set };
    const problem = periodProblem(merged.period_start_date, merged.period_end_date);
    if (problem) throw badRequest(`periodEndDate: ${problem}`);
    if (Object.keys(changes).length === 0) return;
    await trx.updateTable('projects').set(set).where('project_guid', '=', projectGuid).execute();
    // The project's name is in its tickets' search documents.
    if (set.name !== undefined) await refreshTicketSearch(trx, { projectGuids: [projectGuid] });
    await recordAudit(trx, {
      actor: staff,
      objectType: 'project',
      objectGuid: projectGuid,
      action: 'changed',
      changes,
    });
  });
}

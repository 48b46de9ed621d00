import { randomUUID } from 'node:crypto';
import type { NewProject } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import type { AuthUser } from '../shared/auth-user.js';
import { recordAudit } from '../audit/record-audit.js';

/** A new project (no users, pages or schedule yet); returns its GUID. Dates are stored as yyyy-MM-dd. */
export async function createProject(db: Db, staff: AuthUser, input: NewProject): Promise<string> {
  const values = {
    project_guid: randomUUID(),
    name: input.name,
    status: input.status,
    start_date: input.startDate ?? null,
    period_start_date: input.periodStartDate ?? null,
    period_end_date: input.periodEndDate ?? null,
    site_care_schedule_guid: null,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('projects').values(values).execute();
    await recordAudit(trx, {
      actor: staff,
      objectType: 'project',
      objectGuid: values.project_guid,
      action: 'created',
      changes: {
        name: { before: null, after: values.name },
        status: { before: null, after: values.status },
        startDate: { before: null, after: values.start_date },
        periodStartDate: { before: null, after: values.period_start_date },
        periodEndDate: { before: null, after: values.period_end_date },
      },
    });
  });
  return values.project_guid;
}

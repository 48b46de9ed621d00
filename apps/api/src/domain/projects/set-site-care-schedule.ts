import { randomUUID } from 'node:crypto';
import type { ScheduleInput } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import type { AuthUser } from '../shared/auth-user.js';
import { recordAudit, type Changes } from '../audit/record-audit.js';
import { findProjectForChange } from './queries.js';

/**
 * Gives the project a Site Care schedule, or changes the one it has; returns the schedule's GUID. Audited on the
 * schedule (objectType `site care schedule`): `created` (naming the project) or `changed`.
 */
export async function setSiteCareSchedule(
  db: Db,
  staff: AuthUser,
  projectGuid: string,
  input: ScheduleInput,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const project = await findProjectForChange(trx, projectGuid);
    if (!project) throw notFound(`Project ${projectGuid} not found.`);
    const current = project.site_care_schedule_guid
      ? await trx
          .selectFrom('site_care_schedules')
          .selectAll()
          .where('site_care_schedule_guid', '=', project.site_care_schedule_guid)
          .executeTakeFirst()
      : undefined;
    const values = { domain_name: input.domainName, site_care_day: input.siteCareDay, status: input.status };
    if (!current) {
      const scheduleGuid = randomUUID();
      await trx
        .insertInto('site_care_schedules')
        .values({ site_care_schedule_guid: scheduleGuid, ...values })
        .execute();
      await trx
        .updateTable('projects')
        .set({ site_care_schedule_guid: scheduleGuid })
        .where('project_guid', '=', projectGuid)
        .execute();
      await recordAudit(trx, {
        actor: staff,
        objectType: 'site care schedule',
        objectGuid: scheduleGuid,
        action: 'created',
        changes: {
          project: { before: null, after: projectGuid },
          domainName: { before: null, after: values.domain_name },
          siteCareDay: { before: null, after: values.site_care_day },
          status: { before: null, after: values.status },
        },
      });
      return scheduleGuid;
    }
    const scheduleGuid = current.site_care_schedule_guid;
    const changes: Changes = {};
    if (current.domain_name !== values.domain_name) {
      changes.domainName = { before: current.domain_name, after: values.domain_name };
    }
    if (Number(current.site_care_day) !== values.site_care_day) {
      changes.siteCareDay = { before: Number(current.site_care_day), after: values.site_care_day };
    }
    if (current.status !== values.status) changes.status = { before: current.status, after: values.status };
    if (Object.keys(changes).length === 0) return scheduleGuid;
    await trx
      .updateTable('site_care_schedules')
      .set(values)
      .where('site_care_schedule_guid', '=', scheduleGuid)
      .execute();
    await recordAudit(trx, {
      actor: staff,
      objectType: 'site care schedule',
      objectGuid: scheduleGuid,
      action: 'changed',
      changes,
    });
    return scheduleGuid;
  });
}

import type { AgencyReport } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { listAudit } from '../audit/list-audit.js';
import { findFullReport } from './find-full-report.js';

/** One report as staff see it: every field (drafts too), its month, its project and its history. */
export async function findAgencyReport(db: Db, reportGuid: string): Promise<AgencyReport | undefined> {
  const report = await findFullReport(db, reportGuid);
  if (!report) return undefined;
  const [project, checks, history] = await Promise.all([
    db
      .selectFrom('projects')
      .select(['project_guid', 'name'])
      .where('site_care_schedule_guid', '=', report.siteCareScheduleGuid)
      .orderBy('name')
      .orderBy('project_guid')
      .executeTakeFirst(),
    db
      .selectFrom('site_care_reports')
      .select(['backup_confirmed', 'visual_check_confirmed'])
      .where('site_care_report_guid', '=', reportGuid)
      .executeTakeFirstOrThrow(),
    listAudit(db, reportGuid),
  ]);
  return {
    ...report,
    month: report.createdDateTime.slice(0, 7),
    projectGuid: project?.project_guid ?? null,
    projectName: project?.name ?? null,
    offsiteBackupConfirmed: checks.backup_confirmed === 1,
    visualCheckConfirmed: checks.visual_check_confirmed === 1,
    history,
  };
}

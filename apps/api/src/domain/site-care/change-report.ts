import type { ReportChange } from '@client-portal/contract';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SiteCareReportsTable } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { recordAudit, type Changes } from '../audit/record-audit.js';
import type { AuthUser } from '../shared/auth-user.js';
import { findReportForChange } from './queries.js';
import {
  isCheckColumn,
  isFigureColumn,
  storableReportFields,
  type ReportColumn,
  type ReportValues,
} from './report-fields.js';

const asStored = (value: unknown) => (typeof value === 'number' || typeof value === 'bigint' ? Number(value) : value);

/**
 * Changes a draft report's fields. A completed report is what the client reads: it is reopened first (409 here), so
 * what the client sees never changes under them. Only the fields that differ are written and audited.
 */
export async function changeReport(db: Db, staff: AuthUser, reportGuid: string, change: ReportChange): Promise<void> {
  const { values: next, fields } = storableReportFields(change);
  await db.transaction().execute(async (trx) => {
    const current = await findReportForChange(trx, reportGuid);
    if (!current) throw notFound(`Site Care report ${reportGuid} not found.`);
    if (current.completed_date_time !== null) throw conflict('Reopen the report to change it.');
    const changes: Changes = {};
    const set: ReportValues = {};
    for (const [column, value] of Object.entries(next) as [ReportColumn, string | number | null][]) {
      const before = asStored(current[column]);
      if (before === value) continue;
      // A tick reads as confirmed or not, in the history too.
      changes[fields[column]!] = isCheckColumn(column)
        ? { before: before === 1, after: value === 1 }
        : { before, after: value };
      set[column] = value;
    }
    if (Object.keys(changes).length === 0) return;
    // A measured figure changed by hand: the report no longer says the portal measured its uptime.
    const isOverridden = Object.keys(set).some((column) => isFigureColumn(column as ReportColumn));
    await trx
      .updateTable('site_care_reports')
      .set({
        ...(set as Updateable<SiteCareReportsTable>),
        ...(isOverridden ? { measured_interval_seconds: null } : {}),
      })
      .where('site_care_report_guid', '=', reportGuid)
      .execute();
    await recordAudit(trx, {
      actor: staff,
      objectType: 'site care report',
      objectGuid: reportGuid,
      action: 'changed',
      changes,
    });
  });
}

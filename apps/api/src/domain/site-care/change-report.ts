import {
  hasVisibleText,
  REPORT_SITE_HEALTH_STUB,
  REPORT_SUMMARY_STUB,
  type ReportChange,
} from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import type { Updateable } from 'kysely';
import type { SiteCareReportsTable } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { sanitiseRichText } from '../../lib/rich-text.js';
import type { AuthUser } from '../shared/auth-user.js';
import { recordAudit, type Changes } from '../audit/record-audit.js';
import { findReportForChange } from './queries.js';

type Column = keyof SiteCareReportsTable;

/** The HTML fields, each with the stub that stands unchanged (and unsanitised) when sent back as it is. */
const RICH_TEXT: Partial<Record<keyof ReportChange, { column: Column; stub?: string }>> = {
  comments: { column: 'comments', stub: REPORT_SUMMARY_STUB },
  siteHealth: { column: 'site_health', stub: REPORT_SITE_HEALTH_STUB },
  pluginsUpdated: { column: 'plugins_updated' },
  pluginsDeleted: { column: 'plugins_deleted' },
  themesUpdated: { column: 'themes_updated' },
  themesDeleted: { column: 'themes_deleted' },
  securityIssues: { column: 'security_issues' },
  miscellaneous: { column: 'miscellaneous' },
};
const SHORT_TEXT: Partial<Record<keyof ReportChange, Column>> = {
  cmsCoreVersion: 'cms_core_version',
  cmsCoreUpdate: 'cms_core_update',
};
const NUMBERS: Partial<Record<keyof ReportChange, Column>> = {
  downtimes: 'downtimes',
  totalDowntime: 'total_downtime',
  averageResponseTime: 'average_response_time',
};

/** HTML as it will be stored: a stub as it is, else sanitised; null when nothing visible is left. */
function storableHtml(value: string | null, stub: string | undefined): string | null {
  if (value === null) return null;
  if (stub !== undefined && value === stub) return value;
  const clean = sanitiseRichText(value);
  return hasVisibleText(clean) ? clean : null;
}

const asStored = (value: unknown) => (typeof value === 'number' || typeof value === 'bigint' ? Number(value) : value);

/**
 * Changes a draft report's fields. A completed report is what the client reads: it is reopened first (409 here), so
 * what the client sees never changes under them. Only the fields that differ are written and audited.
 */
export async function changeReport(db: Db, staff: AuthUser, reportGuid: string, change: ReportChange): Promise<void> {
  const next: Partial<Record<Column, string | number | null>> = {};
  const fields: Partial<Record<Column, keyof ReportChange>> = {};
  for (const [field, value] of Object.entries(change) as [keyof ReportChange, string | number | null | undefined][]) {
    if (value === undefined) continue;
    const rich = RICH_TEXT[field];
    const short = SHORT_TEXT[field];
    const number = NUMBERS[field];
    if (rich) next[rich.column] = storableHtml(value as string | null, rich.stub);
    else if (short) next[short] = value === null || value === '' ? null : (value as string);
    else if (number) next[number] = value as number | null;
    fields[(rich?.column ?? short ?? number)!] = field;
  }
  await db.transaction().execute(async (trx) => {
    const current = await findReportForChange(trx, reportGuid);
    if (!current) throw notFound(`Site Care report ${reportGuid} not found.`);
    if (current.completed_date_time !== null) throw conflict('Reopen the report to change it.');
    const changes: Changes = {};
    const set: Partial<Record<Column, string | number | null>> = {};
    for (const [column, value] of Object.entries(next) as [Column, string | number | null][]) {
      const before = asStored(current[column]);
      if (before === value) continue;
      changes[fields[column]!] = { before, after: value };
      set[column] = value;
    }
    if (Object.keys(changes).length === 0) return;
    // A measured figure changed by hand: the report no longer says the portal measured its uptime.
    const isOverridden = Object.keys(set).some((column) => Object.values(NUMBERS).includes(column as Column));
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

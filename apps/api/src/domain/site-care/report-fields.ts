import {
  hasVisibleText,
  REPORT_SITE_HEALTH_STUB,
  REPORT_SUMMARY_STUB,
  type ReportChange,
} from '@client-portal/contract';
import type { SiteCareReportsTable } from '../../db/schema.js';
import { sanitiseRichText } from '../../lib/rich-text.js';

export type ReportColumn = keyof SiteCareReportsTable;
export type ReportValues = Partial<Record<ReportColumn, string | number | null>>;

/** The HTML fields, each with the stub that stands unchanged (and unsanitised) when sent back as it is. */
const RICH_TEXT: Partial<Record<keyof ReportChange, { column: ReportColumn; stub?: string }>> = {
  comments: { column: 'comments', stub: REPORT_SUMMARY_STUB },
  siteHealth: { column: 'site_health', stub: REPORT_SITE_HEALTH_STUB },
  pluginsUpdated: { column: 'plugins_updated' },
  pluginsDeleted: { column: 'plugins_deleted' },
  themesUpdated: { column: 'themes_updated' },
  themesDeleted: { column: 'themes_deleted' },
  securityIssues: { column: 'security_issues' },
  miscellaneous: { column: 'miscellaneous' },
};
const SHORT_TEXT: Partial<Record<keyof ReportChange, ReportColumn>> = {
  cmsCoreVersion: 'cms_core_version',
  cmsCoreUpdate: 'cms_core_update',
};
const NUMBERS: Partial<Record<keyof ReportChange, ReportColumn>> = {
  downtimes: 'downtimes',
  totalDowntime: 'total_downtime',
  averageResponseTime: 'average_response_time',
};

/** The ticks staff confirm (stored 1 or 0). */
const CHECKS: Partial<Record<keyof ReportChange, ReportColumn>> = {
  offsiteBackupConfirmed: 'backup_confirmed',
  visualCheckConfirmed: 'visual_check_confirmed',
};

/** Whether a column holds one of the ticks staff confirm. */
export const isCheckColumn = (column: ReportColumn): boolean => Object.values(CHECKS).includes(column);

/** Whether a column holds one of the uptime figures the portal can measure. */
export const isFigureColumn = (column: ReportColumn): boolean => Object.values(NUMBERS).includes(column);

/** HTML as it will be stored: a stub as it is, else sanitised; null when nothing visible is left. */
function storableHtml(value: string | null, stub: string | undefined): string | null {
  if (value === null) return null;
  if (stub !== undefined && value === stub) return value;
  const clean = sanitiseRichText(value);
  return hasVisibleText(clean) ? clean : null;
}

/**
 * A report's fields as the server stores them, whoever writes them (staff in the workspace, or the import): HTML
 * sanitised (an empty one null, so the client screen shows its default), a short text null when empty, figures as
 * given. Returns the values by column, and which field each column came from.
 */
export function storableReportFields(change: ReportChange): {
  values: ReportValues;
  fields: Partial<Record<ReportColumn, keyof ReportChange>>;
} {
  const values: ReportValues = {};
  const fields: Partial<Record<ReportColumn, keyof ReportChange>> = {};
  for (const [field, value] of Object.entries(change) as [
    keyof ReportChange,
    string | number | boolean | null | undefined,
  ][]) {
    if (value === undefined) continue;
    const rich = RICH_TEXT[field];
    const short = SHORT_TEXT[field];
    const number = NUMBERS[field];
    const check = CHECKS[field];
    if (rich) values[rich.column] = storableHtml(value as string | null, rich.stub);
    else if (short) values[short] = value === null || value === '' ? null : (value as string);
    else if (number) values[number] = value as number | null;
    else if (check) values[check] = value ? 1 : 0;
    fields[(rich?.column ?? short ?? number ?? check)!] = field;
  }
  return { values, fields };
}

/** The ticks staff confirm: not in an imported report (a completed one was confirmed). */
type CheckField = 'offsiteBackupConfirmed' | 'visualCheckConfirmed';
/** Every field of a report (the import holds them all), each given or null. */
export type ReportFields = {
  [K in Exclude<keyof ReportChange, CheckField>]-?: Exclude<ReportChange[K], undefined>;
};

/** The columns of a report's fields. */
export type StoredReportFields = Pick<
  SiteCareReportsTable,
  | 'comments'
  | 'site_health'
  | 'plugins_updated'
  | 'plugins_deleted'
  | 'cms_core_version'
  | 'cms_core_update'
  | 'themes_updated'
  | 'themes_deleted'
  | 'downtimes'
  | 'total_downtime'
  | 'average_response_time'
  | 'security_issues'
  | 'miscellaneous'
>;

/** A whole report's fields as the server stores them (storableReportFields): every column, each written. */
export function storableReport(fields: ReportFields): StoredReportFields {
  return storableReportFields(fields).values as StoredReportFields;
}

import { z } from 'zod';
import { AuditEntry } from './agency.js';
import { DateTime, Guid, GuidParam } from './common.js';
import { REPORT_SHORT_TEXT_MAX, RICH_TEXT_MAX } from './limits.js';
import { SiteCareReport } from './site-care.js';

/** Spec §5: the stubs a new report starts with; the client screen hides them while they stand unchanged. */
export const REPORT_SUMMARY_STUB = "Following this month's Site Care, ";
export const REPORT_SITE_HEALTH_STUB = 'Your current WordPress Site Health rating is ';
/** The CMS core update value that reads "Not updated - already at latest version" (spec §5). */
export const ALREADY_AT_LATEST = 'AlreadyAtLatest';

/** The first month a report can be written for; the last is the current month (UTC), which the server checks. */
export const FIRST_REPORT_MONTH = '2000-01';

/** A report's month, `yyyy-MM` from FIRST_REPORT_MONTH on: the month of its createdDateTime, as clients see it. */
export const ReportMonth = z
  .string({ error: 'month is required' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be yyyy-MM')
  .refine((month) => month >= FIRST_REPORT_MONTH, `month must be ${FIRST_REPORT_MONTH} or later`);

export const AgencyReport = SiteCareReport.extend({
  month: z.string(),
  projectGuid: Guid.nullable(),
  projectName: z.string().nullable(),
  /** Staff confirmed the month's offsite backup and visual site check: both before the report can be completed. */
  offsiteBackupConfirmed: z.boolean(),
  visualCheckConfirmed: z.boolean(),
  history: z.array(AuditEntry),
});
export type AgencyReport = z.infer<typeof AgencyReport>;

export const AgencyReportListItem = z.object({
  siteCareReportGuid: Guid,
  month: z.string(),
  createdDateTime: DateTime,
  completedDateTime: DateTime.nullable(),
});
export type AgencyReportListItem = z.infer<typeof AgencyReportListItem>;

export const AgencyScheduleReports = z.object({
  siteCareScheduleGuid: Guid,
  domainName: z.string(),
  siteCareDay: z.number().int(),
  status: z.string(),
  projectGuid: Guid.nullable(),
  projectName: z.string().nullable(),
  reports: z.array(AgencyReportListItem),
});
export type AgencyScheduleReports = z.infer<typeof AgencyScheduleReports>;

export const ReportGuidParams = z.object({ reportGuid: GuidParam });

export const NewReport = z.object({ month: ReportMonth }).strict();
export type NewReport = z.infer<typeof NewReport>;

// Not trimmed: the spec's stubs end in a space, and a stub left as it is stays hidden from the client.
const OptionalRichText = (field: string) =>
  z.string().max(RICH_TEXT_MAX, `${field} must be at most ${RICH_TEXT_MAX} characters`).nullable().optional();
const Count = (field: string) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} must be 0 or more`)
    .max(1_000_000_000, `${field} is too large`)
    .nullable()
    .optional();
const ShortText = (field: string) =>
  z
    .string()
    .trim()
    .max(REPORT_SHORT_TEXT_MAX, `${field} must be at most ${REPORT_SHORT_TEXT_MAX} characters`)
    .nullable()
    .optional();

/**
 * `PATCH /api/agency/sitecarereports/{reportGuid}`: any report field of spec §3. HTML fields are sanitised like ticket
 * text; an empty one is stored as null (the client screen then shows its default).
 */
export const ReportChange = z
  .object({
    comments: OptionalRichText('comments'),
    siteHealth: OptionalRichText('siteHealth'),
    pluginsUpdated: OptionalRichText('pluginsUpdated'),
    pluginsDeleted: OptionalRichText('pluginsDeleted'),
    cmsCoreVersion: ShortText('cmsCoreVersion'),
    /** A version the core was updated to, or AlreadyAtLatest. */
    cmsCoreUpdate: ShortText('cmsCoreUpdate'),
    themesUpdated: OptionalRichText('themesUpdated'),
    themesDeleted: OptionalRichText('themesDeleted'),
    downtimes: Count('downtimes'),
    totalDowntime: Count('totalDowntime'),
    averageResponseTime: Count('averageResponseTime'),
    securityIssues: OptionalRichText('securityIssues'),
    miscellaneous: OptionalRichText('miscellaneous'),
    offsiteBackupConfirmed: z.boolean({ error: 'offsiteBackupConfirmed must be true or false' }).optional(),
    visualCheckConfirmed: z.boolean({ error: 'visualCheckConfirmed must be true or false' }).optional(),
  })
  .strict();
export type ReportChange = z.infer<typeof ReportChange>;

/** A schedule whose report for the current month is not completed by its Site Care day. */
export const DueSchedule = z.object({
  siteCareScheduleGuid: Guid,
  domainName: z.string(),
  siteCareDay: z.number().int(),
  projectGuid: Guid.nullable(),
  projectName: z.string().nullable(),
  month: z.string(),
  /** The draft for the month, when one exists. */
  draftReportGuid: Guid.nullable(),
});
export type DueSchedule = z.infer<typeof DueSchedule>;
export const DueScheduleList = z.array(DueSchedule);

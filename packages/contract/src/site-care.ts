import { z } from 'zod';
import { DateTime, Guid } from './common.js';

/** Spec §3 Site care schedule. */
export const SiteCareSchedule = z.object({
  siteCareScheduleGuid: Guid,
  domainName: z.string(),
  /** Open text, as spec §5 says: "active" gets a badge, other values are not shown. */
  status: z.string(),
  siteCareDay: z.number().int(),
  countOfSiteCareReports: z.number().int().nonnegative(),
});
export type SiteCareSchedule = z.infer<typeof SiteCareSchedule>;
export const SiteCareScheduleList = z.array(SiteCareSchedule);

/** Spec §3 Site care report. Text fields are HTML; cmsCoreUpdate may be the value AlreadyAtLatest. */
export const SiteCareReport = z.object({
  siteCareReportGuid: Guid,
  siteCareScheduleGuid: Guid,
  domainName: z.string(),
  createdDateTime: DateTime,
  completedDateTime: DateTime.nullable(),
  comments: z.string().nullable(),
  siteHealth: z.string().nullable(),
  pluginsUpdated: z.string().nullable(),
  pluginsDeleted: z.string().nullable(),
  cmsCoreVersion: z.string().nullable(),
  cmsCoreUpdate: z.string().nullable(),
  themesUpdated: z.string().nullable(),
  themesDeleted: z.string().nullable(),
  downtimes: z.number().int().nullable(),
  totalDowntime: z.number().int().nullable(),
  averageResponseTime: z.number().int().nullable(),
  securityIssues: z.string().nullable(),
  miscellaneous: z.string().nullable(),
});
export type SiteCareReport = z.infer<typeof SiteCareReport>;
export const SiteCareReportList = z.array(SiteCareReport);

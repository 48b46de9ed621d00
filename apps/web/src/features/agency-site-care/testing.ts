import type { AgencyReport, AgencyScheduleReports, DueSchedule } from '@client-portal/contract';
import { REPORT_SITE_HEALTH_STUB, REPORT_SUMMARY_STUB } from '@client-portal/contract';

/** Test-only helpers of the Site Care screens (never imported by app code). */

export const SCHEDULE_GUID = '2d9f6a3c-7e1b-4c8d-a5f2-3b8e9c1d6a10';
const PROJECT_GUID = '1e7b3c9a-4f2d-4b8e-9a6c-2d5f8e1b7c01';
export const REPORT_GUID = 'd4c3b2a1-0002-4b2c-8d02-200000000002';
export const DRAFT_GUID = 'd4c3b2a1-0003-4b2c-8d02-200000000003';

/** A fresh draft as the server creates it: the two stubs, everything else empty. Midday UTC: any time zone. */
export const agencyReport = (overrides: Partial<AgencyReport> = {}): AgencyReport => ({
  siteCareReportGuid: REPORT_GUID,
  siteCareScheduleGuid: SCHEDULE_GUID,
  domainName: 'acme.example',
  createdDateTime: '2026-11-05T12:00:00Z',
  completedDateTime: null,
  comments: REPORT_SUMMARY_STUB,
  siteHealth: REPORT_SITE_HEALTH_STUB,
  pluginsUpdated: null,
  pluginsDeleted: null,
  cmsCoreVersion: null,
  cmsCoreUpdate: null,
  themesUpdated: null,
  themesDeleted: null,
  downtimes: null,
  totalDowntime: null,
  averageResponseTime: null,
  securityIssues: null,
  miscellaneous: null,
  month: '2026-11',
  projectGuid: PROJECT_GUID,
  projectName: 'Acme Website Redesign',
  offsiteBackupConfirmed: false,
  visualCheckConfirmed: false,
  history: [],
  ...overrides,
});

export const scheduleReports = (overrides: Partial<AgencyScheduleReports> = {}): AgencyScheduleReports => ({
  siteCareScheduleGuid: SCHEDULE_GUID,
  domainName: 'acme.example',
  siteCareDay: 5,
  status: 'active',
  projectGuid: PROJECT_GUID,
  projectName: 'Acme Website Redesign',
  reports: [
    {
      siteCareReportGuid: 'd4c3b2a1-0001-4b2c-8d02-200000000001',
      month: '2026-10',
      createdDateTime: '2026-10-05T12:00:00Z',
      completedDateTime: '2026-10-06T12:00:00Z',
    },
    {
      siteCareReportGuid: REPORT_GUID,
      month: '2026-11',
      createdDateTime: '2026-11-05T12:00:00Z',
      completedDateTime: null,
    },
  ],
  ...overrides,
});

export const dueSchedule = (overrides: Partial<DueSchedule> = {}): DueSchedule => ({
  siteCareScheduleGuid: SCHEDULE_GUID,
  domainName: 'acme.example',
  siteCareDay: 5,
  projectGuid: PROJECT_GUID,
  projectName: 'Acme Website Redesign',
  month: '2026-11',
  draftReportGuid: null,
  ...overrides,
});

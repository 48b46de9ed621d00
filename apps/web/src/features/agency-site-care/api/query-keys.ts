/**
 * Query keys of the Site Care screens, all under ['agency', 'site-care']: a schedule's change on a project's page
 * (features/agency-projects) invalidates that prefix, and so refreshes the Due view and each schedule's reports.
 */
export const siteCareKeys = {
  all: ['agency', 'site-care'] as const,
  due: () => [...siteCareKeys.all, 'due'] as const,
  schedule: (scheduleGuid: string) => [...siteCareKeys.all, 'schedule', scheduleGuid.toLowerCase()] as const,
  report: (reportGuid: string) => [...siteCareKeys.all, 'report', reportGuid.toLowerCase()] as const,
  /** The project list (features/agency-projects, the inbox): each schedule there counts its reports. */
  projects: ['agency', 'projects'] as const,
  /** The admins' audit log (features/agency-settings): each write adds an entry. */
  audit: ['agency', 'audit'] as const,
};

/** Every client route of spec §2, and the agency's workspace (not in the spec: staff only), in one place. */
export const paths = {
  root: '/',
  login: '/login',
  logout: '/login/logout/',
  logoutShort: '/logout',
  getResetLink: '/login/getresetlink/',
  reset: '/login/reset',
  home: '/home/',
  projects: '/projects/',
  project: (projectGuid: string) => `/projects/${projectGuid}`,
  tickets: '/tickets',
  newTicket: '/tickets/new',
  /** "New ticket" with the project chosen already. */
  newTicketFor: (projectGuid: string) => `/tickets/new?projectGuid=${encodeURIComponent(projectGuid)}`,
  projectTickets: (projectGuid: string) => `/tickets/project/${projectGuid}`,
  ticket: (ticketGuid: string) => `/tickets/${ticketGuid}`,
  projectDashboardPages: (projectGuid: string) => `/dashboardpages/project/${projectGuid}`,
  dashboardPage: (dashboardPageGuid: string) => `/dashboardpages/${dashboardPageGuid}`,
  siteCareSchedules: '/sitecareschedules/',
  siteCareReports: '/sitecarereports',
  scheduleReports: (scheduleGuid: string) => `/sitecarereports/schedule/${scheduleGuid}`,
  siteCareReport: (reportGuid: string) => `/sitecarereports/${reportGuid}`,
  /** Each person's own emails about tickets (staff have theirs in the workspace too). */
  notificationSettings: '/account/notifications',
  agency: '/agency',
  agencyNewTicket: '/agency/tickets/new',
  /** "New ticket" with the project chosen already. */
  agencyNewTicketFor: (projectGuid: string) => `/agency/tickets/new?projectGuid=${encodeURIComponent(projectGuid)}`,
  agencyTicket: (ticketGuid: string) => `/agency/tickets/${ticketGuid}`,
  agencyClients: '/agency/clients',
  agencyNewClient: '/agency/clients/new',
  agencyClient: (userGuid: string) => `/agency/clients/${userGuid}`,
  agencyProjects: '/agency/projects',
  agencyNewProject: '/agency/projects/new',
  agencyProject: (projectGuid: string) => `/agency/projects/${projectGuid}`,
  agencyMonitoring: '/agency/monitoring',
  agencyEmails: '/agency/emails',
  agencySavedReplies: '/agency/saved-replies',
  /** Where alerts about sites go, and what was delivered. */
  agencyAlerts: '/agency/monitoring/alerts',
  /** Site Care: the Due view and every schedule. */
  agencySiteCare: '/agency/sitecare',
  agencySchedule: (scheduleGuid: string) => `/agency/sitecare/schedules/${scheduleGuid}`,
  agencyReport: (reportGuid: string) => `/agency/sitecare/reports/${reportGuid}`,
  agencyReportPreview: (reportGuid: string) => `/agency/sitecare/reports/${reportGuid}/preview`,
  /** Admins: staff accounts and the two-factor rule. */
  agencySettings: '/agency/settings',
  agencyAudit: '/agency/audit',
  /** Each staff member's own emails about tickets. */
  agencyNotificationSettings: '/agency/account/notifications',
  /** Each staff member's own two-factor sign-in. */
  agencyAccountSecurity: '/agency/account/security',
} as const;

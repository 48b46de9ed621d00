import type { AgencyProjectQuery, AuditQuery, ClientQuery, InboxQuery } from '@client-portal/contract';

/**
 * Every query key of the SPA. An invalidation names a prefix and reaches every key that starts with it, so where a
 * key nests is what a write refreshes: each group says what sits under it and who invalidates it.
 */

/** The client screens' projects; a new ticket or reply invalidates them all (tickets tables, open-ticket counts). */
export const projectKeys = {
  all: () => ['projects'] as const,
  userProjects: (memberGuid: string) => [...projectKeys.all(), 'user', memberGuid] as const,
  detail: (projectGuid: string) => [...projectKeys.all(), projectGuid] as const,
  tickets: (projectGuid: string) => [...projectKeys.detail(projectGuid), 'tickets'] as const,
  uptime: (projectGuid: string) => [...projectKeys.detail(projectGuid), 'uptime'] as const,
};

/** The client screens' tickets. */
export const ticketKeys = {
  all: () => ['tickets'] as const,
  /** Every signed-in user's ticket list: a new ticket or reply invalidates them. */
  userLists: () => [...ticketKeys.all(), 'user'] as const,
  userTickets: (memberGuid: string) => [...ticketKeys.userLists(), memberGuid] as const,
  projectUsers: (projectGuid: string) => [...ticketKeys.all(), 'project-users', projectGuid] as const,
  detail: (ticketGuid: string) => [...ticketKeys.all(), 'ticket', ticketGuid] as const,
  updates: (ticketGuid: string) => [...ticketKeys.all(), 'updates', ticketGuid] as const,
};

/** The client screens' dashboard pages: a page opens at once from its project's cached list. */
export const dashboardPageKeys = {
  all: () => ['dashboard-pages'] as const,
  projectLists: () => [...dashboardPageKeys.all(), 'project'] as const,
  projectList: (projectGuid: string) => [...dashboardPageKeys.projectLists(), projectGuid] as const,
  detail: (dashboardPageGuid: string) => [...dashboardPageKeys.all(), 'detail', dashboardPageGuid] as const,
};

/** The client screens' Site Care schedules and reports, and a report's measured uptime (staff read it too). */
export const siteCareKeys = {
  all: () => ['site-care'] as const,
  schedules: () => [...siteCareKeys.all(), 'schedules'] as const,
  schedule: (scheduleGuid: string) => [...siteCareKeys.schedules(), scheduleGuid] as const,
  reports: () => [...siteCareKeys.all(), 'reports'] as const,
  scheduleReports: (scheduleGuid: string) => [...siteCareKeys.reports(), 'schedule', scheduleGuid] as const,
  report: (reportGuid: string) => [...siteCareKeys.reports(), reportGuid] as const,
  reportUptime: (reportGuid: string) => [...siteCareKeys.report(reportGuid), 'uptime'] as const,
};

/** The signed-in person's notification settings (clients and staff). */
export const notificationKeys = {
  all: () => ['notifications'] as const,
  settings: () => [...notificationKeys.all(), 'settings'] as const,
};

/** The staff's workspace: every key below but the two-factor ones starts here. */
const agencyKey = () => ['agency'] as const;

/**
 * Every inbox page and count: a ticket write invalidates them, and so does a write to a project or client, whose
 * names and users show in the inbox's filters.
 */
export const inboxKeys = {
  lists: () => [...agencyKey(), 'lists'] as const,
  page: (query: InboxQuery) => [...inboxKeys.lists(), 'inbox', query] as const,
  counts: () => [...inboxKeys.lists(), 'counts'] as const,
  /** The tags in use: a ticket's write may add or remove one. */
  tags: () => [...inboxKeys.lists(), 'tags'] as const,
};

/** One ticket as staff see it. */
export const agencyTicketKeys = {
  /** Every ticket: a bulk change invalidates them. */
  all: () => [...agencyKey(), 'ticket'] as const,
  detail: (ticketGuid: string) => [...agencyTicketKeys.all(), ticketGuid] as const,
};

/** The staff: the assignee choices (a staff account's write invalidates them) and the admins' accounts list. */
export const staffKeys = {
  members: () => [...agencyKey(), 'staff'] as const,
  accounts: () => [...agencyKey(), 'settings', 'staff'] as const,
};

/**
 * The clients: every list page (the clients screen, the pickers, the inbox's client filter) and each client. A write
 * to a client, or to a project's users, invalidates them all.
 */
export const agencyClientKeys = {
  all: () => [...agencyKey(), 'clients'] as const,
  list: (query: Partial<ClientQuery>) => [...agencyClientKeys.all(), 'list', query] as const,
  detail: (userGuid: string) => [...agencyClientKeys.all(), 'detail', userGuid.toLowerCase()] as const,
};

/**
 * The projects: every list page (the projects screen, the pickers, the inbox's project filter) and each project. A
 * client's write invalidates them all; a project's write its pages and itself.
 */
export const agencyProjectKeys = {
  all: () => [...agencyKey(), 'projects'] as const,
  lists: () => [...agencyProjectKeys.all(), 'list'] as const,
  list: (query: Partial<AgencyProjectQuery>) => [...agencyProjectKeys.lists(), query] as const,
  detail: (projectGuid: string) => [...agencyProjectKeys.all(), 'detail', projectGuid.toLowerCase()] as const,
  /** Apart from the project, so a write to its pages or users does not refetch them. */
  monitors: (projectGuid: string) => [...agencyKey(), 'monitors', projectGuid.toLowerCase()] as const,
  maintenance: (projectGuid: string) => [...agencyKey(), 'maintenance', projectGuid.toLowerCase()] as const,
};

/** Site Care as staff see it: a schedule's change on a project's page invalidates it all. */
export const agencySiteCareKeys = {
  all: () => [...agencyKey(), 'site-care'] as const,
  due: () => [...agencySiteCareKeys.all(), 'due'] as const,
  schedules: () => [...agencySiteCareKeys.all(), 'schedule'] as const,
  schedule: (scheduleGuid: string) => [...agencySiteCareKeys.schedules(), scheduleGuid.toLowerCase()] as const,
  report: (reportGuid: string) => [...agencySiteCareKeys.all(), 'report', reportGuid.toLowerCase()] as const,
};

/** Every monitor of the workspace (the Monitoring screen and the sidebar's count of sites down). */
/** The saved replies a staff member may use; any write to one invalidates them. */
export const savedReplyKeys = {
  all: () => [...agencyKey(), 'saved-replies'] as const,
};

/** What was read from the support mailbox, by state; sorting an email (or a new client) invalidates them. */
export const agencyEmailKeys = {
  all: () => [...agencyKey(), 'emails'] as const,
  list: (state: string) => [...agencyEmailKeys.all(), state] as const,
};

export const agencyMonitoringKeys = {
  all: () => [...agencyKey(), 'monitoring'] as const,
};

/** Where alerts about sites go: the channels, the workspace's defaults, each project's choice, the deliveries. */
export const alertKeys = {
  all: () => [...agencyKey(), 'alerts'] as const,
  channels: () => [...alertKeys.all(), 'channels'] as const,
  defaults: () => [...alertKeys.all(), 'defaults'] as const,
  project: (projectGuid: string) => [...alertKeys.all(), 'project', projectGuid.toLowerCase()] as const,
  deliveries: (failing: boolean) => [...alertKeys.all(), 'deliveries', failing] as const,
};

/** How the helpdesk works (the composer's default, working time, targets); each project's targets. */
export const helpdeskKeys = {
  all: () => [...agencyKey(), 'helpdesk'] as const,
  settings: () => [...helpdeskKeys.all(), 'settings'] as const,
  projectTargets: (projectGuid: string) => [...helpdeskKeys.all(), 'targets', projectGuid.toLowerCase()] as const,
};

/** The admins' audit log: every staff write adds an entry, so each invalidates it. */
export const auditKeys = {
  all: () => [...agencyKey(), 'audit'] as const,
  page: (query: AuditQuery) => [...auditKeys.all(), query] as const,
};

/** The signed-in staff member's two-factor sign-in; the staff guard (app/require-staff.tsx) reads `status` too. */
export const securityKeys = {
  all: () => ['agency-security'] as const,
  status: () => [...securityKeys.all(), 'two-factor'] as const,
  settings: () => [...securityKeys.all(), 'settings'] as const,
};

export const apiTokenKeys = {
  all: () => ['agency-api-tokens'] as const,
};

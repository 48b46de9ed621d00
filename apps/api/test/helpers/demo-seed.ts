import { readFileSync } from 'node:fs';
import { DEMO_SEED_FILE } from '../../src/admin/seed.js';
import type { ImportDocument } from '../../src/admin/import-document.js';

/** The demo data file, as written on disk (passwords in clear, GUIDs as given). */
export function readDemoDocument(): Required<ImportDocument> {
  return JSON.parse(readFileSync(DEMO_SEED_FILE, 'utf8')) as Required<ImportDocument>;
}

const demo = readDemoDocument();

function find<T>(items: T[], predicate: (item: T) => boolean, what: string): T {
  const item = items.find(predicate);
  if (!item) throw new Error(`seed/demo.json has no ${what}`);
  return item;
}

const user = (email: string) => {
  const u = find(demo.users, (x) => x.email === email, `user ${email}`);
  return {
    userGuid: u.userGuid,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    password: u.password ?? '',
  };
};
const projectGuid = (name: string) => find(demo.projects, (p) => p.name === name, `project ${name}`).projectGuid;
const pageGuid = (title: string) =>
  find(demo.dashboardPages, (d) => d.title === title, `page ${title}`).dashboardPageGuid;
const ticketGuid = (ticketId: number) =>
  find(demo.tickets, (t) => t.ticketId === ticketId, `ticket ${ticketId}`).ticketGuid;
const scheduleGuid = (domain: string) =>
  find(demo.siteCareSchedules, (s) => s.domainName === domain, `schedule ${domain}`).siteCareScheduleGuid;
const reportGuid = (schedule: string, createdDateTime: string) =>
  find(
    demo.siteCareReports,
    (r) => r.siteCareScheduleGuid === schedule && r.createdDateTime.startsWith(createdDateTime),
    `report ${createdDateTime}`,
  ).siteCareReportGuid;

/** The password every demo login shares. */
export const DEMO_PASSWORD = user('client@example.com').password;

/** The demo client: authorised on Acme Website Redesign and Acme Mobile App. */
export const CLIENT = user('client@example.com');
/** Another client, authorised only on Other Co Intranet. */
export const OTHER = user('other@example.com');
/** Agency staff with no password: cannot sign in. Authorised on every demo project, as the agency's own contact. */
export const STAFF = user('alex@agency.example');
/** The demo admin: signs in to the agency's workspace. */
export const ADMIN = user('agency@example.com');

export const PROJECTS = {
  redesign: projectGuid('Acme Website Redesign'),
  mobileApp: projectGuid('Acme Mobile App'),
  intranet: projectGuid('Other Co Intranet'),
} as const;

export const SCHEDULES = {
  acme: scheduleGuid('acme-widgets.example'),
  otherCo: scheduleGuid('otherco.example'),
} as const;

export const DASHBOARD_PAGES = {
  analytics: pageGuid('Website analytics'),
  uptime: pageGuid('Uptime'),
  search: pageGuid('Search performance'),
  appReviews: pageGuid('App store reviews'),
  intranetUsage: pageGuid('Intranet usage'),
} as const;

/** Redesign: new, in-progress, awaiting-customer, completed, deleted; mobile app: new, completed; intranet: in-progress. */
export const TICKETS = {
  bannerNew: ticketGuid(100231),
  biosInProgress: ticketGuid(100198),
  contactFormAwaiting: ticketGuid(100176),
  redesignCompleted: ticketGuid(100102),
  redesignDeleted: ticketGuid(100087),
  appNew: ticketGuid(100044),
  appCompleted: ticketGuid(100012),
  intranetInProgress: ticketGuid(100260),
} as const;

export const REPORTS = {
  acmeNovember: reportGuid(SCHEDULES.acme, '2026-11'),
  acmeOctober: reportGuid(SCHEDULES.acme, '2026-10'),
  acmeSeptember: reportGuid(SCHEDULES.acme, '2026-09'),
  otherCoNovember: reportGuid(SCHEDULES.otherCo, '2026-11'),
} as const;

/** Every GUID of something the demo client may see (and other@example.com may not). */
export const CLIENT_OWNED = {
  projects: [PROJECTS.redesign, PROJECTS.mobileApp],
  dashboardPages: [
    DASHBOARD_PAGES.analytics,
    DASHBOARD_PAGES.uptime,
    DASHBOARD_PAGES.search,
    DASHBOARD_PAGES.appReviews,
  ],
  tickets: [
    TICKETS.bannerNew,
    TICKETS.biosInProgress,
    TICKETS.contactFormAwaiting,
    TICKETS.redesignCompleted,
    TICKETS.redesignDeleted,
    TICKETS.appNew,
    TICKETS.appCompleted,
  ],
  schedules: [SCHEDULES.acme],
  reports: [REPORTS.acmeNovember, REPORTS.acmeOctober, REPORTS.acmeSeptember],
} as const;

/** Demo dashboard hosts: the CSP must let them be framed. */
export const DASHBOARD_ORIGINS = [...new Set(demo.dashboardPages.map((d) => new URL(d.url).origin))].sort();

import { z } from 'zod';
import { AuditEntry, Person } from './agency.js';
import { Guid, GuidParam, PageNumber, PageOf, PageSize, SearchText, Trimmed } from './common.js';
import { DASHBOARD_PAGE_TITLE_MAX, DOMAIN_NAME_MAX, PROJECT_NAME_MAX } from './limits.js';
import { DashboardPage } from './dashboard-pages.js';
import { ProjectDto, ProjectStatus } from './projects.js';
import { HttpUrl } from './urls.js';

export const SCHEDULE_STATUSES = ['active', 'paused'] as const;
export const ScheduleStatus = z.enum(SCHEDULE_STATUSES, { error: 'status must be active or paused' });

/** A project's Site Care schedule as staff see it. */
export const AgencySchedule = z.object({
  siteCareScheduleGuid: Guid,
  domainName: z.string(),
  siteCareDay: z.number().int(),
  status: z.string(),
  countOfSiteCareReports: z.number().int().nonnegative(),
});
export type AgencySchedule = z.infer<typeof AgencySchedule>;

/** A project as the workspace lists it (the inbox's filters and "New ticket" use the same list). */
export const AgencyProject = z.object({
  projectGuid: Guid,
  name: z.string(),
  status: ProjectStatus,
  startDate: ProjectDto.shape.startDate,
  periodStartDate: ProjectDto.shape.periodStartDate,
  periodEndDate: ProjectDto.shape.periodEndDate,
  /** Enabled authorised users: whom a ticket may be raised for. */
  users: z.array(Person),
  countOfOpenTickets: z.number().int().nonnegative(),
  schedule: AgencySchedule.nullable(),
});
export type AgencyProject = z.infer<typeof AgencyProject>;
/** A page of the projects, by name. */
export const AgencyProjectPage = PageOf(AgencyProject);
export type AgencyProjectPage = z.infer<typeof AgencyProjectPage>;

/**
 * `GET /api/agency/projects`: search by name, filter by status, one page at a time. `withSchedule=true` keeps the
 * projects that have a Site Care schedule.
 */
export const AgencyProjectQuery = z.object({
  q: SearchText('q').optional(),
  status: ProjectStatus.optional(),
  withSchedule: z.enum(['true'], { error: 'withSchedule must be true' }).optional(),
  page: PageNumber,
  pageSize: PageSize,
});
export type AgencyProjectQuery = z.infer<typeof AgencyProjectQuery>;

/** A dashboard page with its place in the project's order (0 first). */
export const AgencyDashboardPage = DashboardPage.extend({ sortOrder: z.number().int() });
export type AgencyDashboardPage = z.infer<typeof AgencyDashboardPage>;

export const AgencyProjectDetail = AgencyProject.extend({
  dashboardPages: z.array(AgencyDashboardPage),
  history: z.array(AuditEntry),
});
export type AgencyProjectDetail = z.infer<typeof AgencyProjectDetail>;

export const ProjectUserParams = z.object({ projectGuid: GuidParam, userGuid: GuidParam });

const DateOnly = (field: string) => z.iso.date({ error: `${field} must be a date (yyyy-MM-dd)` }).nullable();

const projectFields = {
  name: Trimmed('name', PROJECT_NAME_MAX),
  status: ProjectStatus,
  startDate: DateOnly('startDate').optional(),
  periodStartDate: DateOnly('periodStartDate').optional(),
  periodEndDate: DateOnly('periodEndDate').optional(),
};

/** The period's end may not come before its start (checked on the whole project, also when one date changes). */
export const periodProblem = (start: string | null | undefined, end: string | null | undefined): string | null =>
  start && end && end.slice(0, 10) < start.slice(0, 10) ? 'periodEndDate must not be before periodStartDate' : null;

export const NewProject = z
  .object(projectFields)
  .strict()
  .superRefine((value, ctx) => {
    const problem = periodProblem(value.periodStartDate, value.periodEndDate);
    if (problem) ctx.addIssue({ code: 'custom', path: ['periodEndDate'], message: problem });
  });
export type NewProject = z.infer<typeof NewProject>;

export const ProjectChange = z
  .object({
    name: projectFields.name.optional(),
    status: ProjectStatus.optional(),
    startDate: projectFields.startDate,
    periodStartDate: projectFields.periodStartDate,
    periodEndDate: projectFields.periodEndDate,
  })
  .strict();
export type ProjectChange = z.infer<typeof ProjectChange>;

/**
 * The icons staff choose from: Bootstrap Icons, the set the client screens draw dashboard pages with. Stored as the
 * class the client screens use ("bi bi-graph-up").
 */
export const DASHBOARD_ICONS = [
  'bi bi-speedometer2',
  'bi bi-graph-up',
  'bi bi-bar-chart',
  'bi bi-pie-chart',
  'bi bi-activity',
  'bi bi-globe',
  'bi bi-search',
  'bi bi-cart',
  'bi bi-people',
  'bi bi-envelope',
  'bi bi-calendar',
  'bi bi-clipboard-data',
  'bi bi-table',
  'bi bi-kanban',
  'bi bi-shield-check',
  'bi bi-lightning',
  'bi bi-cloud',
  'bi bi-file-earmark-text',
  'bi bi-megaphone',
  'bi bi-star',
] as const;
const DashboardIcon = z.enum(DASHBOARD_ICONS, { error: 'iconClass must be one of the offered icons' });

/** Only `https://` pages can be framed in the portal. */
export const HttpsUrl = HttpUrl.refine((value) => value.startsWith('https://'), 'must be an https:// address');

export const NewDashboardPage = z
  .object({ title: Trimmed('title', DASHBOARD_PAGE_TITLE_MAX), iconClass: DashboardIcon, url: HttpsUrl })
  .strict();
export type NewDashboardPage = z.infer<typeof NewDashboardPage>;

/** `sortOrder` moves the page to that place (0 first); the others close up around it. */
export const DashboardPageChange = z
  .object({
    title: Trimmed('title', DASHBOARD_PAGE_TITLE_MAX).optional(),
    iconClass: DashboardIcon.optional(),
    url: HttpsUrl.optional(),
    sortOrder: z.number().int().min(0, 'sortOrder must be 0 or more').optional(),
  })
  .strict();
export type DashboardPageChange = z.infer<typeof DashboardPageChange>;

/** A site's domain name (`example.com`), in lower case. */
export const DOMAIN_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** `PUT /api/agency/projects/{projectGuid}/sitecareschedule`: creates the project's schedule or changes it. */
export const ScheduleInput = z
  .object({
    domainName: z
      .string({ error: 'domainName is required' })
      .trim()
      .toLowerCase()
      .min(1, 'domainName is required')
      .max(DOMAIN_NAME_MAX, `domainName must be at most ${DOMAIN_NAME_MAX} characters`)
      .regex(DOMAIN_NAME, 'domainName must be a domain name such as example.com'),
    siteCareDay: z
      .number({ error: 'siteCareDay must be a whole number from 1 to 28' })
      .int('siteCareDay must be a whole number from 1 to 28')
      .min(1, 'siteCareDay must be a whole number from 1 to 28')
      .max(28, 'siteCareDay must be a whole number from 1 to 28'),
    status: ScheduleStatus,
  })
  .strict();
export type ScheduleInput = z.infer<typeof ScheduleInput>;

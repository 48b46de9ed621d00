import {
  DASHBOARD_PAGE_TITLE_MAX,
  DOMAIN_NAME_MAX,
  EMAIL_MAX,
  Guid,
  HttpUrl,
  PERSON_NAME_MAX,
  PROJECT_NAME_MAX,
  REPORT_SHORT_TEXT_MAX,
  TICKET_NAME_MAX,
  TICKET_STATUSES,
  USER_ROLES,
} from '@client-portal/contract';
import { z } from 'zod';

const IsoDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'must be an ISO 8601 date' });
const IsoDateTime = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' });
/** At most `max` characters, as the API takes the field (the contract's limits): the error names the limit. */
const Limited = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const Email = z.email().max(EMAIL_MAX);
/**
 * Rich text as stored: the API's limit is on what is sent, and sanitising can lengthen it (`&` is stored as `&amp;`),
 * so the portal's own export may hold longer texts than it takes.
 */
const Text = z.string().max(200_000);
const Count = z.number().int().nonnegative();

const SCHEDULE_STATUSES = ['active', 'inactive', 'paused'] as const;

export const ImportUser = z.strictObject({
  userGuid: Guid,
  email: Email,
  firstName: Limited(PERSON_NAME_MAX).min(1),
  lastName: Limited(PERSON_NAME_MAX),
  password: z.string().min(8).max(1024).optional(),
  /** client (the default for a new user), staff or admin; left as it is when absent. */
  role: z.enum(USER_ROLES).optional(),
  /** When the account was disabled (it cannot sign in); null enables it; left as it is when absent. */
  disabledAt: IsoDateTime.nullable().optional(),
});

export const ImportProject = z.strictObject({
  projectGuid: Guid,
  name: Limited(PROJECT_NAME_MAX).min(1),
  /** Open text (`paused`, `on-hold`, `maintenance`…): the portal shows `active` as such and any other value as inactive. */
  status: z.string().trim().min(1, 'must not be empty').max(50, 'must be at most 50 characters'),
  startDate: IsoDate.nullable(),
  periodStartDate: IsoDate.nullable(),
  periodEndDate: IsoDate.nullable(),
  siteCareScheduleGuid: Guid.nullable().optional(),
  userEmails: z.array(Email),
});

export const ImportDashboardPage = z.strictObject({
  dashboardPageGuid: Guid,
  projectGuid: Guid,
  title: Limited(DASHBOARD_PAGE_TITLE_MAX).min(1),
  iconClass: z.string().max(255),
  url: HttpUrl,
});

export const ImportTicketUpdate = z.strictObject({
  userEmail: Email,
  createdDateTime: IsoDateTime,
  updateText: Text,
  /** An internal note: staff see it, clients never do. */
  internal: z.boolean().optional(),
});

export const ImportTicket = z.strictObject({
  ticketGuid: Guid,
  ticketId: z.number().int().positive(),
  projectGuid: Guid,
  name: Limited(TICKET_NAME_MAX).min(1),
  description: Text,
  status: z.enum(TICKET_STATUSES),
  createdByEmail: Email,
  createdDateTime: IsoDateTime,
  /** The staff member the ticket is assigned to; null unassigns; left as it is when absent. */
  assigneeEmail: Email.nullable().optional(),
  updates: z.array(ImportTicketUpdate).default([]),
});

export const ImportSiteCareSchedule = z.strictObject({
  siteCareScheduleGuid: Guid,
  domainName: Limited(DOMAIN_NAME_MAX).min(1),
  status: z.enum(SCHEDULE_STATUSES),
  siteCareDay: z.number().int().min(1).max(31),
});

const OptionalText = Text.nullable();

export const ImportSiteCareReport = z.strictObject({
  siteCareReportGuid: Guid,
  siteCareScheduleGuid: Guid,
  createdDateTime: IsoDateTime,
  completedDateTime: IsoDateTime.nullable(),
  comments: OptionalText,
  siteHealth: OptionalText,
  pluginsUpdated: OptionalText,
  pluginsDeleted: OptionalText,
  cmsCoreVersion: Limited(REPORT_SHORT_TEXT_MAX).nullable(),
  // Rich text in older data (the screen shows it sanitised), where the API now takes a short note.
  cmsCoreUpdate: OptionalText,
  themesUpdated: OptionalText,
  themesDeleted: OptionalText,
  downtimes: Count.nullable(),
  totalDowntime: Count.nullable(),
  averageResponseTime: Count.nullable(),
  securityIssues: OptionalText,
  miscellaneous: OptionalText,
});

/** One staff change as the audit log keeps it. Entries are only ever added: an entry already present stays as it is. */
export const ImportAuditEntry = z.strictObject({
  auditGuid: Guid,
  /** Who made the change; null when that user is gone. */
  actorEmail: Email.nullable(),
  objectType: z.string().min(1).max(50),
  objectGuid: z.string().min(1).max(36),
  action: z.string().min(1).max(50),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  createdAt: IsoDateTime,
  ipAddress: z.string().max(64).nullable(),
});

/** The agency's data file: every section optional, upserted by GUID in one transaction. */
export const ImportDocument = z.strictObject({
  users: z.array(ImportUser).optional(),
  projects: z.array(ImportProject).optional(),
  dashboardPages: z.array(ImportDashboardPage).optional(),
  tickets: z.array(ImportTicket).optional(),
  siteCareSchedules: z.array(ImportSiteCareSchedule).optional(),
  siteCareReports: z.array(ImportSiteCareReport).optional(),
  auditLog: z.array(ImportAuditEntry).optional(),
});
export type ImportDocument = z.infer<typeof ImportDocument>;

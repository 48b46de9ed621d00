import { z } from 'zod';
import { Guid } from './common.js';

/**
 * A project's status is open text on the wire: spec §5 shows "active" as such and any other value as "inactive", and
 * agencies use their own words ("paused", "maintenance").
 */
const ProjectStatus = z.string();

/** Spec §3 Project (list item). */
export const ProjectListItem = z.object({
  projectGuid: Guid,
  name: z.string(),
  status: ProjectStatus,
  countOfOpenTickets: z.number().int().nonnegative(),
  countOfSiteCareReports: z.number().int().nonnegative(),
  siteCareScheduleGuid: Guid.nullable(),
});
export type ProjectListItem = z.infer<typeof ProjectListItem>;
export const ProjectList = z.array(ProjectListItem);

/** Spec §3 Project (detail, returned as projectDto). Dates are ISO 8601. */
export const ProjectDto = z.object({
  projectGuid: Guid,
  name: z.string(),
  status: ProjectStatus,
  startDate: z.string().nullable(),
  periodStartDate: z.string().nullable(),
  periodEndDate: z.string().nullable(),
});
export type ProjectDto = z.infer<typeof ProjectDto>;

/** Spec §3 Project user. */
export const ProjectUser = z.object({
  userGuid: Guid,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type ProjectUser = z.infer<typeof ProjectUser>;
export const ProjectUserList = z.array(ProjectUser);

export const ProjectDetail = z.object({
  projectDto: ProjectDto,
  projectUsers: z.array(ProjectUser),
});
export type ProjectDetail = z.infer<typeof ProjectDetail>;

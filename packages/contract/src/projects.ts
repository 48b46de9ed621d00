import { z } from 'zod';
import { Guid } from './common.js';

/** The statuses staff choose from in the workspace. */
export const PROJECT_STATUSES = ['active', 'paused', 'archived'] as const;

/**
 * A project's status, one type for reading and writing: open text, as spec §5 shows "active" as such and any other
 * value as "inactive". Staff choose `active`, `paused` or `archived`; data brought in may hold an agency's own words
 * ("on-hold", "maintenance"), kept as they are and written back as read.
 */
export const ProjectStatus = z
  .string()
  .trim()
  .min(1, 'status must not be empty')
  .max(50, 'status must be at most 50 characters')
  .meta({
    description: 'active, paused or archived as staff choose them; other words (from data brought in) are kept as read',
    examples: ['active'],
  });
export type ProjectStatus = z.infer<typeof ProjectStatus>;

/** A project's day: ISO 8601, a day as staff set it (2026-03-02); data brought in may hold a date-time instead. */
const ProjectDate = z.string().meta({
  description: 'ISO 8601: a day (2026-03-02), or a date-time where data brought in held one',
  examples: ['2026-03-02'],
});

/** Spec §3 Project (list item). */
export const ProjectListItem = z
  .object({
    projectGuid: Guid,
    name: z.string(),
    status: ProjectStatus,
    countOfOpenTickets: z.number().int().nonnegative(),
    countOfSiteCareReports: z.number().int().nonnegative(),
    siteCareScheduleGuid: Guid.nullable(),
  })
  .meta({
    examples: [
      {
        projectGuid: '5e1c7a2b-3d4f-4a6b-8c9d-0e1f2a3b4c5d',
        name: 'Acme website',
        status: 'active',
        countOfOpenTickets: 2,
        countOfSiteCareReports: 11,
        siteCareScheduleGuid: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
      },
    ],
  });
export type ProjectListItem = z.infer<typeof ProjectListItem>;
export const ProjectList = z.array(ProjectListItem);

/** Spec §3 Project (detail, returned as projectDto). Dates are ISO 8601. */
export const ProjectDto = z
  .object({
    projectGuid: Guid,
    name: z.string(),
    status: ProjectStatus,
    startDate: ProjectDate.nullable(),
    periodStartDate: ProjectDate.nullable(),
    periodEndDate: ProjectDate.nullable(),
  })
  .meta({
    examples: [
      {
        projectGuid: '5e1c7a2b-3d4f-4a6b-8c9d-0e1f2a3b4c5d',
        name: 'Acme website',
        status: 'active',
        startDate: '2026-03-02',
        periodStartDate: '2026-11-01',
        periodEndDate: '2027-10-31',
      },
    ],
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

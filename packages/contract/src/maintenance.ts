import { z } from 'zod';
import { DateTime, Guid, GuidParam } from './common.js';

/**
 * A planned maintenance window of a project's sites: checks go on, nothing alerts, and the time counts neither as
 * uptime nor as downtime. Clients see "Planned maintenance" with the note while it lasts (and in the days before),
 * and the month's report lists the windows apart from outages. A window may repeat every week.
 */
const MAINTENANCE_NOTE_MAX = 500;
/** The longest window, in hours: a week (a weekly window may then run on into the next). */
const MAINTENANCE_MAX_HOURS = 7 * 24;
/** Clients are shown a window this many days before it starts. */
export const MAINTENANCE_NOTICE_DAYS = 7;

export const MaintenanceWindow = z.object({
  windowGuid: Guid,
  startsAt: DateTime,
  endsAt: DateTime,
  note: z.string(),
  repeatsWeekly: z.boolean(),
  createdAt: DateTime,
});
export type MaintenanceWindow = z.infer<typeof MaintenanceWindow>;
export const MaintenanceWindowList = z.array(MaintenanceWindow);

const When = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be a date and time (ISO 8601, e.g. 2026-12-01T22:00:00Z)` });

export const NewMaintenanceWindow = z
  .object({
    startsAt: When('startsAt'),
    endsAt: When('endsAt'),
    note: z
      .string({ error: 'note must be text' })
      .trim()
      .max(MAINTENANCE_NOTE_MAX, `note must be at most ${MAINTENANCE_NOTE_MAX} characters`)
      .default(''),
    repeatsWeekly: z.boolean({ error: 'repeatsWeekly must be true or false' }).default(false),
  })
  .strict()
  .superRefine((value, ctx) => {
    const hours = (Date.parse(value.endsAt) - Date.parse(value.startsAt)) / 3_600_000;
    if (!(hours > 0)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'endsAt must be after startsAt' });
    } else if (hours > MAINTENANCE_MAX_HOURS) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'endsAt must be at most 7 days after startsAt' });
    }
  });
export type NewMaintenanceWindow = z.infer<typeof NewMaintenanceWindow>;

export const MaintenanceWindowParams = z.object({ windowGuid: GuidParam });

/** A window as clients see it: one occurrence, with its note. */
export const MaintenanceOccurrence = z.object({ startsAt: DateTime, endsAt: DateTime, note: z.string() });
export type MaintenanceOccurrence = z.infer<typeof MaintenanceOccurrence>;

import { z } from 'zod';
import { DateTime } from './common.js';

/** Which way the ticket composer starts: a public update (the client reads it) or an internal note. */
const COMPOSER_DEFAULTS = ['public', 'internal'] as const;
const ComposerDefault = z.enum(COMPOSER_DEFAULTS, {
  error: `composerDefault must be one of ${COMPOSER_DEFAULTS.join(', ')}`,
});

/** Whether the runtime knows the IANA time zone (`Europe/London`, `UTC`). */
const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
};

const Clock = (field: string) =>
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${field} must be a time of day as HH:MM (00:00 to 23:59)`);
const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a holiday must be a date as YYYY-MM-DD')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'a holiday must be a real date',
  );

/** Monday is 1, Sunday 7 (ISO 8601). */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/**
 * The agency's working time, in which response targets are counted: its working days, one span of hours each (in its
 * time zone), and its public holidays (no working time).
 */
export const BusinessHours = z
  .object({
    timeZone: z.string().max(64).refine(isTimeZone, 'timeZone must be a time zone such as Europe/London or UTC'),
    workingDays: z
      .array(
        z
          .number()
          .int()
          .min(1, 'workingDays holds 1 (Monday) to 7 (Sunday)')
          .max(7, 'workingDays holds 1 (Monday) to 7 (Sunday)'),
      )
      .min(1, 'choose at least one working day')
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'name each working day once'),
    start: Clock('start'),
    end: Clock('end'),
    holidays: z.array(Day).max(400, 'at most 400 holidays'),
  })
  .strict()
  .refine((hours) => hours.start < hours.end, { message: 'end must be after start', path: ['end'] });
export type BusinessHours = z.infer<typeof BusinessHours>;

/** A target, in minutes of working time; null: none. At most a year of working time. */
const TargetMinutes = (field: string) =>
  z
    .number()
    .int(`${field} must be a whole number of minutes`)
    .min(1, `${field} must be at least 1 minute`)
    .max(525_600, `${field} must be at most 525600 minutes`)
    .nullable();

/** How soon a ticket is first answered (a public update from staff) and completed, in working time. */
export const ResponseTargets = z
  .object({
    firstResponseMinutes: TargetMinutes('firstResponseMinutes'),
    resolutionMinutes: TargetMinutes('resolutionMinutes'),
  })
  .strict();
export type ResponseTargets = z.infer<typeof ResponseTargets>;

/** `GET|PUT /api/agency/settings/helpdesk`: how the helpdesk works (staff read it, admins change it). */
export const HelpdeskSettings = z
  .object({
    composerDefault: ComposerDefault,
    /** Clients see their tickets' priority on their ticket screens. */
    clientsSeePriority: z.boolean({ error: 'clientsSeePriority must be true or false' }),
    businessHours: BusinessHours,
    /** Every project's targets, unless a project sets its own. */
    targets: ResponseTargets,
  })
  .strict();
export type HelpdeskSettings = z.infer<typeof HelpdeskSettings>;

/** `GET|PUT /api/agency/projects/{projectGuid}/targets`: the workspace's targets, or the project's own. */
export const ProjectTargets = z
  .object({ followsDefault: z.boolean({ error: 'followsDefault must be true or false' }) })
  .extend(ResponseTargets.shape)
  .strict();
export type ProjectTargets = z.infer<typeof ProjectTargets>;

/** Where a ticket stands against its targets, as the inbox marks it. */
const DUE_STATES = ['on-track', 'at-risk', 'breached', 'paused'] as const;
export const DueState = z.enum(DUE_STATES);
export type DueState = z.infer<typeof DueState>;

/** The next target a ticket must meet: null when it has none (no target, or it is closed). */
export const TicketDue = z
  .object({
    kind: z.enum(['first-response', 'resolution']),
    /** When; null while the clock is stopped (awaiting the customer). */
    dueAt: DateTime.nullable(),
    state: DueState,
  })
  .nullable();
export type TicketDue = z.infer<typeof TicketDue>;

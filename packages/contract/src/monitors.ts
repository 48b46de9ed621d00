import { z } from 'zod';
import { MaintenanceOccurrence } from './maintenance.js';
import { CalendarDate, DateTime, Guid, GuidParam } from './common.js';
import { MONITOR_KEYWORD_MAX } from './limits.js';
import { HttpUrl } from './urls.js';

/** How often a monitor checks, in seconds: every 30 s at most, every hour at least; 5 minutes unless set. */
export const MONITOR_INTERVAL_SECONDS = { min: 30, max: 3600, default: 300 } as const;
/** How long a check waits for the site, in seconds. */
export const MONITOR_TIMEOUT_SECONDS = { min: 1, max: 60, default: 10 } as const;
/** A status from min to max counts as up: 2xx and 3xx unless set. */
export const MONITOR_EXPECTED_STATUS = { min: 200, max: 399 } as const;
/** The longest name of a monitor. */
export const MONITOR_NAME_MAX = 100;
/** A site is down after this many failed checks in a row, and up again after as many good ones. */
export const MONITOR_CONFIRM_CHECKS = 2;
/** Days before a certificate expires that staff are warned at. */
export const CERTIFICATE_WARNING_DAYS = [30, 14, 7] as const;

const MONITOR_STATES = ['pending', 'up', 'down'] as const;
export const MonitorState = z.enum(MONITOR_STATES);
export type MonitorState = z.infer<typeof MonitorState>;

/** `https://` or `http://` with a plain host; no user name or password (urls.ts). */
export const MonitorUrl = HttpUrl;

const Whole = (field: string, range: { min: number; max: number }, unit: string) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(range.min, `${field} must be at least ${range.min} ${unit}`)
    .max(range.max, `${field} must be at most ${range.max} ${unit}`);

const StatusCode = (field: string) => Whole(field, { min: 100, max: 599 }, '(an HTTP status)');

export const Monitor = z.object({
  monitorGuid: Guid,
  projectGuid: Guid,
  /** What staff call the site ("Shop checkout"); null: shown by its address. */
  name: z.string().nullable(),
  url: z.string(),
  expectedStatusMin: z.number().int(),
  expectedStatusMax: z.number().int(),
  /** Text the page must contain to count as up. */
  keyword: z.string().nullable(),
  intervalSeconds: z.number().int(),
  timeoutSeconds: z.number().int(),
  /** Check a site whose certificate the server does not trust (self-signed): its expiry is still read. */
  ignoreTlsErrors: z.boolean(),
  state: MonitorState,
  /** When the current state began (confirmed): null while pending. */
  stateSince: DateTime.nullable(),
  lastCheckedAt: DateTime.nullable(),
  lastResponseMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
  /** The HTTPS certificate's expiry as last read; null for http:// or before the first check. */
  certificateExpiresAt: DateTime.nullable(),
});
export type Monitor = z.infer<typeof Monitor>;
export const MonitorList = z.array(Monitor);

/** `GET /api/agency/monitors`: a monitor of any project, as the workspace's Monitoring screen lists it. */
export const AgencyMonitor = Monitor.extend({
  projectName: z.string(),
  /** The share of checks that found the site up in the last 24 hours and 30 days (0–100); null without checks. */
  uptime24h: z.number().nullable(),
  uptime30d: z.number().nullable(),
  /** When the monitor was added: a period that starts earlier counts only its checks since. */
  monitoredSince: DateTime,
});
export type AgencyMonitor = z.infer<typeof AgencyMonitor>;
/** Down first, then pending, then up; each by project name, then address. */
export const AgencyMonitorList = z.array(AgencyMonitor);
/** `GET /api/agency/monitors?state=down`: only the monitors in that state (the sidebar's count of sites down). */
export const AgencyMonitorQuery = z.object({
  state: z.enum(MONITOR_STATES, { error: 'state must be pending, up or down' }).optional(),
});
export type AgencyMonitorQuery = z.infer<typeof AgencyMonitorQuery>;

const monitorFields = {
  name: z.string().trim().max(MONITOR_NAME_MAX, `name must be at most ${MONITOR_NAME_MAX} characters`).nullable(),
  url: MonitorUrl,
  expectedStatusMin: StatusCode('expectedStatusMin'),
  expectedStatusMax: StatusCode('expectedStatusMax'),
  keyword: z
    .string()
    .trim()
    .max(MONITOR_KEYWORD_MAX, `keyword must be at most ${MONITOR_KEYWORD_MAX} characters`)
    .nullable(),
  intervalSeconds: Whole('intervalSeconds', MONITOR_INTERVAL_SECONDS, 'seconds'),
  timeoutSeconds: Whole('timeoutSeconds', MONITOR_TIMEOUT_SECONDS, 'seconds'),
  ignoreTlsErrors: z.boolean(),
};

const statusRange = (value: { expectedStatusMin?: number; expectedStatusMax?: number }) =>
  value.expectedStatusMin === undefined ||
  value.expectedStatusMax === undefined ||
  value.expectedStatusMin <= value.expectedStatusMax;
const STATUS_RANGE_PROBLEM = {
  message: 'expectedStatusMax must not be below expectedStatusMin',
  path: ['expectedStatusMax'],
};

export const NewMonitor = z
  .object({
    name: monitorFields.name.default(null),
    url: monitorFields.url,
    expectedStatusMin: monitorFields.expectedStatusMin.default(MONITOR_EXPECTED_STATUS.min),
    expectedStatusMax: monitorFields.expectedStatusMax.default(MONITOR_EXPECTED_STATUS.max),
    keyword: monitorFields.keyword.default(null),
    intervalSeconds: monitorFields.intervalSeconds.default(MONITOR_INTERVAL_SECONDS.default),
    timeoutSeconds: monitorFields.timeoutSeconds.default(MONITOR_TIMEOUT_SECONDS.default),
    ignoreTlsErrors: monitorFields.ignoreTlsErrors.default(false),
  })
  .strict()
  .refine(statusRange, STATUS_RANGE_PROBLEM);
export type NewMonitor = z.infer<typeof NewMonitor>;

export const MonitorChange = z
  .object({
    name: monitorFields.name.optional(),
    url: monitorFields.url.optional(),
    expectedStatusMin: monitorFields.expectedStatusMin.optional(),
    expectedStatusMax: monitorFields.expectedStatusMax.optional(),
    keyword: monitorFields.keyword.optional(),
    intervalSeconds: monitorFields.intervalSeconds.optional(),
    timeoutSeconds: monitorFields.timeoutSeconds.optional(),
    ignoreTlsErrors: monitorFields.ignoreTlsErrors.optional(),
  })
  .strict()
  .refine(statusRange, STATUS_RANGE_PROBLEM);
export type MonitorChange = z.infer<typeof MonitorChange>;

export const MonitorGuidParams = z.object({ monitorGuid: GuidParam });

/**
 * Why a site was down, in the words its clients read. A check's own error stays with staff: it names their settings
 * (the keyword, the expected statuses) and what the server's network answered.
 */
const INCIDENT_CAUSES = [
  'The site did not answer',
  'The site answered with an error',
  'Unexpected response',
  'Unexpected content',
  'Certificate expired',
  'Certificate problem',
] as const;
export const IncidentCause = z.enum(INCIDENT_CAUSES);
export type IncidentCause = z.infer<typeof IncidentCause>;

/** A confirmed outage: from the check that confirmed it down to the one that confirmed it up again. */
export const Incident = z.object({
  startedAt: DateTime,
  /** null while the site is still down. */
  endedAt: DateTime.nullable(),
  durationSeconds: z.number().int(),
  cause: IncidentCause,
});
export type Incident = z.infer<typeof Incident>;

export const UptimeDay = z.object({
  /** yyyy-MM-dd (UTC). */
  date: CalendarDate,
  /** Share of checks up that day, 0–100; null when nothing was checked. */
  uptimePercent: z.number().nullable(),
  averageResponseMs: z.number().int().nullable(),
});
export type UptimeDay = z.infer<typeof UptimeDay>;

const PROJECT_UPTIME_STATES = ['operational', 'down', 'maintenance', 'not-monitored'] as const;

/** `GET /api/projects/{projectGuid}/uptime`: the project's sites as its clients see them. */
export const ProjectUptime = z.object({
  state: z.enum(PROJECT_UPTIME_STATES),
  /** Down: since when. Operational: since when it has been up. */
  since: DateTime.nullable(),
  /** Each period's share of checks up: only checks made count, so a period longer than the monitoring covers less. */
  uptime: z.object({
    h24: z.number().nullable(),
    d7: z.number().nullable(),
    d30: z.number().nullable(),
    d90: z.number().nullable(),
  }),
  /** Planned maintenance under way (state `maintenance`), or the next to start within MAINTENANCE_NOTICE_DAYS. */
  maintenance: MaintenanceOccurrence.nullable(),
  /** When the project's oldest monitor was added: the periods that start earlier count only from then. */
  monitoredSince: DateTime.nullable(),
  /** The last 30 days, oldest first. */
  daily: z.array(UptimeDay),
  /** The last 90 days' incidents, newest first. */
  incidents: z.array(Incident),
  /** How uptime is counted: every check, from this server, with the confirm rule. */
  method: z.object({ intervalSeconds: z.number().int().nullable(), confirmChecks: z.number().int() }),
});
export type ProjectUptime = z.infer<typeof ProjectUptime>;

/**
 * `GET /api/sitecarereports/{guid}/uptime`: the report month's measurements. `measured` is set when the report's
 * figures came from the portal's own checks (how uptime was counted); null when they were typed in or imported, and
 * the report keeps the spec's wording.
 */
export const ReportUptime = z.object({
  measured: z.object({ intervalSeconds: z.number().int(), confirmChecks: z.number().int() }).nullable(),
  /** Each day of the report's month, oldest first (empty when nothing was measured). */
  daily: z.array(UptimeDay),
  /** The month's incidents, newest first. */
  incidents: z.array(Incident),
  /** The month's planned maintenance, oldest first: apart from the incidents, its time counting as neither. */
  maintenance: z.array(MaintenanceOccurrence),
});
export type ReportUptime = z.infer<typeof ReportUptime>;

/** "every 5 minutes", "every minute", "every 30 seconds". */
function everyInterval(intervalSeconds: number): string {
  if (intervalSeconds % 60 !== 0) return `every ${intervalSeconds} seconds`;
  const minutes = intervalSeconds / 60;
  return minutes === 1 ? 'every minute' : `every ${minutes} minutes`;
}

/** How a report measured by the portal says uptime was counted (reports typed in keep the spec's wording). */
export const measuredUptimeWording = (measured: { intervalSeconds: number; confirmChecks: number }): string =>
  `Your site is checked from our server ${everyInterval(measured.intervalSeconds)}; uptime is the share of checks it answered, and an outage counts from ${measured.confirmChecks} failed checks in a row.`;

import { ALREADY_AT_LATEST, REPORT_SITE_HEALTH_STUB, REPORT_SUMMARY_STUB } from './agency-site-care.js';
import { hasVisibleText, richTextLine } from './rich-text-reader.js';

/**
 * What each field of a Site Care report shows (spec §2 "Site Care report"), on the client's screen and in its PDF
 * alike: the stubs the agency's report form starts with are hidden, and empty lists read as their defaults.
 */

export const REPORT_DEFAULT_TEXT = {
  pluginsUpdated: 'None',
  themesUpdated: 'No themes needed updating.',
  securityIssues: 'None',
  // The spec leaves an empty Ad hoc work card open; "None" matches the other empty lists.
  miscellaneous: 'None',
  coreAlreadyAtLatest: 'Not updated - already at latest version',
  coreUpdatedToVersion: 'Updated this month',
} as const;

/** Spec §9: uptime is monitored from 5 locations every 5 minutes; the report covers a 30-day window. */
export const REPORT_MONITORING = { locations: 5, intervalMinutes: 5, windowDays: 30 } as const;

/** How a report whose figures were typed in says uptime was counted (spec §2). */
export const TYPED_UPTIME_WORDING = `Your site is monitored from ${REPORT_MONITORING.locations} locations every ${REPORT_MONITORING.intervalMinutes} minutes.`;

/** Summary card: hidden when empty or still exactly the stub (nothing written after it). */
export function summaryText(comments: string | null): string | null {
  return hasVisibleText(comments) && comments !== REPORT_SUMMARY_STUB ? comments : null;
}

/** Site health card: hidden when empty or still exactly the stub (no rating filled in after it). */
export function siteHealthText(siteHealth: string | null): string | null {
  return hasVisibleText(siteHealth) && siteHealth !== REPORT_SITE_HEALTH_STUB ? siteHealth : null;
}

/** A list that always shows: its own text, or the given default when empty. */
export function textOrDefault(value: string | null, fallback: string): string {
  return hasVisibleText(value) ? value : fallback;
}

/** A list shown only when it has entries (plugins deleted, themes deleted). */
export function textIfAny(value: string | null): string | null {
  return hasVisibleText(value) ? value : null;
}

/**
 * The CMS core update note: AlreadyAtLatest reads as a sentence; a note that is only the version shown above it (the
 * report form's "Updated to version …") reads "Updated this month", so the version is not printed twice; an empty
 * note shows nothing.
 */
export function coreUpdateNote(cmsCoreUpdate: string | null, cmsCoreVersion: string | null): string | null {
  if (cmsCoreUpdate?.trim() === ALREADY_AT_LATEST) return REPORT_DEFAULT_TEXT.coreAlreadyAtLatest;
  const note = textIfAny(cmsCoreUpdate);
  if (note !== null && hasVisibleText(cmsCoreVersion) && richTextLine(note) === richTextLine(cmsCoreVersion)) {
    return REPORT_DEFAULT_TEXT.coreUpdatedToVersion;
  }
  return note;
}

/** Shown for uptime figures the agency has not filled in. */
const NOT_RECORDED = 'not recorded';

/** Downtime incidents in the window: 0 is "none (perfect)". */
export function downtimeIncidentsText(downtimes: number | null): string {
  if (downtimes === null) return NOT_RECORDED;
  return downtimes === 0 ? 'none (perfect)' : String(downtimes);
}

export function totalDowntimeText(totalDowntime: number | null): string {
  if (totalDowntime === null) return NOT_RECORDED;
  return `${totalDowntime} ${totalDowntime === 1 ? 'minute' : 'minutes'}`;
}

export function averageResponseTimeText(averageResponseTime: number | null): string {
  return averageResponseTime === null ? NOT_RECORDED : `${averageResponseTime} ms`;
}

/**
 * What each field of a completed Site Care report shows (spec §2 "Site Care report"): the stubs the
 * agency's report form starts with are hidden, and empty lists read as their defaults.
 */

/** Spec §2: the Summary card is hidden while comments still hold this stub. */
export const COMMENTS_STUB = "Following this month's Site Care, ";
/** Spec §2: the Site health card is hidden while siteHealth still holds this stub. */
export const SITE_HEALTH_STUB = 'Your current WordPress Site Health rating is ';
/** The cmsCoreUpdate value that means the core was already current. */
export const CORE_ALREADY_AT_LATEST = 'AlreadyAtLatest';

export const DEFAULT_TEXT = {
  pluginsUpdated: 'None',
  themesUpdated: 'No themes needed updating.',
  securityIssues: 'None',
  // The spec leaves an empty Ad hoc work card open; "None" matches the other empty lists.
  miscellaneous: 'None',
  coreAlreadyAtLatest: 'Not updated - already at latest version',
} as const;

/** A field holds something worth showing: not null and not only white space or empty tags. */
export function hasContent(value: string | null | undefined): value is string {
  if (!value) return false;
  return value.replace(/<[^>]*>|&nbsp;/g, '').trim() !== '';
}

/** Summary card: hidden when empty or still exactly the stub (nothing written after it). */
export function summaryText(comments: string | null): string | null {
  return hasContent(comments) && comments !== COMMENTS_STUB ? comments : null;
}

/** Site health card: hidden when empty or still exactly the stub (no rating filled in after it). */
export function siteHealthText(siteHealth: string | null): string | null {
  return hasContent(siteHealth) && siteHealth !== SITE_HEALTH_STUB ? siteHealth : null;
}

/** A list that always shows: its own text, or the given default when empty. */
export function textOrDefault(value: string | null, fallback: string): string {
  return hasContent(value) ? value : fallback;
}

/** A list shown only when it has entries (plugins deleted, themes deleted). */
export function textIfAny(value: string | null): string | null {
  return hasContent(value) ? value : null;
}

/** The CMS core update note: AlreadyAtLatest reads as a sentence; an empty note shows nothing. */
export function coreUpdateNote(cmsCoreUpdate: string | null): string | null {
  if (cmsCoreUpdate?.trim() === CORE_ALREADY_AT_LATEST) return DEFAULT_TEXT.coreAlreadyAtLatest;
  return hasContent(cmsCoreUpdate) ? cmsCoreUpdate : null;
}

/** Shown for uptime figures the agency has not filled in. */
export const NOT_RECORDED = 'not recorded';

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

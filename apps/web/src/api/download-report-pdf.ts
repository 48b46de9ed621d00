import { downloadFile } from '../lib/download-file';

/** `site-care-<domain>-<yyyy-MM>.pdf`, as the server names it: saved under this when its answer names none. */
export const reportPdfFileName = (domainName: string, month: string): string =>
  `site-care-${domainName.toLowerCase().replace(/[^a-z0-9.-]+/g, '-')}-${month}.pdf`;

/** The report's month as the server counts it: the UTC month of its createdDateTime (yyyy-MM). */
export const reportMonthOf = (createdDateTime: string): string => new Date(createdDateTime).toISOString().slice(0, 7);

/**
 * GET /api/sitecarereports/{siteCareReportGuid}/pdf with the bearer token, saved as a file: a completed report for
 * its clients, drafts too for staff (not in the spec).
 */
export function downloadReportPdf(reportGuid: string, fallbackFileName: string, signal?: AbortSignal): Promise<void> {
  return downloadFile(`/api/sitecarereports/${encodeURIComponent(reportGuid)}/pdf`, fallbackFileName, signal);
}

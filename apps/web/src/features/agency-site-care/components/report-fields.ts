import { ALREADY_AT_LATEST, type AgencyReport, type ReportChange } from '@client-portal/contract';
import { z } from 'zod';

/** The report's HTML fields (spec §3), each edited with the rich-text editor, in the form's order. */
export const RICH_FIELDS = [
  ['comments', 'Summary'],
  ['siteHealth', 'Site health'],
  ['pluginsUpdated', 'Plugins updated'],
  ['pluginsDeleted', 'Plugins deleted'],
  ['themesUpdated', 'Themes updated'],
  ['themesDeleted', 'Themes deleted'],
  ['securityIssues', 'Security issues'],
  ['miscellaneous', 'Ad hoc work'],
] as const;

export const NUMBER_FIELDS = [
  ['downtimes', 'Downtime incidents (previous 30 days)'],
  ['totalDowntime', 'Total downtime (minutes)'],
  ['averageResponseTime', 'Average response time (ms)'],
] as const;

/** The ticks the client's report shows, which staff confirm before completing it. */
const CHECK_FIELDS = ['offsiteBackupConfirmed', 'visualCheckConfirmed'] as const;

/** How the CMS core update is chosen: a version it was updated to, already at the latest, or nothing said. */
const CORE_UPDATE_CHOICES = ['updated', 'latest', 'unset'] as const;

const WholeNumber = z
  .string()
  .trim()
  .regex(/^\d*$/, 'Enter a whole number, 0 or more.')
  .refine((value) => value === '' || Number(value) <= 1_000_000_000, 'The number is too large.');
const RichText = z.string().max(50_000, 'At most 50000 characters.');

export const ReportFields = z
  .object({
    comments: RichText,
    siteHealth: RichText,
    pluginsUpdated: RichText,
    pluginsDeleted: RichText,
    themesUpdated: RichText,
    themesDeleted: RichText,
    securityIssues: RichText,
    miscellaneous: RichText,
    cmsCoreVersion: z.string().trim().max(100, 'The version must be at most 100 characters.'),
    coreUpdateChoice: z.enum(CORE_UPDATE_CHOICES),
    coreUpdateVersion: z.string().trim().max(100, 'The version must be at most 100 characters.'),
    downtimes: WholeNumber,
    totalDowntime: WholeNumber,
    averageResponseTime: WholeNumber,
    offsiteBackupConfirmed: z.boolean(),
    visualCheckConfirmed: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.coreUpdateChoice === 'updated' && value.coreUpdateVersion === '') {
      ctx.addIssue({ code: 'custom', path: ['coreUpdateVersion'], message: 'Enter the version it was updated to.' });
    }
  });
export type ReportValues = z.input<typeof ReportFields>;
export type ReportOutput = z.output<typeof ReportFields>;

export const isReportField = (field: string | undefined): field is keyof ReportValues =>
  field !== undefined && field in ReportFields.shape;

const numberText = (value: number | null) => (value === null ? '' : String(value));

/** The report as the form holds it: text exactly as stored (a stub stays the plain stub), '' for null. */
export function reportValues(report: AgencyReport): ReportValues {
  const update = report.cmsCoreUpdate?.trim() ?? '';
  return {
    comments: report.comments ?? '',
    siteHealth: report.siteHealth ?? '',
    pluginsUpdated: report.pluginsUpdated ?? '',
    pluginsDeleted: report.pluginsDeleted ?? '',
    themesUpdated: report.themesUpdated ?? '',
    themesDeleted: report.themesDeleted ?? '',
    securityIssues: report.securityIssues ?? '',
    miscellaneous: report.miscellaneous ?? '',
    cmsCoreVersion: report.cmsCoreVersion ?? '',
    coreUpdateChoice: update === '' ? 'unset' : update === ALREADY_AT_LATEST ? 'latest' : 'updated',
    coreUpdateVersion: update === ALREADY_AT_LATEST ? '' : (report.cmsCoreUpdate ?? ''),
    downtimes: numberText(report.downtimes),
    totalDowntime: numberText(report.totalDowntime),
    averageResponseTime: numberText(report.averageResponseTime),
    offsiteBackupConfirmed: report.offsiteBackupConfirmed,
    visualCheckConfirmed: report.visualCheckConfirmed,
  };
}

const orNull = (value: string): string | null => (value === '' ? null : value);
const sameText = (a: string | null, b: string | null) => (a ?? '') === (b ?? '');

/**
 * Only what differs from the stored report: a field left alone is not sent, so the stubs (plain text, not the
 * editor's HTML) stay exactly as they are and the client screen keeps hiding them.
 */
export function reportChange(report: AgencyReport, values: ReportOutput): ReportChange {
  const change: ReportChange = {};
  for (const [field] of RICH_FIELDS) {
    if (!sameText(values[field], report[field])) change[field] = orNull(values[field]);
  }
  if (!sameText(values.cmsCoreVersion, report.cmsCoreVersion?.trim() ?? null)) {
    change.cmsCoreVersion = orNull(values.cmsCoreVersion);
  }
  const coreUpdate =
    values.coreUpdateChoice === 'latest'
      ? ALREADY_AT_LATEST
      : values.coreUpdateChoice === 'updated'
        ? values.coreUpdateVersion
        : null;
  if (!sameText(coreUpdate, report.cmsCoreUpdate?.trim() ?? null)) change.cmsCoreUpdate = coreUpdate;
  for (const [field] of NUMBER_FIELDS) {
    const next = values[field] === '' ? null : Number(values[field]);
    if (next !== report[field]) change[field] = next;
  }
  for (const field of CHECK_FIELDS) {
    if (values[field] !== report[field]) change[field] = values[field];
  }
  return change;
}

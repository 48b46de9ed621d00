import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  averageResponseTimeText,
  coreUpdateNote,
  downtimeIncidentsText,
  measuredUptimeWording,
  REPORT_DEFAULT_TEXT,
  REPORT_MONITORING,
  richTextBlocks,
  siteHealthText,
  summaryText,
  textIfAny,
  textOrDefault,
  totalDowntimeText,
  TYPED_UPTIME_WORDING,
  type Incident,
  type MaintenanceOccurrence,
  type SiteCareReport,
  type UptimeDay,
} from '@client-portal/contract';
import { utcMonth } from '../months.js';
import { printable } from './charset.js';
import { drawCharts, drawIncidents, drawMaintenance } from './charts.js';
import {
  BOLD,
  COLOUR,
  MARGIN,
  REGULAR,
  contentWidth,
  drawRow,
  drawSectionTitle,
  formatDay,
  rule,
  style,
  textValue,
  type Doc,
} from './layout.js';
import { drawRichText, richValue } from './text-blocks.js';

/**
 * A completed Site Care report as a PDF: the cards of the client's report screen (spec §2 "Site Care report"), in its
 * order and words (apps/web/src/features/site-care/components/completed-report.tsx, with the contract's rules of what
 * each field shows), under the agency's branding, with the month's daily uptime and response time drawn from the
 * measurements.
 */

interface ReportPdfBranding {
  brand: string;
  providerUrl: string;
  supportEmail: string;
}

export interface ReportPdfInput {
  report: SiteCareReport;
  branding: ReportPdfBranding;
  /** The report month's days (readReportUptime); charts are left out when none was measured. */
  daily: UptimeDay[];
  /** Set when the portal measured the uptime figures: the report says how (else the spec's wording). */
  measured?: { intervalSeconds: number; confirmChecks: number } | null;
  /** The month's incidents, newest first (listed under the charts when the month was measured). */
  incidents?: Incident[];
  /** The month's planned maintenance, oldest first (listed apart from the incidents). */
  maintenance?: MaintenanceOccurrence[];
}

const reportMonth = (report: SiteCareReport) => utcMonth(new Date(report.createdDateTime));

const reportTitle = (report: SiteCareReport) => `Site Care: ${report.domainName} ${reportMonth(report)}`;

/** `site-care-<domain>-<yyyy-MM>.pdf`, ASCII only (it goes in a header). */
export const reportPdfFileName = (report: SiteCareReport) =>
  `site-care-${report.domainName.toLowerCase().replace(/[^a-z0-9.-]+/g, '-')}-${reportMonth(report)}.pdf`;

function drawHeader(doc: Doc, { brand, providerUrl, supportEmail }: ReportPdfBranding) {
  const top = doc.y;
  style(doc, BOLD, 15, COLOUR.brand).text(printable(brand), MARGIN, top, { width: contentWidth(doc) / 2 });
  const brandBottom = doc.y;
  style(doc, REGULAR, 9, COLOUR.muted);
  doc.text(printable(providerUrl), MARGIN, top, { width: contentWidth(doc), align: 'right', link: providerUrl });
  doc.text(printable(supportEmail), { width: contentWidth(doc), align: 'right', link: `mailto:${supportEmail}` });
  doc.y = Math.max(brandBottom, doc.y) + 6;
  rule(doc);
}

function drawTitle(doc: Doc, report: SiteCareReport) {
  const isDraft = report.completedDateTime === null;
  if (isDraft) {
    style(doc, BOLD, 22, COLOUR.danger).text('Draft', MARGIN);
    style(doc, REGULAR, 10, COLOUR.danger).text('This report is not completed: its client cannot see it yet.');
    doc.moveDown(0.6);
  }
  style(doc, BOLD, 20).text(printable(reportTitle(report)), MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.2);
  style(doc, REGULAR, 11, COLOUR.muted).text(
    isDraft ? 'Not completed yet' : `Completed ${formatDay(report.completedDateTime!)}`,
  );
  doc.moveDown(0.8);
}

function drawDetails(doc: Doc, report: SiteCareReport) {
  const done = report.completedDateTime ? `Done ${formatDay(report.completedDateTime)}` : 'Not done yet';
  drawSectionTitle(doc, 'Details');
  drawRow(doc, 'Offsite backup', textValue(doc, done));
  drawRow(doc, 'Visual site check', textValue(doc, done));
  drawRow(
    doc,
    'Plugins updated',
    richValue(doc, textOrDefault(report.pluginsUpdated, REPORT_DEFAULT_TEXT.pluginsUpdated)),
  );
  const pluginsDeleted = textIfAny(report.pluginsDeleted);
  if (pluginsDeleted !== null) drawRow(doc, 'Plugins deleted', richValue(doc, pluginsDeleted));
  const note = coreUpdateNote(report.cmsCoreUpdate, report.cmsCoreVersion);
  drawRow(doc, 'CMS core version', (x, width) => {
    drawRichText(doc, report.cmsCoreVersion ?? '', x, width);
    if (note === null) return;
    // The screen's smaller, muted line under the version.
    const noteText = richTextBlocks(note, { shortcodes: 'drop' }).map((block) => block.text);
    doc.moveDown(0.15);
    style(doc, REGULAR, 9.5, COLOUR.muted).text(printable(noteText.join('\n')), x, doc.y, { width });
  });
  drawRow(
    doc,
    'Themes updated',
    richValue(doc, textOrDefault(report.themesUpdated, REPORT_DEFAULT_TEXT.themesUpdated)),
  );
  const themesDeleted = textIfAny(report.themesDeleted);
  if (themesDeleted !== null) drawRow(doc, 'Themes deleted', richValue(doc, themesDeleted));
}

function drawUptime(
  doc: Doc,
  report: SiteCareReport,
  daily: UptimeDay[],
  measured: ReportPdfInput['measured'],
  incidents: Incident[],
  maintenance: MaintenanceOccurrence[],
) {
  const { windowDays } = REPORT_MONITORING;
  drawSectionTitle(doc, 'Uptime and speed');
  style(doc, REGULAR, 10.5).text(measured ? measuredUptimeWording(measured) : TYPED_UPTIME_WORDING);
  doc.moveDown(0.6);
  drawRow(
    doc,
    `Downtime incidents in the previous ${windowDays} days`,
    textValue(doc, downtimeIncidentsText(report.downtimes)),
  );
  drawRow(doc, 'Total downtime', textValue(doc, totalDowntimeText(report.totalDowntime)));
  drawRow(
    doc,
    `Average home page response time over ${windowDays} days`,
    textValue(doc, averageResponseTimeText(report.averageResponseTime)),
  );
  drawCharts(doc, daily);
  if (daily.length) {
    drawIncidents(doc, incidents);
    drawMaintenance(doc, maintenance);
  }
}

/** A section per card of the screen, each drawn in turn; the stream sends each as it is written. */
function sections(
  doc: Doc,
  { report, branding, daily, measured, incidents, maintenance }: ReportPdfInput,
): Array<() => void> {
  const card = (title: string, html: string) => () => {
    drawSectionTitle(doc, title);
    drawRichText(doc, html, MARGIN, contentWidth(doc));
  };
  const summary = summaryText(report.comments);
  const siteHealth = siteHealthText(report.siteHealth);
  const about = report.completedDateTime
    ? `was completed on ${formatDay(report.completedDateTime)}`
    : 'has not been completed yet';
  return [
    () => drawHeader(doc, branding),
    () => drawTitle(doc, report),
    ...(summary !== null ? [card('Summary', summary)] : []),
    ...(siteHealth !== null ? [card('Site health', siteHealth)] : []),
    () => drawDetails(doc, report),
    () => drawUptime(doc, report, daily, measured, incidents ?? [], maintenance ?? []),
    card('Security issues', textOrDefault(report.securityIssues, REPORT_DEFAULT_TEXT.securityIssues)),
    card('Ad hoc work', textOrDefault(report.miscellaneous, REPORT_DEFAULT_TEXT.miscellaneous)),
    () => {
      drawSectionTitle(doc, 'About');
      textValue(doc, `This Site Care report for ${report.domainName} ${about}.`)(MARGIN, contentWidth(doc));
    },
  ];
}

const nextTick = () => new Promise((resolve) => setImmediate(resolve));

/** Writes the report's PDF to `output`, a card at a time; resolves once all of it is written. */
export async function writeReportPdf(input: ReportPdfInput, output: Writable): Promise<void> {
  // Loaded with the first PDF (a report downloaded or sent): pdfkit and its fonts, imported on their own, hold 30 MB.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'en',
    displayTitle: true,
    info: {
      Title: printable(reportTitle(input.report)),
      Author: printable(input.branding.brand),
      Subject: 'Site Care report',
    },
  });
  const written = pipeline(doc, output);
  // The reader may go away (a download cancelled) while sections are still drawn: the failure is taken now and
  // reported below, never left unhandled.
  let failure: unknown;
  written.catch((error: unknown) => (failure = error));
  for (const draw of sections(doc, input)) {
    if (doc.destroyed || failure) break;
    draw();
    await nextTick();
  }
  doc.end();
  await written;
}

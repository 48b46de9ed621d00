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
  type SiteCareReport,
  type UptimeDay,
} from '@client-portal/contract';
import type {} from 'pdfkit';
import type { Db } from '../../db/database.js';
import { monthRange, utcMonth } from '../agency-site-care.repository.js';
import { dailyUptime } from '../monitors/uptime.js';

/**
 * A completed Site Care report as a PDF: the cards of the client's report screen (spec §2 "Site Care report"), in its
 * order and words (apps/web/src/features/site-care/components/completed-report.tsx, with the contract's rules of what
 * each field shows), under the agency's branding, with the month's daily
 * uptime and response time drawn from the measurements.
 */

export interface ReportPdfBranding {
  brand: string;
  providerUrl: string;
  supportEmail: string;
}

export interface ReportPdfInput {
  report: SiteCareReport;
  branding: ReportPdfBranding;
  /** The report month's days (dailyUptimeOfReport); charts are left out when none was measured. */
  daily: UptimeDay[];
  /** Set when the portal measured the uptime figures: the report says how (else the spec's wording). */
  measured?: { intervalSeconds: number; confirmChecks: number } | null;
  /** The month's incidents, newest first (listed under the charts when the month was measured). */
  incidents?: Incident[];
}

// ---- What the screen shows (the contract's site-care-report-rules.ts) ----

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Spec §9 dd-MMM-yyyy, in UTC (the server has no viewer's time zone). */
const formatDay = (iso: string) => {
  const date = new Date(iso);
  return `${String(date.getUTCDate()).padStart(2, '0')}-${MONTHS[date.getUTCMonth()]}-${date.getUTCFullYear()}`;
};

/** The report's month, yyyy-MM: the month of its createdDateTime, as the screen's title shows it. */
export const reportMonth = (report: SiteCareReport) => utcMonth(new Date(report.createdDateTime));

export const reportTitle = (report: SiteCareReport) => `Site Care: ${report.domainName} ${reportMonth(report)}`;

/** `site-care-<domain>-<yyyy-MM>.pdf`, ASCII only (it goes in a header). */
export const reportPdfFileName = (report: SiteCareReport) =>
  `site-care-${report.domainName.toLowerCase().replace(/[^a-z0-9.-]+/g, '-')}-${reportMonth(report)}.pdf`;

// ---- Measurements ----

/** The days of the report's month over every project on its schedule (a day's figures averaged across them). */
export async function dailyUptimeOfReport(db: Db, report: SiteCareReport): Promise<UptimeDay[]> {
  const { from, to } = monthRange(reportMonth(report));
  const projects = await db
    .selectFrom('projects')
    .select('project_guid')
    .where('site_care_schedule_guid', '=', report.siteCareScheduleGuid)
    .execute();
  const perProject = await Promise.all(
    projects.map((p) => dailyUptime(db, p.project_guid, new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`))),
  );
  const average = (values: Array<number | null>) => {
    const known = values.filter((v): v is number => v !== null);
    return known.length ? known.reduce((a, b) => a + b, 0) / known.length : null;
  };
  return (perProject[0] ?? []).map((day, i) => {
    const uptime = average(perProject.map((days) => days[i]!.uptimePercent));
    const response = average(perProject.map((days) => days[i]!.averageResponseMs));
    return {
      date: day.date,
      uptimePercent: uptime === null ? null : Math.round(uptime * 100) / 100,
      averageResponseMs: response === null ? null : Math.round(response),
    };
  });
}

// ---- Text the standard fonts can show ----

const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const REPLACEMENTS: Record<string, string> = {
  '→': '->',
  '←': '<-',
  '⇒': '=>',
  '≥': '>=',
  '≤': '<=',
  '\t': ' ',
  // Letters that carry no separable accent.
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
};
const isWinAnsi = (ch: string) => {
  const code = ch.codePointAt(0)!;
  return ch === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(ch);
};
const INVISIBLE = /[\p{Cc}\p{Cf}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}\u{1F1E6}-\u{1F1FF}\u2713\u2714]/u;

/**
 * Text in the PDF's standard fonts (Windows-1252): arrows become "->", accented letters outside it lose their accent,
 * emoji and invisible characters go, anything else reads "?". The server ships no font files of its own.
 */
export function printable(text: string): string {
  let out = '';
  let hasDropped = false;
  for (const ch of text.normalize('NFC')) {
    if (isWinAnsi(ch)) out += ch;
    else if (REPLACEMENTS[ch] !== undefined) out += REPLACEMENTS[ch];
    else if (INVISIBLE.test(ch)) hasDropped = true;
    else {
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base && [...base].every(isWinAnsi) ? base : '?';
    }
  }
  return hasDropped ? out.replace(/ {2,}/g, ' ').trim() : out;
}

// ---- Layout ----

type Doc = PDFKit.PDFDocument;
const MARGIN = 50;
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const COLOUR = {
  text: '#212529',
  muted: '#6c757d',
  rule: '#dee2e6',
  brand: '#0d6efd',
  danger: '#b02a37',
  up: '#198754',
  degraded: '#fd7e14',
} as const;
const LABEL_WIDTH = 165;

const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;
const ensureSpace = (doc: Doc, height: number) => {
  if (doc.y + height > doc.page.maxY()) doc.addPage();
};
const style = (doc: Doc, font: string, size: number, colour: string = COLOUR.text) =>
  doc.font(font).fontSize(size).fillColor(colour);
const rule = (doc: Doc) => {
  const y = doc.y;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(doc), y)
    .lineWidth(0.75)
    .strokeColor(COLOUR.rule)
    .stroke();
  doc.y = y + 8;
};

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

function drawSectionTitle(doc: Doc, title: string) {
  doc.y += 14;
  ensureSpace(doc, 60);
  style(doc, BOLD, 13).text(title, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.15);
  rule(doc);
}

/** Paragraphs and bulleted lines of rich text, in a column starting at x. */
function drawRichText(doc: Doc, html: string, x: number, width: number) {
  style(doc, REGULAR, 10.5);
  const blocks = richTextBlocks(html, { shortcodes: 'drop' });
  blocks.forEach((block, i) => {
    const text = printable(block.text);
    if (!block.bullet) {
      doc.text(text, x, doc.y, { width });
    } else {
      const indent = 14 * (block.depth - 1);
      ensureSpace(doc, doc.currentLineHeight(true));
      const y = doc.y;
      doc.text(printable(block.bullet), x + indent, y, { width: 14, lineBreak: false });
      doc.text(text, x + indent + 14, y, { width: width - indent - 14 });
    }
    if (i < blocks.length - 1) doc.moveDown(block.bullet && blocks[i + 1]!.bullet ? 0.15 : 0.5);
  });
}

/** A label and its value side by side, as the screen's Details and Uptime cards list them. */
function drawRow(doc: Doc, label: string, drawValue: (x: number, width: number) => void) {
  ensureSpace(doc, 28);
  const top = doc.y;
  let pages = 0;
  const onPage = () => pages++;
  doc.on('pageAdded', onPage);
  style(doc, BOLD, 10.5).text(label, MARGIN, top, { width: LABEL_WIDTH - 10 });
  const labelBottom = doc.y;
  const valueX = MARGIN + LABEL_WIDTH;
  if (pages === 0) doc.y = top;
  drawValue(valueX, contentWidth(doc) - LABEL_WIDTH);
  doc.off('pageAdded', onPage);
  doc.y = pages === 0 ? Math.max(labelBottom, doc.y) : doc.y;
  doc.x = MARGIN;
  doc.moveDown(0.45);
}

const textValue = (doc: Doc, text: string) => (x: number, width: number) =>
  style(doc, REGULAR, 10.5).text(printable(text), x, doc.y, { width });
const richValue = (doc: Doc, html: string) => (x: number, width: number) => drawRichText(doc, html, x, width);

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
  const note = coreUpdateNote(report.cmsCoreUpdate);
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
  if (daily.length) drawIncidents(doc, incidents);
}

// ---- Charts ----

interface Chart {
  title: string;
  days: UptimeDay[];
  value: (day: UptimeDay) => number | null;
  min: number;
  max: number;
  unit: string;
  kind: 'bar' | 'line';
}

const CHART_HEIGHT = 95;
const AXIS_WIDTH = 42;

/** A round axis top at or above the value: 1, 2, 2.5 or 5 times a power of ten. */
const niceCeiling = (value: number) => {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 2.5, 5, 10].find((step) => step * power >= value) ?? 10) * power;
};
/** Uptime sits near 100%: the axis starts low enough to show the worst day, at 95% for a good month. */
const uptimeFloor = (lowest: number) => (lowest >= 99 ? 95 : Math.max(0, Math.floor((lowest - 1) / 10) * 10));

type Point = { x: number; y: number; value: number } | null;

function drawBars(doc: Doc, points: Point[], barWidth: number, bottom: number) {
  for (const point of points) {
    if (!point) continue;
    const colour = point.value >= 99.9 ? COLOUR.up : point.value >= 99 ? COLOUR.degraded : COLOUR.danger;
    doc
      .rect(point.x - barWidth / 2, point.y, barWidth, bottom - point.y)
      .fillColor(colour)
      .fill();
  }
}

/** A line through the measured days, broken where a day has none. */
function drawLine(doc: Doc, points: Point[]) {
  let isDrawing = false;
  for (const point of points) {
    if (!point) isDrawing = false;
    else if (isDrawing) doc.lineTo(point.x, point.y);
    else {
      doc.moveTo(point.x, point.y);
      isDrawing = true;
    }
  }
  doc.lineWidth(1.5).strokeColor(COLOUR.brand).stroke();
  for (const point of points) if (point) doc.circle(point.x, point.y, 1.8).fillColor(COLOUR.brand).fill();
}

function drawChart(doc: Doc, chart: Chart) {
  ensureSpace(doc, CHART_HEIGHT + 60);
  doc.moveDown(0.6);
  style(doc, BOLD, 10.5).text(chart.title, MARGIN, doc.y);
  doc.moveDown(0.4);
  const left = MARGIN + AXIS_WIDTH;
  const width = contentWidth(doc) - AXIS_WIDTH;
  const bottom = doc.y + 4 + CHART_HEIGHT;
  const yOf = (value: number) => bottom - ((value - chart.min) / (chart.max - chart.min)) * CHART_HEIGHT;
  style(doc, REGULAR, 7.5, COLOUR.muted);
  for (const tick of [chart.min, (chart.min + chart.max) / 2, chart.max]) {
    const y = yOf(tick);
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor(COLOUR.rule)
      .stroke();
    doc.text(`${Math.round(tick * 10) / 10}${chart.unit}`, MARGIN, y - 3, { width: AXIS_WIDTH - 6, align: 'right' });
  }
  const step = width / chart.days.length;
  chart.days.forEach((day, i) => {
    if (i % 7 !== 0 && i !== chart.days.length - 1) return;
    doc.text(String(Number(day.date.slice(8, 10))), left + step * i, bottom + 4, { width: step, align: 'center' });
  });
  const points = chart.days.map((day, i) => {
    const value = chart.value(day);
    return value === null ? null : { x: left + step * (i + 0.5), y: yOf(Math.max(chart.min, value)), value };
  });
  if (chart.kind === 'bar') drawBars(doc, points, step * 0.7, bottom);
  else drawLine(doc, points);
  doc.x = MARGIN;
  doc.y = bottom + 18;
}

function drawCharts(doc: Doc, daily: UptimeDay[]) {
  const uptimes = daily.map((d) => d.uptimePercent).filter((v): v is number => v !== null);
  const responses = daily.map((d) => d.averageResponseMs).filter((v): v is number => v !== null);
  if (uptimes.length === 0 && responses.length === 0) return;
  const month = daily[0]!.date.slice(0, 7);
  if (uptimes.length) {
    const min = uptimeFloor(Math.min(...uptimes));
    drawChart(doc, {
      title: 'Daily uptime (%)',
      days: daily,
      value: (d) => d.uptimePercent,
      min,
      max: 100,
      unit: '%',
      kind: 'bar',
    });
  }
  if (responses.length) {
    const max = niceCeiling(Math.max(...responses));
    const title = 'Average response time (ms)';
    drawChart(doc, { title, days: daily, value: (d) => d.averageResponseMs, min: 0, max, unit: ' ms', kind: 'line' });
  }
  style(doc, REGULAR, 8.5, COLOUR.muted).text(
    `Each day of ${month} (UTC) as our monitors measured it; days without measurements are left blank.`,
    MARGIN,
    doc.y,
    { width: contentWidth(doc) },
  );
}

/** The month's incidents under its charts: when each began, how long it lasted, and why. */
function drawIncidents(doc: Doc, incidents: Incident[]) {
  doc.moveDown(0.6);
  style(doc, BOLD, 10.5).text('Incidents', MARGIN, doc.y, { width: contentWidth(doc) });
  if (incidents.length === 0) {
    style(doc, REGULAR, 10).text('No incidents this month.', MARGIN, doc.y, { width: contentWidth(doc) });
    return;
  }
  for (const incident of incidents) {
    const minutes = Math.max(1, Math.round(incident.durationSeconds / 60));
    const lasted = incident.endedAt
      ? `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
      : `ongoing, ${minutes} minutes so far`;
    const began = `${formatDay(incident.startedAt)} ${incident.startedAt.slice(11, 16)} UTC`;
    style(doc, REGULAR, 10).text(printable(`${began}: ${lasted}. ${incident.cause}`), MARGIN, doc.y, {
      width: contentWidth(doc),
    });
  }
}

// ---- The document ----

/** A section per card of the screen, each drawn in turn; the stream sends each as it is written. */
function sections(doc: Doc, { report, branding, daily, measured, incidents }: ReportPdfInput): Array<() => void> {
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
    () => drawUptime(doc, report, daily, measured, incidents ?? []),
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

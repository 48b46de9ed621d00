import type { Incident, MaintenanceOccurrence, UptimeDay } from '@client-portal/contract';
import { printable } from './charset.js';
import { BOLD, COLOUR, MARGIN, REGULAR, contentWidth, ensureSpace, formatDay, style, type Doc } from './layout.js';

/** The month's daily uptime and response time as charts, and its incidents under them. */

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

export function drawCharts(doc: Doc, daily: UptimeDay[]) {
  const uptimes = daily.map((d) => d.uptimePercent).filter((v): v is number => v !== null);
  const responses = daily.map((d) => d.averageResponseMs).filter((v): v is number => v !== null);
  if (uptimes.length === 0 && responses.length === 0) return;
  const month = daily[0]!.date.slice(0, 7);
  if (uptimes.length) {
    // The whole 0–100%, as on the screen: a dip reads as large as it was.
    drawChart(doc, {
      title: 'Daily uptime (%)',
      days: daily,
      value: (d) => d.uptimePercent,
      min: 0,
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
export function drawIncidents(doc: Doc, incidents: Incident[]) {
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

/** The month's planned maintenance, apart from the incidents (none: nothing is drawn). */
export function drawMaintenance(doc: Doc, maintenance: MaintenanceOccurrence[]) {
  if (maintenance.length === 0) return;
  doc.moveDown(0.6);
  style(doc, BOLD, 10.5).text('Planned maintenance', MARGIN, doc.y, { width: contentWidth(doc) });
  const at = (iso: string) => `${formatDay(iso)} ${iso.slice(11, 16)} UTC`;
  for (const window of maintenance) {
    const note = window.note ? `: ${window.note}` : '';
    style(doc, REGULAR, 10).text(printable(`${at(window.startsAt)} to ${at(window.endsAt)}${note}`), MARGIN, doc.y, {
      width: contentWidth(doc),
    });
  }
  style(doc, REGULAR, 9.5, COLOUR.muted).text(
    'Planned maintenance counts neither as uptime nor as downtime.',
    MARGIN,
    doc.y,
    { width: contentWidth(doc) },
  );
}

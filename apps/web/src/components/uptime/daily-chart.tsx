import type { UptimeDay } from '@client-portal/contract';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { DATE_FORMATS, formatDate } from '../../lib/format';
import { ErrorBoundary } from '../ui/error-boundary';
import type { DailyMetric } from './daily-plot';
import { formatUptimePercent, responseTimeSummary, uptimeSummary } from './uptime-format';

// uPlot loads when a chart first shows, never with the first screen or the chunk of the screen showing it.
const DailyPlot = lazy(() => import('./daily-plot').then((module) => ({ default: module.DailyPlot })));

const CHART_HEIGHT = 200;

const SUMMARIES: Record<DailyMetric, (daily: UptimeDay[]) => string | undefined> = {
  responseTime: responseTimeSummary,
  uptime: uptimeSummary,
};

interface DailyChartProps {
  daily: UptimeDay[];
  metric: DailyMetric;
  /** The chart's accessible name. */
  name: string;
  /** The line above the chart. */
  caption: string;
  /** Said instead of drawing an empty chart when no day has the figure. */
  emptyText: string;
  /** Under the summary, inside the figure: the numbers as a table for screen readers (DailyTable). */
  children?: ReactNode;
}

/**
 * One figure per day as a chart. The canvas is a picture to screen readers (named, and described by the summary
 * under it); the same numbers go in a table that only they read (DailyTable).
 */
export function DailyChart({ daily, metric, name, caption, emptyText, children }: DailyChartProps) {
  const id = useId();
  const summary = SUMMARIES[metric](daily);
  if (summary === undefined) return <p className="small text-body-secondary mb-0">{emptyText}</p>;
  return (
    <figure className="mb-0">
      <figcaption className="small fw-semibold mb-1">{caption}</figcaption>
      <div role="img" aria-label={name} aria-describedby={`${id}-summary`}>
        <ErrorBoundary fallback={<p className="small text-body-secondary">The chart could not be loaded.</p>}>
          <Suspense fallback={<div style={{ height: CHART_HEIGHT }} />}>
            <DailyPlot daily={daily} metric={metric} height={CHART_HEIGHT} />
          </Suspense>
        </ErrorBoundary>
      </div>
      <p id={`${id}-summary`} className="small text-body-secondary mt-1 mb-0">
        {summary}
      </p>
      {children}
    </figure>
  );
}

/** Each day's average response time and uptime, as a table only screen readers read. */
export function DailyTable({ daily, caption }: { daily: UptimeDay[]; caption: string }) {
  return (
    // A table sizes to its content whatever its width: hidden inside a box, so it cannot widen the page.
    <div className="visually-hidden">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Average response time</th>
            <th scope="col">Uptime</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDate(day.date, DATE_FORMATS.date)}</th>
              <td>{day.averageResponseMs === null ? 'no checks' : `${day.averageResponseMs} ms`}</td>
              <td>{formatUptimePercent(day.uptimePercent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

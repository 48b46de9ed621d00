import type { UptimeDay } from '@client-portal/contract';
import { lazy, Suspense, useId } from 'react';
import { ErrorBoundary } from '../../../components/ui/error-boundary';
import { DATE_FORMATS, formatDate } from '../../../lib/format';
import { formatUptimePercent, responseTimeSummary } from '../utils/uptime-format';

// uPlot loads when a monitored project's uptime first shows, never with the first screen or the project's own chunk.
const ResponseTimePlot = lazy(() =>
  import('./response-time-plot').then((module) => ({ default: module.ResponseTimePlot })),
);

const CHART_HEIGHT = 200;
export const RESPONSE_TIME_CHART_NAME = 'Average response time per day, last 30 days';

/**
 * The 30-day response-time chart. The canvas is a picture to screen readers (named, and described by the summary
 * under it); the same numbers are in a table that only they read.
 */
export function ResponseTimeChart({ daily }: { daily: UptimeDay[] }) {
  const id = useId();
  const summary = responseTimeSummary(daily);
  if (summary === undefined) {
    return <p className="small text-body-secondary mb-0">No response times in the last 30 days yet.</p>;
  }
  return (
    <figure className="mb-0">
      <figcaption className="small fw-semibold mb-1">Response time, last 30 days</figcaption>
      <div role="img" aria-label={RESPONSE_TIME_CHART_NAME} aria-describedby={`${id}-summary`}>
        <ErrorBoundary fallback={<p className="small text-body-secondary">The chart could not be loaded.</p>}>
          <Suspense fallback={<div style={{ height: CHART_HEIGHT }} />}>
            <ResponseTimePlot daily={daily} height={CHART_HEIGHT} />
          </Suspense>
        </ErrorBoundary>
      </div>
      <p id={`${id}-summary`} className="small text-body-secondary mt-1 mb-0">
        {summary}
      </p>
      {/* A table sizes to its content whatever its width: hidden inside a box, so it cannot widen the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{RESPONSE_TIME_CHART_NAME}</caption>
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
    </figure>
  );
}

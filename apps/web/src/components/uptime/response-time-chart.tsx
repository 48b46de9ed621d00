import type { UptimeDay } from '@client-portal/contract';
import { DailyChart, DailyTable } from './daily-chart';

const RESPONSE_TIME_CHART_NAME = 'Average response time per day, last 30 days';

/** The project's 30-day response-time chart, with each day's numbers in a table for screen readers. */
export function ResponseTimeChart({ daily }: { daily: UptimeDay[] }) {
  return (
    <DailyChart
      daily={daily}
      metric="responseTime"
      name={RESPONSE_TIME_CHART_NAME}
      caption="Response time, last 30 days"
      emptyText="No response times in the last 30 days yet."
    >
      <DailyTable daily={daily} caption={RESPONSE_TIME_CHART_NAME} />
    </DailyChart>
  );
}

import type { ReportUptime } from '@client-portal/contract';
import { useId } from 'react';
import { DailyChart, DailyTable } from '../../../components/uptime/daily-chart';
import { IncidentList } from '../../../components/uptime/incident-list';
import { formatDate } from '../../../lib/format';

const NO_INCIDENTS_THIS_MONTH = 'No incidents this month.';

/**
 * Under the "Uptime and speed" figures (not in the spec): the report month as the portal measured it, day by day,
 * and its incidents. Shown only when something was measured (`daily` is empty otherwise).
 */
export function ReportMeasurements({ uptime }: { uptime: ReportUptime }) {
  const id = useId();
  const firstDay = uptime.daily[0];
  if (firstDay === undefined) return null;
  // A date-only value: its month is the report's month whatever the viewer's time zone.
  const month = formatDate(firstDay.date, 'MMMM yyyy');
  return (
    <div className="mt-4">
      <div className="row g-4">
        <div className="col-12 col-lg-6">
          <DailyChart
            daily={uptime.daily}
            metric="uptime"
            name={`Uptime per day, ${month}`}
            caption="Uptime per day"
            emptyText="No uptime figures this month."
          />
        </div>
        <div className="col-12 col-lg-6">
          <DailyChart
            daily={uptime.daily}
            metric="responseTime"
            name={`Average response time per day, ${month}`}
            caption="Average response time per day"
            emptyText="No response times this month."
          />
        </div>
      </div>
      <DailyTable daily={uptime.daily} caption={`Uptime and average response time per day, ${month}`} />
      <h3 id={`${id}-incidents`} className="h6 mt-4">
        Incidents
      </h3>
      <IncidentList incidents={uptime.incidents} labelledBy={`${id}-incidents`} emptyText={NO_INCIDENTS_THIS_MONTH} />
    </div>
  );
}

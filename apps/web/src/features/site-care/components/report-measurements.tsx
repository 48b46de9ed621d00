import type { ReportUptime } from '@client-portal/contract';
import { useId } from 'react';
import { DailyChart, DailyTable } from '../../../components/uptime/daily-chart';
import { IncidentList } from '../../../components/uptime/incident-list';
import { DATE_FORMATS, formatDate } from '../../../lib/format';

const NO_INCIDENTS_THIS_MONTH = 'No incidents this month.';

/**
 * Under the "Uptime and speed" figures (not in the spec): the report month as the portal measured it, day by day,
 * its incidents and, apart from them, its planned maintenance. Shown only when something was measured (`daily` is empty otherwise).
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
      {uptime.maintenance.length > 0 && (
        <>
          <h3 id={`${id}-maintenance`} className="h6 mt-4">
            Planned maintenance
          </h3>
          <ul aria-labelledby={`${id}-maintenance`} className="list-unstyled mb-0">
            {uptime.maintenance.map((window) => (
              <li key={window.startsAt} className="mb-1">
                {formatDate(window.startsAt, DATE_FORMATS.dateTime)} to{' '}
                {formatDate(window.endsAt, DATE_FORMATS.dateTime)}
                {window.note && <span className="text-body-secondary">: {window.note}</span>}
              </li>
            ))}
          </ul>
          <p className="small text-body-secondary mt-1 mb-0">
            Planned maintenance counts neither as uptime nor as downtime.
          </p>
        </>
      )}
    </div>
  );
}

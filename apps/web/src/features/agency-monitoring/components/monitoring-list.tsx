import type { AgencyMonitor } from '@client-portal/contract';
import { Link } from 'react-router';
import { ErrorCard } from '../../../components/ui/error-card';
import { formatUptimePercent } from '../../../components/uptime/uptime-format';
import { Loading } from '../../../components/ui/loading';
import { paths } from '../../../config/paths';
import { agencyLoadError } from '../../../lib/agency-errors';
import { DATE_FORMATS, formatDate } from '../../../lib/format';
import { certificateWarning, MONITOR_STATE_BADGES } from '../../../lib/monitor-display';
import { useAgencyMonitors } from '../api/get-agency-monitors';

const HOUR_MS = 3_600_000;

/**
 * As the client's uptime card reads it ("99.95%"); no checks in the period says so, and a monitor added within the
 * period says since when it counts.
 */
function Uptime({ value, monitoredSince, hours }: { value: number | null; monitoredSince: string; hours: number }) {
  if (value === null) return <>No checks yet</>;
  const isYounger = Date.parse(monitoredSince) > Date.now() - hours * HOUR_MS;
  return (
    <>
      {formatUptimePercent(value)}
      {isYounger && (
        <div className="small text-body-secondary">
          since <time dateTime={monitoredSince}>{formatDate(monitoredSince, DATE_FORMATS.dateTime)}</time>
        </div>
      )}
    </>
  );
}

function MonitorRow({ monitor }: { monitor: AgencyMonitor }) {
  const badge = MONITOR_STATE_BADGES[monitor.state];
  const certificate = certificateWarning(monitor.certificateExpiresAt);
  return (
    <tr>
      <td className="ticket-table-number text-break">
        <Link to={paths.agencyProject(monitor.projectGuid)}>{monitor.name ?? monitor.url}</Link>
        {monitor.name !== null && <div className="small text-break">{monitor.url}</div>}
        <div className="small text-body-secondary">{monitor.projectName}</div>
      </td>
      <td className="ticket-table-status">
        <span className={`badge ${badge.className}`}>{badge.label}</span>
        {monitor.stateSince && (
          <div className="small">
            since <time dateTime={monitor.stateSince}>{formatDate(monitor.stateSince, DATE_FORMATS.dateTime)}</time>
          </div>
        )}
        {monitor.state === 'down' && monitor.lastError && (
          <div className="small text-danger text-break">{monitor.lastError}</div>
        )}
      </td>
      <td className="ticket-table-extra" data-label="Uptime 24 h">
        <Uptime value={monitor.uptime24h} monitoredSince={monitor.monitoredSince} hours={24} />
      </td>
      <td className="ticket-table-extra" data-label="Uptime 30 days">
        <Uptime value={monitor.uptime30d} monitoredSince={monitor.monitoredSince} hours={30 * 24} />
      </td>
      <td className="ticket-table-extra" data-label="Last response">
        {monitor.lastCheckedAt ? (
          <>
            {monitor.lastResponseMs === null ? 'No answer' : `${monitor.lastResponseMs} ms`},{' '}
            <time dateTime={monitor.lastCheckedAt}>{formatDate(monitor.lastCheckedAt, DATE_FORMATS.dateTime)}</time>
          </>
        ) : (
          'Not checked yet'
        )}
      </td>
      <td className="ticket-table-extra" data-label="Certificate">
        {monitor.certificateExpiresAt === null ? (
          'None read'
        ) : (
          <>
            <time dateTime={monitor.certificateExpiresAt}>
              {formatDate(monitor.certificateExpiresAt, DATE_FORMATS.date)}
            </time>
            {certificate && (
              <div>
                <span className={`badge text-bg-${certificate.tone}`}>{certificate.text}</span>
              </div>
            )}
          </>
        )}
      </td>
    </tr>
  );
}

/** The Monitoring screen's list: every monitor of every project, down first, each linking to its project. */
export function MonitoringList() {
  const monitors = useAgencyMonitors();
  if (monitors.isPending) return <Loading />;
  if (monitors.isError) return <ErrorCard {...agencyLoadError(monitors.error)} />;
  if (monitors.data.length === 0) {
    return <p className="text-muted">No monitors yet. Add one on a project’s page, under Monitoring.</p>;
  }
  const down = monitors.data.filter((monitor) => monitor.state === 'down').length;
  return (
    <>
      <p role="status" className={down ? 'text-danger fw-semibold' : 'text-body-secondary'}>
        {down > 0
          ? `${down} of ${monitors.data.length} sites ${down === 1 ? 'is' : 'are'} down.`
          : monitors.data.length === 1
            ? 'The one site is up or being checked.'
            : `All ${monitors.data.length} sites are up or being checked.`}
      </p>
      <div className="table-responsive">
        <table className="ticket-table table align-middle">
          <thead>
            <tr>
              <th scope="col">Site</th>
              <th scope="col">State</th>
              <th scope="col">Uptime 24 h</th>
              <th scope="col">Uptime 30 days</th>
              <th scope="col">Last response</th>
              <th scope="col">Certificate</th>
            </tr>
          </thead>
          <tbody>
            {monitors.data.map((monitor) => (
              <MonitorRow key={monitor.monitorGuid} monitor={monitor} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

import type { ProjectUptime as Uptime } from '@client-portal/contract';
import { useId, type ReactNode } from 'react';
import { IncidentList } from './incident-list';
import { describeUptimeMethod, formatUptimePercent } from './uptime-format';
import { DATE_FORMATS, formatDate } from '../../lib/format';
import { useProjectUptime } from '../../lib/project-uptime';
import { ResponseTimeChart } from './response-time-chart';

const PERIODS: { key: keyof Uptime['uptime']; label: string }[] = [
  { key: 'h24', label: 'Last 24 hours' },
  { key: 'd7', label: 'Last 7 days' },
  { key: 'd30', label: 'Last 30 days' },
  { key: 'd90', label: 'Last 90 days' },
];

const dateTime = (value: string) => formatDate(value, DATE_FORMATS.dateTime);

/**
 * The "Uptime" card under the spec's project screen (not in the spec): nothing at all for a project without
 * monitors, nothing while it loads, and only a muted line inside the card when it fails, so the screen stays whole.
 */
export function ProjectUptime({ projectGuid }: { projectGuid: string }) {
  const id = useId();
  const uptimeQuery = useProjectUptime(projectGuid);
  const uptime = uptimeQuery.data;
  if (uptime === undefined) {
    if (!uptimeQuery.isError) return null;
    return (
      <UptimeCard>
        <p className="small text-body-secondary mb-0">Uptime could not be loaded.</p>
      </UptimeCard>
    );
  }
  if (uptime.state === 'not-monitored') return null;

  return (
    <UptimeCard badge={<UptimeState uptime={uptime} />}>
      <dl className="row g-2 text-center mb-3">
        {PERIODS.map(({ key, label }) => (
          <div key={key} className="col-6 col-md-3">
            <div className="border rounded p-2 h-100">
              <dt className="small fw-normal text-body-secondary">{label}</dt>
              <dd className="fs-5 fw-semibold mb-0">{formatUptimePercent(uptime.uptime[key])}</dd>
            </div>
          </div>
        ))}
      </dl>
      <ResponseTimeChart daily={uptime.daily} />
      <h3 id={`${id}-incidents`} className="h6 mt-4">
        Incidents
      </h3>
      <IncidentList
        incidents={uptime.incidents}
        labelledBy={`${id}-incidents`}
        emptyText="No incidents in the last 90 days."
      />
      <p className="small text-body-secondary mt-3 mb-0">{describeUptimeMethod(uptime.method)}</p>
    </UptimeCard>
  );
}

function UptimeCard({ badge, children }: { badge?: ReactNode; children: ReactNode }) {
  return (
    <section className="card mb-4" aria-labelledby="project-uptime">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h2 id="project-uptime" className="h5 card-title mb-0">
            Uptime
          </h2>
          {badge}
        </div>
        {children}
      </div>
    </section>
  );
}

function UptimeState({ uptime }: { uptime: Uptime }) {
  if (uptime.state === 'operational') return <span className="badge text-bg-success">Operational</span>;
  return (
    <span className="badge text-bg-danger text-wrap">
      {uptime.since ? `Down since ${dateTime(uptime.since)}` : 'Down'}
    </span>
  );
}

import type { ProjectUptime as Uptime } from '@client-portal/contract';
import { useId, type ReactNode } from 'react';
import { IncidentList } from './incident-list';
import { describeUptimeMethod, formatUptimePercent } from './uptime-format';
import { DATE_FORMATS, formatDate } from '../../lib/format';
import { useProjectUptime } from '../../lib/project-uptime';
import { ResponseTimeChart } from './response-time-chart';

const HOUR_MS = 3_600_000;
const PERIODS: { key: keyof Uptime['uptime']; label: string; hours: number }[] = [
  { key: 'h24', label: 'Last 24 hours', hours: 24 },
  { key: 'd7', label: 'Last 7 days', hours: 7 * 24 },
  { key: 'd30', label: 'Last 30 days', hours: 30 * 24 },
  { key: 'd90', label: 'Last 90 days', hours: 90 * 24 },
];

/** A period that starts before the monitoring did counts from then: "since 28-Nov-2026" under its figure. */
const sinceNote = (monitoredSince: string | null, hours: number, now: number) =>
  monitoredSince !== null && Date.parse(monitoredSince) > now - hours * HOUR_MS
    ? `since ${formatDate(monitoredSince, DATE_FORMATS.date)}`
    : null;

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
  const now = Date.now();

  return (
    <UptimeCard badge={<UptimeState uptime={uptime} />}>
      <dl className="row g-2 text-center mb-3">
        {PERIODS.map(({ key, label, hours }) => {
          const since = sinceNote(uptime.monitoredSince, hours, now);
          return (
            <div key={key} className="col-6 col-md-3">
              <div className="border rounded p-2 h-100">
                <dt className="small fw-normal text-body-secondary">{label}</dt>
                <dd className="mb-0">
                  <span className="d-block fs-5 fw-semibold">{formatUptimePercent(uptime.uptime[key])}</span>
                  {since && <span className="d-block small text-body-secondary">{since}</span>}
                </dd>
              </div>
            </div>
          );
        })}
      </dl>
      {uptime.maintenance && <MaintenanceNote maintenance={uptime.maintenance} />}
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

/** Planned maintenance under way, or coming within the week, with the agency's note. */
function MaintenanceNote({ maintenance }: { maintenance: NonNullable<Uptime['maintenance']> }) {
  const started = Date.parse(maintenance.startsAt) <= Date.now();
  const when = started
    ? `Planned maintenance until ${dateTime(maintenance.endsAt)}`
    : `Planned maintenance from ${dateTime(maintenance.startsAt)} to ${dateTime(maintenance.endsAt)}`;
  return (
    <p className="alert alert-info py-2 mb-3">
      {when}
      {maintenance.note ? `: ${maintenance.note}` : '.'}
    </p>
  );
}

function UptimeState({ uptime }: { uptime: Uptime }) {
  if (uptime.state === 'operational') return <span className="badge text-bg-success">Operational</span>;
  if (uptime.state === 'maintenance') return <span className="badge text-bg-info">Planned maintenance</span>;
  return (
    <span className="badge text-bg-danger text-wrap">
      {uptime.since ? `Down since ${dateTime(uptime.since)}` : 'Down'}
    </span>
  );
}

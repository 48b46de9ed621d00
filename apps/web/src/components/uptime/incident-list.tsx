import type { Incident } from '@client-portal/contract';
import { DATE_FORMATS, formatDate } from '../../lib/format';
import { formatIncidentDuration } from './uptime-format';

interface IncidentListProps {
  incidents: Incident[];
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** Said when there were none ("No incidents in the last 90 days."). */
  emptyText: string;
}

/** Outages, newest first: when each began, how long it lasted (or "ongoing"), and why. */
export function IncidentList({ incidents, labelledBy, emptyText }: IncidentListProps) {
  if (incidents.length === 0) return <p className="mb-0">{emptyText}</p>;
  return (
    <ul className="list-unstyled mb-0" aria-labelledby={labelledBy}>
      {incidents.map((incident) => (
        <li key={incident.startedAt} className="border-top py-2">
          <div className="d-flex flex-wrap align-items-baseline gap-2">
            <time className="fw-semibold" dateTime={incident.startedAt}>
              {formatDate(incident.startedAt, DATE_FORMATS.dateTime)}
            </time>
            {incident.endedAt === null ? (
              <>
                <span className="badge text-bg-danger">ongoing</span>
                <span className="small text-body-secondary">
                  {formatIncidentDuration(incident.durationSeconds)} so far
                </span>
              </>
            ) : (
              <span>{formatIncidentDuration(incident.durationSeconds)}</span>
            )}
          </div>
          <div className="small text-break">{incident.cause}</div>
        </li>
      ))}
    </ul>
  );
}

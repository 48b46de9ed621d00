import type { ResponseTargets } from '@client-portal/contract';

/** Minutes as the form shows them: hours, to the quarter ("1.5"); empty for no target. */
const hoursOf = (minutes: number | null): string =>
  minutes === null ? '' : String(Math.round((minutes / 60) * 100) / 100);

/** Hours typed as minutes; empty is no target; anything else not a number is kept for the server to refuse. */
const minutesOf = (hours: string): number | null => {
  const text = hours.trim().replace(',', '.');
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? Math.round(value * 60) : Number.NaN;
};

export interface TargetHours {
  firstResponse: string;
  resolution: string;
}

export const targetHours = (targets: ResponseTargets): TargetHours => ({
  firstResponse: hoursOf(targets.firstResponseMinutes),
  resolution: hoursOf(targets.resolutionMinutes),
});

export const targetMinutes = (hours: TargetHours): ResponseTargets => ({
  firstResponseMinutes: minutesOf(hours.firstResponse),
  resolutionMinutes: minutesOf(hours.resolution),
});

interface TargetFieldsProps {
  id: string;
  hours: TargetHours;
  onChange: (hours: TargetHours) => void;
}

/** The two targets, in hours of working time; empty for none. */
export function TargetFields({ id, hours, onChange }: TargetFieldsProps) {
  return (
    <div className="row g-2 mb-3">
      {(
        [
          ['firstResponse', 'First response within'],
          ['resolution', 'Resolution within'],
        ] as const
      ).map(([field, label]) => (
        <div key={field} className="col-12 col-sm-6">
          <label htmlFor={`${id}-${field}`} className="form-label">
            {label}
          </label>
          <div className="input-group">
            <input
              id={`${id}-${field}`}
              className="form-control"
              inputMode="decimal"
              aria-describedby={`${id}-targets-help`}
              value={hours[field]}
              onChange={(event) => onChange({ ...hours, [field]: event.target.value })}
            />
            <span className="input-group-text">working hours</span>
          </div>
        </div>
      ))}
      <div id={`${id}-targets-help`} className="form-text">
        Counted in working time only, with the clock stopped while a ticket awaits the customer. Leave empty for no
        target.
      </div>
    </div>
  );
}

import { WEEKDAY_NAMES, type HelpdeskSettings } from '@client-portal/contract';
import { useId, useMemo } from 'react';
import { useHelpdeskSettings } from '../../../api/get-helpdesk-settings';
import { Loading } from '../../../components/ui/loading';
import { SaveNoticeText } from '../../../components/ui/save-notice';
import { Spinner } from '../../../components/ui/spinner';
import { TitledCard } from '../../../components/ui/titled-card';
import { useSettingsForm } from '../../../components/ui/use-settings-form';
import { agencyLoadError } from '../../../lib/agency-errors';
import { useSaveHelpdeskSettings } from '../api/helpdesk';
import { TargetFields, targetHours, targetMinutes, type TargetHours } from './target-fields';

/** The form's values: the settings, with the holidays as typed (one a line) and the targets in hours. */
interface HelpdeskValues extends Omit<HelpdeskSettings, 'targets'> {
  holidaysText: string;
  targets: TargetHours;
}

const valuesOf = (settings: HelpdeskSettings): HelpdeskValues => ({
  ...settings,
  holidaysText: settings.businessHours.holidays.join('\n'),
  targets: targetHours(settings.targets),
});

const settingsOf = (values: HelpdeskValues): HelpdeskSettings => ({
  composerDefault: values.composerDefault,
  clientsSeePriority: values.clientsSeePriority,
  businessHours: {
    ...values.businessHours,
    holidays: values.holidaysText
      .split(/[\s,]+/)
      .map((day) => day.trim())
      .filter(Boolean),
  },
  targets: targetMinutes(values.targets),
});

const same = (a: HelpdeskValues, b: HelpdeskValues) => JSON.stringify(settingsOf(a)) === JSON.stringify(settingsOf(b));

/** The time zones this browser knows, for the time zone's suggestions. */
const timeZones = () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);

/**
 * "Helpdesk" (admins change it, staff read it): the composer's default side, whether clients see priority, the
 * agency's working time and public holidays, and the response targets of every project without its own.
 */
export function HelpdeskSettingsForm({ isAdmin }: { isAdmin: boolean }) {
  const id = useId();
  const query = useHelpdeskSettings();
  const save = useSaveHelpdeskSettings();
  const loaded = useMemo(() => (query.data ? valuesOf(query.data) : undefined), [query.data]);
  const { values, setValues, notice, onSubmit } = useSettingsForm<HelpdeskValues>({
    loaded,
    isSame: same,
    mutate: (changed, callbacks) => save.mutate(settingsOf(changed), callbacks),
  });
  const zones = useMemo(timeZones, []);
  const headingId = `${id}-heading`;

  if (!values) {
    return (
      <TitledCard headingId={headingId} title="Helpdesk">
        {query.isError ? (
          <div className="alert alert-danger mb-0" role="alert">
            The helpdesk settings could not be loaded. {agencyLoadError(query.error).message}
          </div>
        ) : (
          <Loading />
        )}
      </TitledCard>
    );
  }
  const hours = values.businessHours;
  const setHours = (change: Partial<HelpdeskSettings['businessHours']>) =>
    setValues({ ...values, businessHours: { ...hours, ...change } });

  return (
    <TitledCard headingId={headingId} title="Helpdesk">
      <form onSubmit={onSubmit} aria-labelledby={headingId} noValidate>
        <fieldset disabled={!isAdmin}>
          <fieldset className="mb-3">
            <legend className="form-label fs-6 mb-1">The ticket composer starts on</legend>
            {(
              [
                ['public', 'Public update (the client reads it)'],
                ['internal', 'Internal note (staff only)'],
              ] as const
            ).map(([side, label]) => (
              <div key={side} className="form-check">
                <input
                  id={`${id}-composer-${side}`}
                  className="form-check-input"
                  type="radio"
                  name={`${id}-composer`}
                  checked={values.composerDefault === side}
                  onChange={() => setValues({ ...values, composerDefault: side })}
                />
                <label className="form-check-label" htmlFor={`${id}-composer-${side}`}>
                  {label}
                </label>
              </div>
            ))}
          </fieldset>
          <div className="form-check mb-3">
            <input
              id={`${id}-priority`}
              className="form-check-input"
              type="checkbox"
              checked={values.clientsSeePriority}
              onChange={(event) => setValues({ ...values, clientsSeePriority: event.target.checked })}
            />
            <label className="form-check-label" htmlFor={`${id}-priority`}>
              Clients see their tickets’ priority
            </label>
          </div>
          <h3 className="h6">Working time</h3>
          <div className="mb-3">
            <label htmlFor={`${id}-zone`} className="form-label">
              Time zone
            </label>
            <input
              id={`${id}-zone`}
              className="form-control"
              list={`${id}-zones`}
              value={hours.timeZone}
              onChange={(event) => setHours({ timeZone: event.target.value })}
            />
            <datalist id={`${id}-zones`}>
              {zones.map((zone) => (
                <option key={zone} value={zone} />
              ))}
            </datalist>
          </div>
          <fieldset className="mb-3">
            <legend className="form-label fs-6 mb-1">Working days</legend>
            {WEEKDAY_NAMES.map((name, index) => {
              const day = index + 1;
              return (
                <div key={name} className="form-check form-check-inline">
                  <input
                    id={`${id}-day-${day}`}
                    className="form-check-input"
                    type="checkbox"
                    checked={hours.workingDays.includes(day)}
                    onChange={(event) =>
                      setHours({
                        workingDays: event.target.checked
                          ? [...hours.workingDays, day].sort()
                          : hours.workingDays.filter((other) => other !== day),
                      })
                    }
                  />
                  <label className="form-check-label" htmlFor={`${id}-day-${day}`}>
                    {name}
                  </label>
                </div>
              );
            })}
          </fieldset>
          <div className="row g-2 mb-3">
            {(
              [
                ['start', 'From'],
                ['end', 'Until'],
              ] as const
            ).map(([field, label]) => (
              <div key={field} className="col-6 col-sm-4">
                <label htmlFor={`${id}-${field}`} className="form-label">
                  {label}
                </label>
                <input
                  id={`${id}-${field}`}
                  type="time"
                  className="form-control"
                  value={hours[field]}
                  onChange={(event) => setHours({ [field]: event.target.value })}
                />
              </div>
            ))}
          </div>
          <div className="mb-3">
            <label htmlFor={`${id}-holidays`} className="form-label">
              Public holidays
            </label>
            <textarea
              id={`${id}-holidays`}
              className="form-control font-monospace"
              rows={4}
              aria-describedby={`${id}-holidays-help`}
              value={values.holidaysText}
              onChange={(event) => setValues({ ...values, holidaysText: event.target.value })}
            />
            <div id={`${id}-holidays-help`} className="form-text">
              One date a line, as 2026-12-25. No working time counts on them.
            </div>
          </div>
          <h3 className="h6">Response targets</h3>
          <p className="small text-body-secondary">
            For every project that does not set its own (on the project’s page). A breach is recorded in the audit log
            and emailed to the ticket’s assignee, or to all staff while it is unassigned.
          </p>
          <TargetFields
            id={`${id}-targets`}
            hours={values.targets}
            onChange={(targets) => setValues({ ...values, targets })}
          />
        </fieldset>
        <SaveNoticeText notice={notice} />
        {isAdmin ? (
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending && <Spinner label="Saving" />} Save helpdesk settings
          </button>
        ) : (
          <p className="small text-body-secondary mb-0">Only an admin can change the helpdesk settings.</p>
        )}
      </form>
    </TitledCard>
  );
}

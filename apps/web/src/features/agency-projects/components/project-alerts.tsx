import { CLIENT_ALERT_MINUTES, type ProjectAlerts as Alerts } from '@client-portal/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AlertChannelChecks, EmailStaffCheck, sameChannels } from '../../../components/alert-channel-checks';
import { Loading } from '../../../components/ui/loading';
import { SaveNoticeText } from '../../../components/ui/save-notice';
import { Spinner } from '../../../components/ui/spinner';
import { TitledCard } from '../../../components/ui/titled-card';
import { useSettingsForm } from '../../../components/ui/use-settings-form';
import { agencyLoadError } from '../../../lib/agency-errors';
import { useAlertChannels } from '../../../lib/alert-channels';
import { useProjectAlerts, useSaveProjectAlerts } from '../api/project-alerts';

const sameChoice = (a: Alerts, b: Alerts) =>
  a.incidentTickets === b.incidentTickets &&
  a.clientAlertMinutes === b.clientAlertMinutes &&
  a.followsDefaults === b.followsDefaults &&
  (a.followsDefaults || (a.emailStaff === b.emailStaff && sameChannels(a.channelGuids, b.channelGuids)));

/** How long a site is down before its clients are told: the choices offered, and any other the project has. */
const WAIT_CHOICES = [0, 5, 10, 15, 30, 60, 120, 240];
const waitWords = (minutes: number) =>
  minutes === 0
    ? 'as soon as it is confirmed down'
    : minutes % 60 === 0
      ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;

/** "Alerts": who is told when this project's sites go down or their certificates expire; the defaults or its own. */
export function ProjectAlerts({ projectGuid }: { projectGuid: string }) {
  const id = useId();
  const alertsQuery = useProjectAlerts(projectGuid);
  const channelsQuery = useAlertChannels();
  const save = useSaveProjectAlerts(projectGuid);
  const { values, setValues, notice, onSubmit } = useSettingsForm({
    loaded: alertsQuery.data,
    isSame: sameChoice,
    mutate: save.mutate,
  });

  const headingId = `${id}-heading`;
  const own = values && !values.followsDefaults;
  const error = alertsQuery.error ?? channelsQuery.error;

  return (
    <TitledCard headingId={headingId} title="Alerts">
      {!values || !channelsQuery.data ? (
        error ? (
          <div className="alert alert-danger" role="alert">
            Alerts could not be loaded. {agencyLoadError(error).message}
          </div>
        ) : (
          <Loading />
        )
      ) : (
        <form onSubmit={onSubmit} aria-labelledby={headingId} noValidate>
          <fieldset className="mb-2">
            <legend className="visually-hidden">Whose alerts</legend>
            {[true, false].map((follows) => (
              <div className="form-check" key={String(follows)}>
                <input
                  id={`${id}-follows-${follows}`}
                  type="radio"
                  name={`${id}-follows`}
                  className="form-check-input"
                  checked={values.followsDefaults === follows}
                  onChange={() =>
                    setValues(follows ? { ...values, followsDefaults: true } : { ...values, followsDefaults: false })
                  }
                />
                <label className="form-check-label" htmlFor={`${id}-follows-${follows}`}>
                  {follows ? 'Use the workspace’s defaults' : 'Choose for this project'}
                </label>
              </div>
            ))}
          </fieldset>
          <fieldset disabled={!own} className="ms-4 mb-3" aria-label="This project’s alerts">
            <EmailStaffCheck
              id={`${id}-email`}
              checked={values.emailStaff}
              onChange={(emailStaff) => setValues({ ...values, emailStaff })}
            />
            <AlertChannelChecks
              idPrefix={id}
              channels={channelsQuery.data}
              checked={values.channelGuids}
              onChange={(channelGuids) => setValues({ ...values, channelGuids })}
            />
            {channelsQuery.data.length === 0 && (
              <p className="small text-body-secondary mb-0">
                No channels yet: add Slack, Teams, Discord or a webhook in the{' '}
                <Link to={paths.agencyAlerts}>alert settings</Link>.
              </p>
            )}
          </fieldset>
          <div className="form-check mb-3">
            <input
              id={`${id}-tickets`}
              type="checkbox"
              className="form-check-input"
              aria-describedby={`${id}-tickets-hint`}
              checked={values.incidentTickets}
              onChange={(event) => setValues({ ...values, incidentTickets: event.target.checked })}
            />
            <label className="form-check-label" htmlFor={`${id}-tickets`}>
              Open a ticket for each outage
            </label>
            <div id={`${id}-tickets-hint`} className="form-text mt-0">
              The project’s clients follow it like any ticket: it gets a public update and is completed once the site is
              back.
            </div>
          </div>
          <div className="form-check">
            <input
              id={`${id}-clients`}
              type="checkbox"
              className="form-check-input"
              aria-describedby={`${id}-clients-hint`}
              checked={values.clientAlertMinutes !== null}
              onChange={(event) =>
                setValues({
                  ...values,
                  clientAlertMinutes: event.target.checked ? CLIENT_ALERT_MINUTES.suggested : null,
                })
              }
            />
            <label className="form-check-label" htmlFor={`${id}-clients`}>
              Tell this project’s clients when the site is down, and when it is back
            </label>
            <div id={`${id}-clients-hint`} className="form-text mt-0">
              An email in their words that links to the project; each client can turn it off.
            </div>
          </div>
          <div className="ms-4 mb-3 d-flex flex-wrap align-items-center gap-2">
            <label htmlFor={`${id}-wait`} className="form-label mb-0">
              Once it has been down for
            </label>
            <select
              id={`${id}-wait`}
              className="form-select form-select-sm w-auto"
              disabled={values.clientAlertMinutes === null}
              value={values.clientAlertMinutes ?? CLIENT_ALERT_MINUTES.suggested}
              onChange={(event) => setValues({ ...values, clientAlertMinutes: Number(event.target.value) })}
            >
              {[...new Set([...WAIT_CHOICES, values.clientAlertMinutes ?? CLIENT_ALERT_MINUTES.suggested])]
                .sort((a, b) => a - b)
                .map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {waitWords(minutes)}
                  </option>
                ))}
            </select>
          </div>
          <SaveNoticeText notice={notice} />
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending && <Spinner label="Saving" />} Save alerts
          </button>
        </form>
      )}
    </TitledCard>
  );
}

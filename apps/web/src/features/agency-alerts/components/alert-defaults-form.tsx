import type { AlertDefaults } from '@client-portal/contract';
import { useId } from 'react';
import { AlertChannelChecks, EmailStaffCheck, sameChannels } from '../../../components/alert-channel-checks';
import { Loading } from '../../../components/ui/loading';
import { SaveNoticeText } from '../../../components/ui/save-notice';
import { Spinner } from '../../../components/ui/spinner';
import { TitledCard } from '../../../components/ui/titled-card';
import { useSettingsForm } from '../../../components/ui/use-settings-form';
import { agencyLoadError } from '../../../lib/agency-errors';
import { useAlertChannels } from '../../../lib/alert-channels';
import { useAlertDefaults, useSaveAlertDefaults } from '../api/alert-defaults';

const sameDefaults = (a: AlertDefaults, b: AlertDefaults) =>
  a.emailStaff === b.emailStaff && sameChannels(a.channelGuids, b.channelGuids);

/** "Defaults": where alerts go for every project that has not chosen its own. Admins change them. */
export function AlertDefaultsForm({ isAdmin }: { isAdmin: boolean }) {
  const id = useId();
  const defaultsQuery = useAlertDefaults();
  const channelsQuery = useAlertChannels();
  const save = useSaveAlertDefaults();
  const { values, setValues, notice, onSubmit } = useSettingsForm({
    loaded: defaultsQuery.data,
    isSame: sameDefaults,
    mutate: save.mutate,
  });

  const headingId = `${id}-heading`;

  const error = defaultsQuery.error ?? channelsQuery.error;
  return (
    <TitledCard headingId={headingId} title="Defaults">
      <p className="text-body-secondary">
        Used by every project that has not chosen its own alerts (on the project’s page). Alerts tell when a site is
        confirmed down and up again, and when its certificate expires in 30, 14 or 7 days or has expired.
      </p>
      {!values || !channelsQuery.data ? (
        error ? (
          <div className="alert alert-danger" role="alert">
            The defaults could not be loaded. {agencyLoadError(error).message}
          </div>
        ) : (
          <Loading />
        )
      ) : (
        <form onSubmit={onSubmit} aria-labelledby={headingId} noValidate>
          <fieldset disabled={!isAdmin}>
            <EmailStaffCheck
              id={`${id}-email`}
              checked={values.emailStaff}
              onChange={(emailStaff) => setValues({ ...values, emailStaff })}
              hint="Each can turn these emails off in their notification settings."
            />
            <AlertChannelChecks
              idPrefix={id}
              channels={channelsQuery.data}
              checked={values.channelGuids}
              onChange={(channelGuids) => setValues({ ...values, channelGuids })}
            />
          </fieldset>
          <SaveNoticeText notice={notice} />
          {isAdmin ? (
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>
              {save.isPending && <Spinner label="Saving" />} Save defaults
            </button>
          ) : (
            <p className="small text-body-secondary mb-0">Only an admin can change the defaults.</p>
          )}
        </form>
      )}
    </TitledCard>
  );
}

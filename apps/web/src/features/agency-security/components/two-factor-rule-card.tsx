import { useId } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { agencyLoadError, formProblem } from '../../../lib/agency-errors';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useSecuritySettings } from '../api/get-security-settings';
import { useUpdateSecuritySettings } from '../api/update-security-settings';
import { TitledCard } from '../../../components/ui/titled-card';

/**
 * Admins: the rule that every staff account must use two-factor sign-in, saved as soon as the switch changes.
 * While it is on, staff without it can sign in but reach only their own two-factor set-up. Nothing for other users.
 */
export function TwoFactorRuleCard() {
  const { user } = useSession();
  if (user?.role !== 'admin') return null;
  return <RuleCard />;
}

/** A 403 says why in the server's words (not an admin, or two-factor sign-in to set up first). */
const refusal = (error: unknown) => (isApiError(error, 403) ? error.serverMessage : formProblem(error).message);

function RuleCard() {
  const id = useId();
  const settings = useSecuritySettings();
  const update = useUpdateSecuritySettings();
  const switchId = `${id}-switch`;
  const helpId = `${id}-help`;

  return (
    <TitledCard headingId={`${id}-heading`} title="Two-factor sign-in" className="mb-3">
      {settings.isPending && (
        <p className="text-muted mb-0" role="status">
          Loading...
        </p>
      )}
      {settings.isError && (
        <div className="alert alert-danger mb-0" role="alert">
          {agencyLoadError(settings.error).message ?? agencyLoadError(settings.error).title}
        </div>
      )}
      {settings.isSuccess && (
        <>
          <div className="form-check form-switch">
            <input
              id={switchId}
              className="form-check-input"
              type="checkbox"
              role="switch"
              aria-describedby={helpId}
              checked={update.isPending ? update.variables.twoFactorRequired : settings.data.twoFactorRequired}
              disabled={update.isPending}
              onChange={(e) => update.mutate({ twoFactorRequired: e.target.checked })}
            />
            <label className="form-check-label" htmlFor={switchId}>
              Require two-factor sign-in for every staff account
            </label>
            {update.isPending && <Spinner label="Saving" />}
          </div>
          <p id={helpId} className="form-text mb-0">
            Staff who have not set it up still log in with their password, but can only open their own two-factor set-up
            until they do. Clients are never asked for a code.
          </p>
          <div aria-live="polite">
            {update.isError && (
              <div className="alert alert-danger mt-2 mb-0" role="alert">
                {refusal(update.error)}
              </div>
            )}
            {update.isSuccess && !update.isPending && (
              <p className="text-success mt-2 mb-0">
                {settings.data.twoFactorRequired
                  ? 'Two-factor sign-in is now required.'
                  : 'Two-factor sign-in is no longer required.'}
              </p>
            )}
          </div>
        </>
      )}
    </TitledCard>
  );
}

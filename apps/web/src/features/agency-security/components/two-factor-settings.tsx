import type { TwoFactorSetup } from '@client-portal/contract';
import { useState } from 'react';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { Spinner } from '../../../components/ui/spinner';
import { agencyLoadError, formProblem } from '../../../lib/agency-errors';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup';
import { CodeForm } from './code-form';
import { RecoveryCodes } from './recovery-codes';
import { SetUpTwoFactor } from './set-up-two-factor';
import { TitledCard } from '../../../components/ui/titled-card';

/** What the screen shows besides the status: a set-up under way, or codes to save. */
type Stage = { kind: 'status' } | { kind: 'setUp'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] };

/** The signed-in staff member's own two-factor sign-in: set it up, make new recovery codes, turn it off. */
export function TwoFactorSettings() {
  const status = useTwoFactorStatus();
  const [stage, setStage] = useState<Stage>({ kind: 'status' });
  const showStatus = () => setStage({ kind: 'status' });

  if (stage.kind === 'codes') return <RecoveryCodes codes={stage.codes} onDone={showStatus} />;
  if (stage.kind === 'setUp') {
    return (
      <SetUpTwoFactor
        setup={stage.setup}
        onEnabled={(codes) => setStage({ kind: 'codes', codes })}
        onCancel={showStatus}
      />
    );
  }
  if (status.isPending) return <Loading />;
  if (status.isError) return <ErrorCard {...agencyLoadError(status.error)} />;

  const { enabled, required } = status.data;
  return (
    <>
      {required && !enabled && (
        <div className="alert alert-warning" role="status">
          Two-factor sign-in is required for every staff account. Set it up to open the workspace.
        </div>
      )}
      {enabled ? (
        <EnabledTwoFactor isRequired={required} onCodes={(codes) => setStage({ kind: 'codes', codes })} />
      ) : (
        <DisabledTwoFactor onSetUp={(setup) => setStage({ kind: 'setUp', setup })} />
      )}
    </>
  );
}

function DisabledTwoFactor({ onSetUp }: { onSetUp: (setup: TwoFactorSetup) => void }) {
  const start = useStartTwoFactorSetup();
  return (
    <TitledCard headingId="two-factor-off-heading" title="Two-factor sign-in is off" className="mb-3">
      <p>
        With two-factor sign-in, logging in takes your password and a code from an authenticator app on your phone: a
        stolen password alone no longer opens your account.
      </p>
      {start.isError && (
        <div className="alert alert-danger" role="alert">
          {formProblem(start.error).message}
        </div>
      )}
      <button
        type="button"
        className="btn btn-primary"
        disabled={start.isPending}
        onClick={() => start.mutate(undefined, { onSuccess: onSetUp })}
      >
        {start.isPending && <Spinner label="Starting" />} Set up two-factor sign-in
      </button>
    </TitledCard>
  );
}

interface EnabledTwoFactorProps {
  isRequired: boolean;
  onCodes: (codes: string[]) => void;
}

function EnabledTwoFactor({ isRequired, onCodes }: EnabledTwoFactorProps) {
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();
  return (
    <>
      <div className="alert alert-success" role="status">
        Two-factor sign-in is on: logging in asks for a code from your authenticator app.
      </div>
      <TitledCard headingId="new-codes-heading" title="New recovery codes" className="mb-3">
        <p>Used some of your recovery codes, or lost them? Make ten new ones: the earlier codes stop working.</p>
        <CodeForm
          submitLabel="Make new recovery codes"
          allowsRecoveryCode
          onSubmitCode={async (code) => onCodes((await regenerate.mutateAsync(code)).recoveryCodes)}
        />
      </TitledCard>
      <TitledCard headingId="turn-off-heading" title="Turn off two-factor sign-in" className="mb-3">
        {isRequired ? (
          <p className="mb-0">An admin requires two-factor sign-in for every staff account: it cannot be turned off.</p>
        ) : (
          <>
            <p>Logging in will take your password alone again.</p>
            <CodeForm
              submitLabel="Turn off two-factor sign-in"
              isDanger
              allowsRecoveryCode
              onSubmitCode={(code) => disable.mutateAsync(code)}
            />
          </>
        )}
      </TitledCard>
    </>
  );
}

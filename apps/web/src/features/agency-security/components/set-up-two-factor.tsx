import type { TwoFactorSetup } from '@client-portal/contract';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { CodeForm } from './code-form';
import { TitledCard } from '../../../components/ui/titled-card';

interface SetUpTwoFactorProps {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** The secret in groups of four, as authenticator apps show it: easier to type by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Scan the QR code (or type the secret), then confirm with the app's code. */
export function SetUpTwoFactor({ setup, onEnabled, onCancel }: SetUpTwoFactorProps) {
  const enable = useEnableTwoFactor();
  return (
    <TitledCard headingId="set-up-heading" title="Set up two-factor sign-in" className="mb-3">
      <ol className="ps-3">
        <li className="mb-3">
          <p className="mb-2">
            Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or
            1Password).
          </p>
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
            alt="QR code to add this account to your authenticator app"
            width={200}
            height={200}
            className="border rounded bg-white p-1 mw-100 h-auto"
          />
          <p className="mt-2 mb-0">
            Can’t scan it? Enter this key in the app instead:{' '}
            <code className="fs-6 text-break user-select-all" data-testid="totp-secret">
              {grouped(setup.secret)}
            </code>
          </p>
        </li>
        <li>
          <p className="mb-2">Enter the 6-digit code the app now shows, to confirm it works.</p>
          <CodeForm
            submitLabel="Turn on two-factor sign-in"
            onSubmitCode={async (code) => onEnabled((await enable.mutateAsync(code)).recoveryCodes)}
          />
        </li>
      </ol>
      <button type="button" className="btn btn-link px-0" onClick={onCancel}>
        Cancel
      </button>
    </TitledCard>
  );
}

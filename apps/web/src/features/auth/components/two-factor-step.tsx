import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { verifyTwoFactor } from '../api/verify-two-factor';

type StepStatus = 'idle' | 'submitting' | 'success' | 'refused' | 'networkFailed';

const BUTTON_STYLE: Record<StepStatus, string> = {
  idle: 'btn-primary',
  submitting: 'btn-secondary',
  success: 'btn-success',
  refused: 'btn-light',
  networkFailed: 'btn-danger',
};

const TWO_FACTOR_STEP_MESSAGES = {
  empty: 'Enter the code from your authenticator app.',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  network: 'Error contacting authentication server.',
} as const;

interface TwoFactorStepProps {
  challenge: string;
  onSuccess: (token: string) => void;
  /** Back to the email and password. */
  onRestart: () => void;
}

/** Staff with two-factor sign-in on: the second step of the login screen (not in the spec; clients never see it). */
export function TwoFactorStep({ challenge, onSuccess, onRestart }: TwoFactorStepProps) {
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<StepStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // The step replaces the password form: the code field takes the focus it had.
  useEffect(() => inputRef.current?.focus(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) {
      setStatus('refused');
      setMessage(TWO_FACTOR_STEP_MESSAGES.empty);
      inputRef.current?.focus();
      return;
    }
    setStatus('submitting');
    setMessage(null);
    try {
      const result = await verifyTwoFactor(challenge, code.trim());
      if (result.kind === 'ok') {
        setStatus('success');
        onSuccess(result.token);
        return;
      }
      setStatus('refused');
      // 401 is a wrong code or an expired sign-in, 429 too many attempts: the server's words say which.
      setMessage(result.kind === 'rejected' && result.message ? result.message : TWO_FACTOR_STEP_MESSAGES.wrongCode);
      setCode('');
      inputRef.current?.focus();
    } catch {
      setStatus('networkFailed');
      setMessage(TWO_FACTOR_STEP_MESSAGES.network);
    }
  };

  const isBusy = status === 'submitting' || status === 'success';
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Two-factor sign-in">
      {message && (
        <div className="alert alert-danger" role="alert">
          <h2 className="h5 alert-heading">Whoops!</h2>
          <p className="mb-0">{message}</p>
        </div>
      )}
      <p id="login-code-hint">
        Enter the 6-digit code your authenticator app shows for this portal. No phone to hand? Enter one of your
        recovery codes instead.
      </p>
      <div className="mb-3">
        <label htmlFor="login-code" className="form-label">
          Authentication code
        </label>
        <input
          ref={inputRef}
          id="login-code"
          name="code"
          type="text"
          className={`form-control${message && status === 'refused' ? ' is-invalid' : ''}`}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          required
          aria-describedby="login-code-hint"
          aria-invalid={status === 'refused' || undefined}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      <div className="d-flex align-items-center justify-content-between gap-3">
        <button type="submit" className={`btn ${BUTTON_STYLE[status]}`} disabled={isBusy} data-status={status}>
          {status === 'submitting' && <Spinner label="Verifying" />} Verify
        </button>
        <button type="button" className="btn btn-link" onClick={onRestart} disabled={isBusy}>
          Back to log in
        </button>
      </div>
    </form>
  );
}

import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Spinner } from '../../../components/ui/spinner';
import { authenticate } from '../api/authenticate';

// Only staff with two-factor sign-in on reach the second step: clients never load it (the /login budget).
const TwoFactorStep = lazy(() => import('./two-factor-step').then((module) => ({ default: module.TwoFactorStep })));

/** Spec §4 Login button states. */
export type LoginStatus = 'idle' | 'submitting' | 'success' | 'authFailed' | 'networkFailed';

const BUTTON_STYLE: Record<LoginStatus, string> = {
  idle: 'btn-primary',
  submitting: 'btn-secondary',
  success: 'btn-success',
  authFailed: 'btn-light',
  networkFailed: 'btn-danger',
};

const LOGIN_MESSAGES = {
  wrongCredentials: "Sorry, we couldn't match your email and password. Please try again.",
  network: 'Error contacting authentication server.',
} as const;

export interface LoginFormProps {
  onSuccess: (token: string) => void;
  /** The user is about to follow "Reset password" (pointer over it, focus, touch): load that screen ahead. */
  onResetLinkIntent?: () => void;
}

export function LoginForm({ onSuccess, onResetLinkIntent }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<LoginStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  /** Set once the password is right and the account asks for a code too (staff with two-factor sign-in on). */
  const [challenge, setChallenge] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus('submitting');
    setMessage(null);
    try {
      const result = await authenticate(email, password);
      if (result.kind === 'ok') {
        setStatus('success');
        onSuccess(result.token);
        return;
      }
      if (result.kind === 'twoFactor') {
        setStatus('idle');
        setChallenge(result.challenge);
        return;
      }
      setStatus('authFailed');
      // Too many attempts is not a credentials problem: say so with the server's words.
      setMessage(result.status === 429 ? result.message : LOGIN_MESSAGES.wrongCredentials);
    } catch {
      setStatus('networkFailed');
      setMessage(LOGIN_MESSAGES.network);
    }
  };

  if (challenge) {
    const onRestart = () => {
      setChallenge(null);
      setPassword('');
    };
    return (
      <Suspense fallback={<Spinner label="Loading" />}>
        <TwoFactorStep challenge={challenge} onSuccess={onSuccess} onRestart={onRestart} />
      </Suspense>
    );
  }

  const isBusy = status === 'submitting' || status === 'success';
  return (
    <form onSubmit={onSubmit} noValidate={false} aria-label="Log in">
      {message && (
        <div className="alert alert-danger" role="alert">
          <h2 className="h5 alert-heading">Whoops!</h2>
          <p className="mb-1">There was a problem logging in.</p>
          <p className="mb-0">{message}</p>
        </div>
      )}
      <div className="mb-3">
        <label htmlFor="login-email" className="form-label">
          Email
        </label>
        <input
          id="login-email"
          name="email"
          type="email"
          className="form-control"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="mb-3">
        <label htmlFor="login-password" className="form-label">
          Password
        </label>
        <input
          id="login-password"
          name="password"
          type="password"
          className="form-control"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <div className="d-flex align-items-center justify-content-between gap-3">
        <button type="submit" className={`btn ${BUTTON_STYLE[status]}`} disabled={isBusy} data-status={status}>
          {status === 'submitting' && <Spinner label="Logging in" />} Log in
        </button>
        <Link
          to={paths.getResetLink}
          onPointerEnter={onResetLinkIntent}
          onFocus={onResetLinkIntent}
          onTouchStart={onResetLinkIntent}
        >
          Reset password
        </Link>
      </div>
    </form>
  );
}

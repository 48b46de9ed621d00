import { ResetPasswordRequest } from '@client-portal/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ErrorCard, GENERIC_ERROR } from '../../../components/ui/error-card';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { insertResetFailedEvent } from '../api/insert-reset-failed-event';
import { resetPassword } from '../api/reset-password';
import { FormField } from './form-field';
import { ResultCard } from './result-card';

/** Spec §2 and §8, reset password. */
const RESET_PASSWORD_TEXT = {
  successTitle: 'Password has been reset',
  errorTitle: 'Sorry, something went wrong!',
  expiredTitle: 'Reset link expired',
  tryAgain: 'Try again',
  getAnotherLink: 'Get a new reset link',
  passwordHint: 'At least 8 characters, with an uppercase letter, a lowercase letter and a number.',
} as const;

/** Not in the spec: an invitation's link opens this screen worded for a first password. */
const WELCOME_TEXT = {
  successTitle: 'Your password is set',
  submit: 'Set password',
  password: 'Password',
  confirm: 'Confirm password',
} as const;

/** Spec §4: initial, then success or error; an error keeps the server text. */
type Outcome = { kind: 'initial' } | { kind: 'success' } | { kind: 'error'; message: string; isExpired: boolean };

const guidSchema = ResetPasswordRequest.shape.PasswordResetGuid;

/** Spec §5: a missing or invalid guid is a form-level error, shown as soon as the screen opens. */
function guidProblem(guid: string): string | undefined {
  const result = guidSchema.safeParse(guid);
  return result.success ? undefined : result.error.issues[0]?.message;
}

interface ResetPasswordFormProps {
  guid: string | null;
  /** An invitation: a first password, and the person signed in once it is set (`onSignedIn`). */
  isWelcome?: boolean;
  onSignedIn?: (token: string) => void;
}

export function ResetPasswordForm({ guid, isWelcome = false, onSignedIn }: ResetPasswordFormProps) {
  const passwordResetGuid = guid ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'initial' });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ResetPasswordRequest),
    defaultValues: { PasswordResetGuid: passwordResetGuid, Password1: '', Password2: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    let failure: { message: string; isExpired: boolean; description: string };
    try {
      const result = await resetPassword(body);
      if (result.kind === 'reset') {
        if (result.token && onSignedIn) onSignedIn(result.token);
        else setOutcome({ kind: 'success' });
        return;
      }
      failure = {
        message: result.message,
        isExpired: result.isExpired,
        description: `Password reset failed (${result.status}): ${result.message}`,
      };
    } catch (error) {
      failure = {
        message: GENERIC_ERROR.message,
        isExpired: false,
        description: `Password reset failed: ${error instanceof Error ? error.message : 'network error'}`,
      };
    }
    setOutcome({ kind: 'error', message: failure.message, isExpired: failure.isExpired });
    void insertResetFailedEvent(failure.description);
  });

  if (outcome.kind === 'success') {
    return (
      <ResultCard title={isWelcome ? WELCOME_TEXT.successTitle : RESET_PASSWORD_TEXT.successTitle} tone="success">
        <Link to={paths.login}>Log in</Link>
      </ResultCard>
    );
  }
  if (outcome.kind === 'error' && outcome.isExpired) {
    return (
      <ResultCard title={RESET_PASSWORD_TEXT.expiredTitle} tone="warning">
        <p className="card-text">{outcome.message}</p>
        <Link to={paths.getResetLink}>{RESET_PASSWORD_TEXT.getAnotherLink}</Link>
      </ResultCard>
    );
  }
  if (outcome.kind === 'error') {
    return (
      <ErrorCard title={RESET_PASSWORD_TEXT.errorTitle} message={outcome.message}>
        <Link
          to={`${paths.getResetLink}?guid=${encodeURIComponent(passwordResetGuid)}`}
          className="d-inline-block mt-2"
        >
          {RESET_PASSWORD_TEXT.tryAgain}
        </Link>
      </ErrorCard>
    );
  }

  // Spec §4/§5: a missing or invalid guid is a form-level error. Nothing typed here could succeed, so the fields
  // are shown disabled and the way forward, a new link, sits with the error.
  const linkProblem = guidProblem(passwordResetGuid);
  return (
    <form onSubmit={onSubmit} noValidate aria-label={isWelcome ? 'Set your password' : 'Reset password'}>
      {linkProblem && (
        <div className="alert alert-danger" role="alert">
          {linkProblem}
          <div className="mt-2">
            <Link to={paths.getResetLink} className="alert-link">
              {RESET_PASSWORD_TEXT.getAnotherLink}
            </Link>
          </div>
        </div>
      )}
      <fieldset disabled={Boolean(linkProblem)}>
        <input type="hidden" {...register('PasswordResetGuid')} />
        <FormField
          id="reset-password1"
          label={isWelcome ? WELCOME_TEXT.password : 'New password'}
          type="password"
          autoComplete="new-password"
          hint={RESET_PASSWORD_TEXT.passwordHint}
          error={errors.Password1?.message}
          {...register('Password1')}
        />
        <FormField
          id="reset-password2"
          label={isWelcome ? WELCOME_TEXT.confirm : 'Confirm new password'}
          type="password"
          autoComplete="new-password"
          error={errors.Password2?.message}
          {...register('Password2')}
        />
        <button
          type="submit"
          className={`btn ${isSubmitting ? 'btn-secondary' : 'btn-primary'}`}
          disabled={isSubmitting}
        >
          {isSubmitting && <Spinner label={isWelcome ? 'Setting' : 'Resetting'} />}{' '}
          {isWelcome ? WELCOME_TEXT.submit : 'Reset'}
        </button>
      </fieldset>
    </form>
  );
}

import { SendResetLinkRequest } from '@client-portal/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ErrorCard } from '../../../components/ui/error-card';
import { Spinner } from '../../../components/ui/spinner';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { sendResetLink } from '../api/send-reset-link';
import { FormField } from './form-field';
import { ResultCard } from './result-card';

/** Spec §2 and §8, reset-link request. */
const GET_RESET_LINK_TEXT = {
  sentTitle: 'Reset link sent',
  sentText:
    "We sent a reset link to your email address (if registered). If you can't find it, please check your spam and junk mail folders.",
  errorTitle: 'Could not send reset link',
  badRequest: 'Bad request. Invalid ModelState.',
  network: "Whoops, something went wrong! We couldn't send your reset link. Please contact us for more help. Sorry!",
} as const;

/** Spec §4: idle, in flight (the form's isSubmitting), then sent or an error. */
type Outcome =
  | { kind: 'idle' }
  | { kind: 'sent' }
  | { kind: 'badRequest' }
  | { kind: 'failedStatus'; status: number; statusText: string }
  | { kind: 'network' };

/** The one place this screen turns an answer into its spec §8 message. */
function errorMessage(outcome: Outcome): string | null {
  switch (outcome.kind) {
    case 'badRequest':
      return GET_RESET_LINK_TEXT.badRequest;
    case 'failedStatus':
      // HTTP/2 has no reason phrase: fall back to the code so the card never reads empty.
      return outcome.statusText || `Error ${outcome.status}`;
    case 'network':
      return GET_RESET_LINK_TEXT.network;
    default:
      return null;
  }
}

export function GetResetLinkForm({ siteKey = env.authSiteKey }: { siteKey?: string }) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(SendResetLinkRequest),
    defaultValues: { EmailAddress: '', SiteKey: siteKey },
  });

  const onSubmit = handleSubmit(async (body) => {
    setOutcome({ kind: 'idle' });
    try {
      const result = await sendResetLink(body);
      if (result.kind === 'sent') setOutcome({ kind: 'sent' });
      else if (result.status === 400) setOutcome({ kind: 'badRequest' });
      else setOutcome({ kind: 'failedStatus', status: result.status, statusText: result.statusText });
    } catch {
      setOutcome({ kind: 'network' });
    }
  });

  if (outcome.kind === 'sent') {
    return (
      <ResultCard title={GET_RESET_LINK_TEXT.sentTitle} tone="success">
        <p className="card-text">{GET_RESET_LINK_TEXT.sentText}</p>
        <Link to={paths.login}>Log in</Link>
      </ResultCard>
    );
  }

  const message = errorMessage(outcome);
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Request a reset link">
      {message && <ErrorCard title={GET_RESET_LINK_TEXT.errorTitle} message={message} />}
      {outcome.kind === 'failedStatus' && (
        <div className="alert alert-warning" role="alert">
          Status code {outcome.status}
        </div>
      )}
      {errors.SiteKey?.message && (
        <div className="alert alert-danger" role="alert">
          {errors.SiteKey.message}
        </div>
      )}
      <FormField
        id="reset-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.EmailAddress?.message}
        {...register('EmailAddress')}
      />
      <input type="hidden" {...register('SiteKey')} />
      <div className="d-flex align-items-center justify-content-between gap-3">
        <button
          type="submit"
          className={`btn ${isSubmitting ? 'btn-secondary' : 'btn-primary'}`}
          disabled={isSubmitting}
        >
          {isSubmitting && <Spinner label="Sending" />} Send reset link
        </button>
        <Link to={paths.login}>Log in</Link>
      </div>
    </form>
  );
}

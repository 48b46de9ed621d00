import { useId, useState, type FormEvent } from 'react';
import { Field, invalidProps } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { formProblem, type FormProblem } from '../../../lib/agency-errors';

interface CodeFormProps {
  submitLabel: string;
  /** A destructive action (turning it off) is styled as one. */
  isDanger?: boolean;
  /** An unused recovery code is accepted too (it is not while setting up). */
  allowsRecoveryCode?: boolean;
  isDisabled?: boolean;
  /** Sends the code; a refusal rejects with the server's error, shown under the field or over the form. */
  onSubmitCode: (code: string) => Promise<unknown>;
}

const EMPTY = 'Enter the code from your authenticator app.';

/** One "Authentication code" field and its button: every two-factor change is confirmed with a code. */
export function CodeForm({ submitLabel, isDanger, allowsRecoveryCode, isDisabled, onSubmitCode }: CodeFormProps) {
  const id = useId();
  const fieldId = `${id}-code`;
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<FormProblem>();
  const [isPending, setIsPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) {
      setProblem({ field: 'code', message: EMPTY });
      return;
    }
    setProblem(undefined);
    setIsPending(true);
    try {
      await onSubmitCode(code.trim());
    } catch (error) {
      setProblem(formProblem(error));
      setCode('');
    } finally {
      setIsPending(false);
    }
  };

  const fieldError = problem?.field === 'code' ? problem.message : undefined;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={submitLabel}>
      {problem && !fieldError && (
        <div className="alert alert-danger" role="alert">
          {problem.message}
        </div>
      )}
      <Field id={fieldId} label="Authentication code" error={fieldError}>
        <input
          id={fieldId}
          name="code"
          type="text"
          className={`form-control${fieldError ? ' is-invalid' : ''}`}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          disabled={isDisabled}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          {...invalidProps(fieldId, fieldError)}
        />
        <div className="form-text">
          {allowsRecoveryCode
            ? 'The 6-digit code your authenticator app shows, or one of your recovery codes.'
            : 'The 6-digit code your authenticator app shows.'}
        </div>
      </Field>
      <button
        type="submit"
        className={`btn ${isDanger ? 'btn-outline-danger' : 'btn-primary'}`}
        disabled={isPending || isDisabled}
      >
        {isPending && <Spinner label="Saving" />} {submitLabel}
      </button>
    </form>
  );
}

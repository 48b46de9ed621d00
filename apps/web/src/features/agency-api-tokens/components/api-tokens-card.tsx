import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  type ApiToken,
  type ApiTokenCreated,
} from '@client-portal/contract';
import { useId, useState, type FormEvent } from 'react';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { Field, TextField } from '../../../components/ui/field';
import { TitledCard } from '../../../components/ui/titled-card';
import { agencyLoadError, formProblem } from '../../../lib/agency-errors';
import { asSentence, DATE_FORMATS, formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';

/**
 * Admins: API tokens for integrations (Zapier, a CRM, a status page). A token is shown once, when it is made; the
 * list shows what each may do, when it expires and when and from where it was last used. Nothing for other users.
 */
export function ApiTokensCard() {
  const { user } = useSession();
  if (user?.role !== 'admin') return null;
  return <TokensCard />;
}

const when = (value: string | null, none: string) => (value ? formatDate(value, DATE_FORMATS.dateTime) : none);

function tokenState(token: ApiToken, now = new Date()): { label: string; tone: string } {
  if (token.revokedAt) return { label: 'Revoked', tone: 'text-bg-secondary' };
  if (token.expiresAt && Date.parse(token.expiresAt) <= now.getTime()) {
    return { label: 'Expired', tone: 'text-bg-warning' };
  }
  return { label: 'Active', tone: 'text-bg-success' };
}

function TokensCard() {
  const id = useId();
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);

  return (
    <TitledCard headingId={`${id}-heading`} title="API tokens" className="mb-3">
      <p className="text-muted">
        Integrations call the portal’s API with a token. Each reaches only what its scopes allow, and what it writes
        shows its name. See <a href="/api/docs">the API reference</a>.
      </p>
      <NewTokenForm onCreated={setCreated} />
      <div aria-live="polite">
        {created && (
          <div className="alert alert-success" role="status">
            <p className="mb-1">
              <strong>{created.name}</strong> is ready. Copy the token now: it is not shown again.
            </p>
            <code
              className="d-block text-break user-select-all text-body bg-body p-2 mt-1 rounded"
              aria-label={`API token of ${created.name}`}
            >
              {created.token}
            </code>
          </div>
        )}
        {revoke.isError && (
          <div className="alert alert-danger" role="alert">
            {formProblem(revoke.error).message}
          </div>
        )}
      </div>
      {tokens.isPending && (
        <p className="text-muted mb-0" role="status">
          Loading...
        </p>
      )}
      {tokens.isError && (
        <div className="alert alert-danger mb-0" role="alert">
          {agencyLoadError(tokens.error).message ?? agencyLoadError(tokens.error).title}
        </div>
      )}
      {tokens.isSuccess && tokens.data.length === 0 && <p className="mb-0">No API tokens yet.</p>}
      {tokens.isSuccess && tokens.data.length > 0 && (
        <ul className="list-group" aria-label="API tokens">
          {tokens.data.map((token) => {
            const state = tokenState(token);
            return (
              <li key={token.tokenGuid} className="list-group-item">
                <div className="d-flex flex-wrap gap-2 align-items-center justify-content-between">
                  <div>
                    <strong>{token.name}</strong> <code>{token.prefix}…</code>{' '}
                    <span className={`badge ${state.tone}`}>{state.label}</span>
                  </div>
                  {state.label === 'Active' && (
                    <button
                      type="button"
                      className="btn btn-outline-danger btn-sm"
                      aria-label={`Revoke ${token.name}`}
                      disabled={revoke.isPending}
                      onClick={() => {
                        if (window.confirm(`Revoke ${token.name}? Integrations using it stop working at once.`)) {
                          revoke.mutate(token.tokenGuid);
                        }
                      }}
                    >
                      Revoke
                    </button>
                  )}
                </div>
                <div className="small text-muted">
                  Scopes: {token.scopes.join(', ')} · Made {when(token.createdAt, '')}
                  {token.createdBy ? ` by ${token.createdBy}` : ''} ·{' '}
                  {token.revokedAt
                    ? `Revoked ${when(token.revokedAt, '')}`
                    : `Expires ${when(token.expiresAt, 'never')}`}{' '}
                  · Last used{' '}
                  {token.lastUsedAt ? `${when(token.lastUsedAt, '')} from ${token.lastUsedAddress ?? '?'}` : 'never'}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </TitledCard>
  );
}

type Problems = Partial<Record<'name' | 'scopes' | 'form', string>>;

function NewTokenForm({ onCreated }: { onCreated: (token: ApiTokenCreated) => void }) {
  const id = useId();
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<(typeof API_TOKEN_SCOPES)[number][]>([]);
  const [expiry, setExpiry] = useState<string>('90');
  const [problems, setProblems] = useState<Problems>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Problems = {};
    if (!name.trim()) found.name = 'Enter a name, such as “Zapier”.';
    if (scopes.length === 0) found.scopes = 'Choose at least one scope.';
    setProblems(found);
    if (found.name || found.scopes) {
      document.getElementById(found.name ? `${id}-name` : `${id}-scope-0`)?.focus();
      return;
    }
    try {
      const token = await create.mutateAsync({
        name: name.trim(),
        scopes,
        expiresInDays: expiry === 'never' ? null : Number(expiry),
      });
      setName('');
      setScopes([]);
      onCreated(token);
    } catch (error) {
      const problem = formProblem(error);
      const field = problem.field === 'name' || problem.field === 'scopes' ? problem.field : 'form';
      setProblems({ [field]: asSentence(problem.message) });
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="New API token" className="mb-3">
      <div className="row g-2">
        <div className="col-12 col-md-6">
          <TextField
            id={`${id}-name`}
            label="Name"
            hint="Who uses it: shown in history wherever it writes."
            error={problems.name}
            value={name}
            maxLength={API_TOKEN_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="col-12 col-md-6">
          <Field id={`${id}-expiry`} label="Expires">
            <select
              id={`${id}-expiry`}
              className="form-select"
              value={expiry}
              onChange={(event) => setExpiry(event.target.value)}
            >
              {API_TOKEN_EXPIRY_DAYS.map((days) => (
                <option key={days} value={String(days)}>
                  In {days} days
                </option>
              ))}
              <option value="never">Never (until revoked)</option>
            </select>
          </Field>
        </div>
      </div>
      <CheckboxGroup
        id={`${id}-scope`}
        legend="Scopes"
        options={API_TOKEN_SCOPES}
        label={(scope) => (
          <>
            <code>{scope}</code> {API_TOKEN_SCOPE_LABELS[scope]}
          </>
        )}
        checked={scopes}
        onChange={setScopes}
        error={problems.scopes}
      />
      {problems.form && (
        <div className="alert alert-danger" role="alert">
          {problems.form}
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={create.isPending}>
        {create.isPending ? 'Making token…' : 'Make token'}
      </button>
    </form>
  );
}

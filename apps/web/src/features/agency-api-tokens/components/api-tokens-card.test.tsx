import type { ApiToken, CurrentUser } from '@client-portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, type MockRequest } from '../../../test/mock-api';
import { useSession } from '../../../lib/session';
import { renderElement } from '../../../test/render';
import { ApiTokensCard } from './api-tokens-card';

const user = (role: CurrentUser['role']): CurrentUser => ({
  memberGUID: '3f6c2a1e-8d4b-4c7a-9e21-5b0d7f3a9c11',
  firstName: 'Avery',
  lastName: 'Agency',
  email: 'agency@example.com',
  role,
});

const EXISTING: ApiToken = {
  tokenGuid: '6a1e2f3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b',
  name: 'Status page',
  scopes: ['monitors:read'],
  prefix: 'cpt_Qz4f',
  createdAt: '2026-11-02T09:00:00.000Z',
  createdBy: 'Avery Agency',
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: '2026-12-01T08:15:00.000Z',
  lastUsedAddress: '203.0.113.7',
};

function SignedInAs() {
  const { user } = useSession();
  return user ? <p>Signed in as {user.role}</p> : null;
}

function renderCard(role: CurrentUser['role'], post?: (request: MockRequest) => ReturnType<typeof ok>) {
  window.localStorage.setItem('jwt_token', 'stored.token.sig');
  const tokens: ApiToken[] = [EXISTING];
  const writes: Array<{ method: string; body: unknown }> = [];
  mockApi({
    '/api/users/me': ok(user(role)),
    '/api/agency/settings/api-tokens': (request) => {
      if (request.method !== 'POST') return ok(tokens);
      writes.push({ method: 'POST', body: request.body });
      if (post) return post(request);
      const made = {
        ...EXISTING,
        tokenGuid: '7b2f3a4c-5d6e-4f70-8b9c-0d1e2f3a4b5c',
        name: (request.body as { name: string }).name,
        scopes: (request.body as { scopes: ApiToken['scopes'] }).scopes,
        prefix: 'cpt_AbCd',
        lastUsedAt: null,
        lastUsedAddress: null,
      };
      tokens.unshift(made);
      return { status: 201, body: { ...made, token: 'cpt_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg' } };
    },
    [`/api/agency/settings/api-tokens/${EXISTING.tokenGuid}`]: (request) => {
      writes.push({ method: request.method, body: request.body });
      tokens[tokens.length - 1] = { ...EXISTING, revokedAt: '2026-12-07T10:00:00.000Z' };
      return ok(tokens[tokens.length - 1]);
    },
  });
  renderElement(
    <>
      <SignedInAs />
      <ApiTokensCard />
    </>,
  );
  return { writes };
}

afterEach(() => vi.restoreAllMocks());

describe('ApiTokensCard', () => {
  it('makes a token with its scopes and expiry, and shows it once', async () => {
    const { writes } = renderCard('admin');
    const form = within(await screen.findByRole('form', { name: 'New API token' }));
    const userActions = userEvent.setup();
    await userActions.click(form.getByRole('button', { name: 'Make token' }));
    expect(form.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(/Enter a name, such as “Zapier”/);
    expect(screen.getByText('Choose at least one scope.')).toBeInTheDocument();
    expect(writes).toEqual([]);

    await userActions.type(form.getByRole('textbox', { name: /Name/ }), 'Zapier');
    await userActions.click(form.getByRole('checkbox', { name: /tickets:read/ }));
    await userActions.click(form.getByRole('checkbox', { name: /tickets:write/ }));
    await userActions.selectOptions(form.getByRole('combobox', { name: 'Expires' }), 'In 30 days');
    await userActions.click(form.getByRole('button', { name: 'Make token' }));

    expect(await screen.findByText(/Copy the token now: it is not shown again/)).toBeInTheDocument();
    expect(screen.getByLabelText('API token of Zapier')).toHaveTextContent(
      'cpt_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg',
    );
    expect(writes).toEqual([
      { method: 'POST', body: { name: 'Zapier', scopes: ['tickets:read', 'tickets:write'], expiresInDays: 30 } },
    ]);
    const list = within(await screen.findByRole('list', { name: 'API tokens' }));
    expect(await list.findByText('Zapier', { selector: 'strong' })).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /Name/ })).toHaveValue('');
  });

  it('shows the server’s refusal at the field it names', async () => {
    renderCard('admin', () => fail(400, 'bad_request', 'name: name must be at most 60 characters'));
    const form = within(await screen.findByRole('form', { name: 'New API token' }));
    const userActions = userEvent.setup();
    await userActions.type(form.getByRole('textbox', { name: /Name/ }), 'Zapier');
    await userActions.click(form.getByRole('checkbox', { name: /projects:read/ }));
    await userActions.click(form.getByRole('button', { name: 'Make token' }));
    expect(await form.findByText('Name must be at most 60 characters')).toBeInTheDocument();
  });

  it('lists each token’s scopes and last use, and revokes one after asking', async () => {
    const { writes } = renderCard('admin');
    const item = within((await screen.findByText('Status page', { selector: 'strong' })).closest('li')!);
    expect(item.getByText('Active')).toBeInTheDocument();
    expect(item.getByText(/Scopes: monitors:read/)).toHaveTextContent(
      /Expires never · Last used .* from 203\.0\.113\.7/,
    );
    vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const userActions = userEvent.setup();
    await userActions.click(item.getByRole('button', { name: 'Revoke Status page' }));
    expect(writes).toEqual([]);
    await userActions.click(item.getByRole('button', { name: 'Revoke Status page' }));
    expect(await item.findByText('Revoked')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'DELETE', body: undefined }]);
    expect(item.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it('is not there for staff who are not admins', async () => {
    renderCard('staff');
    expect(await screen.findByText('Signed in as staff')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'API tokens' })).not.toBeInTheDocument();
  });
});

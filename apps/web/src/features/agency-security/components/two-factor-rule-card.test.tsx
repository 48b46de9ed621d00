import type { CurrentUser } from '@client-portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type MockRequest } from '../../../test/mock-api';
import { useSession } from '../../../lib/session';
import { renderElement } from '../../../test/render';
import { TwoFactorRuleCard } from './two-factor-rule-card';

const user = (role: CurrentUser['role']): CurrentUser => ({
  memberGUID: '3f6c2a1e-8d4b-4c7a-9e21-5b0d7f3a9c11',
  firstName: 'Avery',
  lastName: 'Agency',
  email: 'agency@example.com',
  role,
});

/** Says who the session holds once it has loaded them: the card has rendered for that user by then. */
function SignedInAs() {
  const { user } = useSession();
  return user ? <p>Signed in as {user.role}</p> : null;
}

function renderCard(role: CurrentUser['role'], put?: (request: MockRequest) => ReturnType<typeof ok>) {
  window.localStorage.setItem('jwt_token', 'stored.token.sig');
  const state = { twoFactorRequired: false };
  const puts: unknown[] = [];
  const fetchMock = mockApi({
    '/api/users/me': ok(user(role)),
    '/api/agency/settings/security': (request) => {
      if (request.method !== 'PUT') return ok(state);
      puts.push(request.body);
      if (put) return put(request);
      Object.assign(state, request.body);
      return ok(state);
    },
  });
  renderElement(
    <>
      <p>Settings page</p>
      <SignedInAs />
      <TwoFactorRuleCard />
    </>,
  );
  return { fetchMock, puts };
}

describe('TwoFactorRuleCard', () => {
  it('turns the rule on as soon as the admin flips the switch', async () => {
    const { puts } = renderCard('admin');
    const rule = await screen.findByRole('switch', { name: 'Require two-factor sign-in for every staff account' });
    expect(rule).not.toBeChecked();
    await userEvent.setup().click(rule);
    expect(await screen.findByText('Two-factor sign-in is now required.')).toBeInTheDocument();
    expect(rule).toBeChecked();
    expect(puts).toEqual([{ twoFactorRequired: true }]);
  });

  it('works from the keyboard', async () => {
    const { puts } = renderCard('admin');
    const rule = await screen.findByRole('switch', { name: /Require two-factor sign-in/ });
    const keyboard = userEvent.setup();
    rule.focus();
    await keyboard.keyboard(' ');
    await waitFor(() => expect(puts).toEqual([{ twoFactorRequired: true }]));
  });

  it('shows a refusal and keeps the saved value', async () => {
    renderCard('admin', () => fail(403, 'forbidden', 'Only an admin can do this.') as never);
    const rule = await screen.findByRole('switch', { name: /Require two-factor sign-in/ });
    await userEvent.setup().click(rule);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only an admin can do this.');
    expect(rule).not.toBeChecked();
  });

  it('shows nothing to staff who are not admins', async () => {
    const { fetchMock } = renderCard('staff');
    expect(await screen.findByText('Signed in as staff')).toBeInTheDocument();
    expect(screen.getByText('Settings page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Two-factor sign-in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/agency/settings/security');
  });
});

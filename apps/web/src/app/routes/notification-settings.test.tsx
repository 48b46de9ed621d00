import type { CurrentUser, NotificationSetting } from '@client-portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/mock-api';
import { renderRoutes } from '../../test/render';
import { routes } from '../router';

const MEMBER_GUID = '3f6c2a1e-8d4b-4c7a-9e21-5b0d7f3a9c11';

const user = (role: CurrentUser['role']): CurrentUser => ({
  memberGUID: MEMBER_GUID,
  firstName: role === 'client' ? 'Casey' : 'Alex',
  lastName: role === 'client' ? 'Client' : 'Morgan',
  email: `${role}@example.com`,
  role,
});

const SETTINGS: Record<CurrentUser['role'], NotificationSetting[]> = {
  client: [{ kind: 'ticket-activity', enabled: true }],
  staff: [
    { kind: 'new-tickets', enabled: true },
    { kind: 'client-replies', enabled: false },
  ],
  admin: [
    { kind: 'new-tickets', enabled: true },
    { kind: 'client-replies', enabled: true },
  ],
};

/** The app's own route table, signed in as a user of the given role; the lists answer empty. */
function renderAppAt(path: string, role: CurrentUser['role']) {
  window.localStorage.setItem('jwt_token', 'stored.token.sig');
  mockApi(
    {
      '/api/users/me': ok(user(role)),
      '/api/users/me/notifications': ok({ settings: SETTINGS[role] }),
      '/api/agency/me/twofactor': ok({ enabled: false, required: false }),
      [`/api/projects/user/${MEMBER_GUID}`]: ok([]),
      '/api/agency/tickets': ok({ items: [], total: 0, page: 1, pageSize: 50 }),
      '/api/agency/tickets/counts': ok({ waiting: 0, awaiting: 0, mine: 0, unassigned: 0, all: 0 }),
      '/api/agency/staff': ok([]),
    },
    { unmatched: 'notFound' },
  );
  return renderRoutes(routes, path);
}

const FIND = { timeout: 4000 };

describe('notification settings routes and profile menu', () => {
  it('links "Notification settings" from a client’s profile menu to /account/notifications', async () => {
    const { router } = renderAppAt('/home', 'client');
    await screen.findByRole('heading', { level: 1, name: 'My projects' }, FIND);
    const keyboard = userEvent.setup();
    await keyboard.click(screen.getByRole('button', { name: 'Casey Client' }));
    const link = screen.getByRole('link', { name: 'Notification settings' });
    expect(link).toHaveAttribute('href', '/account/notifications');

    await keyboard.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notification settings' }, FIND)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/notifications');
    expect(await screen.findByRole('switch', { name: 'Updates on tickets' })).toBeChecked();
    // The menu closes on the way.
    expect(screen.getByRole('button', { name: 'Casey Client' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('links "Notification settings" from the staff profile menu, beside "Two-factor sign-in", to the workspace', async () => {
    renderAppAt('/agency', 'staff');
    await screen.findByRole('heading', { level: 1, name: 'Inbox' }, FIND);
    const keyboard = userEvent.setup();
    await keyboard.click(screen.getByRole('button', { name: 'Alex Morgan' }));
    const items = screen.getAllByRole('link').filter((link) => link.classList.contains('dropdown-item'));
    expect(items.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Inbox', '/agency'],
      ['Two-factor sign-in', '/agency/account/security'],
      ['Notification settings', '/agency/account/notifications'],
      ['Logout', '/login/logout/'],
    ]);

    await keyboard.click(screen.getByRole('link', { name: 'Notification settings' }));
    expect(await screen.findByRole('switch', { name: 'New tickets from clients' }, FIND)).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Client replies' })).not.toBeChecked();
  });

  it('shows staff who open /account/notifications the same form, with their kinds', async () => {
    renderAppAt('/account/notifications', 'admin');
    expect(await screen.findByRole('switch', { name: 'Client replies' }, FIND)).toBeChecked();
    expect(screen.queryByRole('switch', { name: 'Updates on tickets' })).not.toBeInTheDocument();
  });

  it('sends a client who opens /agency/account/notifications home', async () => {
    const { router } = renderAppAt('/agency/account/notifications', 'client');
    expect(await screen.findByRole('heading', { level: 1, name: 'My projects' }, FIND)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/'));
    expect(screen.queryByRole('heading', { name: 'Notification settings' })).not.toBeInTheDocument();
  });
});

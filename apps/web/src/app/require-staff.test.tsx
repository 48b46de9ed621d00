import type { CurrentUser } from '@client-portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../test/agency-fixtures';
import { mockApi, ok } from '../test/mock-api';
import { renderRoutes } from '../test/render';
import { routes } from './router';

const MEMBER_GUID = '3f6c2a1e-8d4b-4c7a-9e21-5b0d7f3a9c11';
const TICKET_GUID = 'b7e1c2d3-0002-4e1f-9a02-100000000002';

const user = (role: CurrentUser['role']): CurrentUser => ({
  memberGUID: MEMBER_GUID,
  firstName: role === 'client' ? 'Casey' : 'Alex',
  lastName: role === 'client' ? 'Client' : 'Morgan',
  email: `${role}@example.com`,
  role,
});

/** The app's own route table, signed in as a user of the given role; the lists answer empty. */
function renderAppAt(path: string, role: CurrentUser['role'], twoFactor?: { enabled: boolean; required: boolean }) {
  window.localStorage.setItem('jwt_token', 'stored.token.sig');
  mockApi(
    {
      ...(twoFactor ? { '/api/agency/me/twofactor': ok(twoFactor) } : {}),
      '/api/users/me': ok(user(role)),
      [`/api/projects/user/${MEMBER_GUID}`]: ok([]),
      '/api/agency/tickets': ok({ items: [], total: 0, page: 1, pageSize: 50 }),
      '/api/agency/tickets/counts': ok({ waiting: 0, awaiting: 0, mine: 0, unassigned: 0, all: 0 }),
      '/api/agency/staff': ok([]),
      '/api/agency/clients': ok(pageOf([])),
      '/api/agency/projects': ok(pageOf([])),
    },
    { unmatched: 'notFound' },
  );
  return renderRoutes(routes, path);
}

const FIND = { timeout: 4000 };

describe('the agency workspace’s guard and landing', () => {
  it.each(['staff', 'admin'] as const)(
    'sends %s who land on /home (after sign-in) on to the /agency inbox',
    async (role) => {
      const { router } = renderAppAt('/home', role);
      expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' }, FIND)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/agency');
      expect(screen.queryByRole('heading', { name: 'My projects' })).not.toBeInTheDocument();
    },
  );

  it('gives staff an "Inbox" sidebar item, a logo link to /agency and "Inbox" in the profile menu', async () => {
    renderAppAt('/agency', 'staff');
    await screen.findByRole('heading', { level: 1, name: 'Inbox' }, FIND);
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
    expect(nav.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/agency');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Alex Morgan' }));
    expect(screen.getByRole('link', { name: 'Inbox', hidden: false, current: false })).toHaveClass('dropdown-item');
    expect(screen.queryByRole('link', { name: 'My projects' })).not.toBeInTheDocument();
  });

  it('keeps a client on /home with the client sidebar', async () => {
    const { router } = renderAppAt('/home', 'client');
    expect(await screen.findByRole('heading', { level: 1, name: 'My projects' }, FIND)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Projects', 'Site Care']);
  });

  it.each(['/agency', '/agency/tickets/new', `/agency/tickets/${TICKET_GUID}`, '/agency/anything/else'])(
    'sends a client who opens %s to /home',
    async (path) => {
      const { router } = renderAppAt(path, 'client');
      expect(await screen.findByRole('heading', { level: 1, name: 'My projects' }, FIND)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/home/'));
      expect(screen.queryByRole('heading', { name: 'Inbox' })).not.toBeInTheDocument();
    },
  );

  it('sends staff without two-factor sign-in to its set-up while the admins require it', async () => {
    const { router } = renderAppAt('/agency', 'staff', { enabled: false, required: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in' }, FIND)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agency/account/security');
    expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
  });

  it('lets enrolled staff into the workspace while the rule is on', async () => {
    const { router } = renderAppAt('/agency', 'staff', { enabled: true, required: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' }, FIND)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agency');
  });

  it('links "Two-factor sign-in" from the staff profile menu', async () => {
    renderAppAt('/agency', 'staff', { enabled: false, required: false });
    await screen.findByRole('heading', { level: 1, name: 'Inbox' }, FIND);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Alex Morgan' }));
    expect(screen.getByRole('link', { name: 'Two-factor sign-in' })).toHaveAttribute(
      'href',
      '/agency/account/security',
    );
  });
});

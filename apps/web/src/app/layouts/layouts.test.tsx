import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { agencyMonitor } from '../../test/agency-fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { ShellLayout } from './shell-layout';
import { SplashLayout } from './splash-layout';

const USER = {
  memberGUID: '3f6c2a1e-8d4b-4c7a-9e21-5b0d7f3a9c11',
  firstName: 'Casey',
  lastName: 'Client',
  email: 'c@x.com',
  role: 'client',
};

describe('signed-in shell', () => {
  it('shows the profile dropdown with the user name, My projects and Logout', async () => {
    window.localStorage.setItem('jwt_token', 'a.b.c');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(USER)),
    );
    renderRoutes([{ element: <ShellLayout />, children: [{ path: '/home', element: <p>content</p> }] }], '/home');
    const toggle = await screen.findByRole('button', { name: 'Casey Client' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My projects' })).toHaveAttribute('href', '/projects/');
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/login/logout/');
  });

  it('has the sidebar links, the logo link home and the footer with the current year', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderRoutes([{ element: <ShellLayout />, children: [{ path: '/home', element: <p>content</p> }] }], '/home');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home/');
    expect(within(nav).getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects/');
    expect(within(nav).getByRole('link', { name: 'Site Care' })).toHaveAttribute('href', '/sitecareschedules/');
    expect(screen.getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/home/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`Clients Portal © 2015-${new Date().getFullYear()}`);
    expect(screen.getByRole('link', { name: 'Privacy' })).toBeInTheDocument();
    // No user: no dropdown.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('signed-in shell sidebar', () => {
  const renderShellAt = (path: string) => {
    vi.stubGlobal('fetch', vi.fn());
    renderRoutes([{ element: <ShellLayout />, children: [{ path: '*', element: <p>content</p> }] }], path);
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    return (name: string) => nav.getByRole('link', { name });
  };

  it.each([
    ['/home', 'Home'],
    ['/home/', 'Home'],
    ['/projects', 'Projects'],
    ['/projects/', 'Projects'],
    ['/sitecareschedules', 'Site Care'],
    ['/sitecareschedules/', 'Site Care'],
  ])('marks the item of %s as the current page, with or without the trailing slash', (path, current) => {
    const link = renderShellAt(path);
    expect(link(current)).toHaveAttribute('aria-current', 'page');
    expect(link(current)).toHaveClass('nav-link', 'active');
    for (const other of ['Home', 'Projects', 'Site Care'].filter((name) => name !== current)) {
      expect(link(other)).not.toHaveAttribute('aria-current');
      expect(link(other)).not.toHaveClass('active');
    }
  });

  it.each([
    ['/projects/1e7b3c9a-4f2d-4b8e-9a6c-2d5f8e1b7c01', 'Projects'],
    ['/tickets', 'Projects'],
    ['/tickets/project/1e7b3c9a-4f2d-4b8e-9a6c-2d5f8e1b7c01', 'Projects'],
    ['/tickets/b7e1c2d3-0002-4e1f-9a02-100000000002', 'Projects'],
    ['/dashboardpages/project/1e7b3c9a-4f2d-4b8e-9a6c-2d5f8e1b7c01/', 'Projects'],
    ['/sitecarereports/schedule/2d9f6a3c-7e1b-4c8d-a5f2-3b8e9c1d6a10', 'Site Care'],
    ['/sitecarereports/d4c3b2a1-0002-4b2c-8d02-200000000002', 'Site Care'],
  ])('marks %s as inside %s, without calling it that page', (path, section) => {
    const link = renderShellAt(path);
    expect(link(section)).toHaveAttribute('aria-current', 'true');
    expect(link(section)).toHaveClass('active');
    expect(screen.queryAllByRole('link', { current: 'page' })).toHaveLength(0);
  });

  it('marks no item on an address outside the portal’s parts', () => {
    renderShellAt('/no-such-page');
    expect(screen.getByRole('navigation', { name: 'Main' }).querySelector('[aria-current]')).toBeNull();
  });
});

describe('the staff sidebar', () => {
  const STAFF = { ...USER, firstName: 'Alex', lastName: 'Morgan', role: 'staff' };
  const monitor = (state: 'up' | 'down') => ({ state });

  it.each([
    [[monitor('down'), monitor('up'), monitor('down')], 'Monitoring 2 down'],
    [[monitor('up')], 'Monitoring'],
  ])('shows beside Monitoring how many sites are down', async (monitors, name) => {
    window.localStorage.setItem('jwt_token', 'a.b.c');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = input instanceof Request ? input.url : String(input);
        if (!url.includes('/api/agency/monitors')) return jsonResponse(STAFF);
        // The sidebar asks for the sites down only, and counts them.
        const state = new URL(url, 'http://localhost').searchParams.get('state');
        return jsonResponse(
          monitors
            .filter((m) => m.state === state)
            .map((m, i) => agencyMonitor({ monitorGuid: `7a1b2c3d-0001-4e5f-8a9b-00000000000${i}`, state: m.state })),
        );
      }),
    );
    renderRoutes([{ element: <ShellLayout />, children: [{ path: '/agency', element: <p>inbox</p> }] }], '/agency');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const link = await within(nav).findByRole('link', { name: /^Monitoring/ });
    expect(link).toHaveAttribute('href', '/agency/monitoring');
    await waitFor(() => expect(link).toHaveTextContent(name, { normalizeWhitespace: true }));
    expect(link.textContent).toBe(name);
  });
});

describe('the staff sidebar’s Email to sort', () => {
  it('shows how many emails wait to be sorted', async () => {
    const STAFF = { ...USER, firstName: 'Alex', lastName: 'Morgan', role: 'staff' };
    window.localStorage.setItem('jwt_token', 'a.b.c');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.includes('/api/agency/monitors')) return jsonResponse([]);
        if (url.includes('/api/agency/emails')) return jsonResponse({ emails: [], toSort: 3 });
        return jsonResponse(STAFF);
      }),
    );
    renderRoutes([{ element: <ShellLayout />, children: [{ path: '/agency', element: <p>inbox</p> }] }], '/agency');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const link = await within(nav).findByRole('link', { name: /^Email to sort/ });
    expect(link).toHaveAttribute('href', '/agency/emails');
    await waitFor(() => expect(link.textContent).toBe('Email to sort 3 waiting'));
  });
});

describe('logged-out splash layout', () => {
  it('shows the title, the 2015-2025 copyright and the terms and privacy links', () => {
    renderRoutes([{ element: <SplashLayout />, children: [{ path: '/login', element: <p>form</p> }] }], '/login');
    expect(screen.getByRole('heading', { name: 'Client Portal' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('2015-2025');
    expect(within(footer).getByRole('link', { name: 'Terms and conditions' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/render';
import { ShellLayout } from './shell-layout';
import { SplashLayout } from './splash-layout';

const USER = {
  memberGUID: '3f6c2a1e-8d4b-4c7a-9e21-5b0d7f3a9c11',
  firstName: 'Casey',
  lastName: 'Client',
  email: 'c@x.com',
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

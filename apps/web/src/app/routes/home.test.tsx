import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MEMBER_GUID, projectListItem } from '../../features/projects/testing';
import { jsonResponse, renderRoutes } from '../../test/render';
import { RequireAuth } from '../require-auth';
import { Component as Home } from './home';
import { Component as Projects } from './projects';

const USER = {
  memberGUID: MEMBER_GUID,
  firstName: 'Casey',
  lastName: 'Client',
  email: 'client@example.com',
  role: 'client',
};

/** A signed-in session: /api/users/me answers the user, the project list answers one project. */
function signedInApi() {
  window.localStorage.setItem('jwt_token', 'stored.token.sig');
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    if (path === '/api/users/me') return jsonResponse(USER);
    if (path === `/api/projects/user/${MEMBER_GUID}`) return jsonResponse([projectListItem()]);
    return jsonResponse({ error: 'not_found', message: 'Route not found.' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderScreen = (path: string) =>
  renderRoutes(
    [
      {
        element: <RequireAuth />,
        children: [
          { path: '/home', element: <Home /> },
          { path: '/projects', element: <Projects /> },
        ],
      },
    ],
    path,
  );

describe('/home and /projects', () => {
  it('/home is titled "Dashboard", headed "My projects" and lists the signed-in member’s projects', async () => {
    const fetchMock = signedInApi();
    renderScreen('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'My projects' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dashboard'));
    const card = await screen.findByRole('article', { name: 'Acme Website Redesign' });
    expect(within(card).getByText('Tickets').nextElementSibling).toHaveTextContent('3');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(`/api/projects/user/${MEMBER_GUID}`);
  });

  it('/projects is headed "My Projects" and shows the same cards', async () => {
    signedInApi();
    renderScreen('/projects');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Projects' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Acme Website Redesign' })).toBeInTheDocument();
  });
});

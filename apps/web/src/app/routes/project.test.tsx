import type { CurrentUser } from '@client-portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ANALYTICS, UPTIME } from '../../features/dashboard-pages/testing';
import { MEMBER_GUID, projectDetail, projectListItem, REDESIGN_GUID } from '../../features/projects/testing';
import { jsonResponse, renderRoutes } from '../../test/render';
import { RequireAuth } from '../require-auth';
import { Component as Project } from './project';
import { Component as ProjectDashboardPages } from './project-dashboard-pages';

const USER = {
  memberGUID: MEMBER_GUID,
  firstName: 'Casey',
  lastName: 'Client',
  email: 'client@example.com',
  role: 'client',
};

function signedInApi(answers: Record<string, Response>, user: typeof USER | CurrentUser = USER) {
  window.localStorage.setItem('jwt_token', 'stored.token.sig');
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    if (path === '/api/users/me') return jsonResponse(user);
    return answers[path]?.clone() ?? jsonResponse({ error: 'not_found', message: 'Route not found.' }, 404);
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
          { path: '/projects/:projectGuid', element: <Project /> },
          { path: '/dashboardpages/project/:projectGuid', element: <ProjectDashboardPages /> },
        ],
      },
    ],
    path,
  );

describe('/projects/{projectGuid}', () => {
  it('composes the project detail with the project’s dashboard page grid', async () => {
    signedInApi({
      [`/api/projects/${REDESIGN_GUID}`]: jsonResponse(projectDetail()),
      [`/api/projects/user/${MEMBER_GUID}`]: jsonResponse([projectListItem()]),
      [`/api/ticketviews/project/${REDESIGN_GUID}`]: jsonResponse([]),
      [`/api/dashboardpages/project/${REDESIGN_GUID}`]: jsonResponse({ dashboardPages: [ANALYTICS, UPTIME] }),
    });
    renderScreen(`/projects/${REDESIGN_GUID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Website Redesign' })).toBeInTheDocument();
    const pages = within(screen.getByRole('region', { name: 'Dashboard pages' }));
    expect(await pages.findByRole('link', { name: 'Website analytics' })).toHaveAttribute(
      'href',
      `/dashboardpages/${ANALYTICS.dashboardPageGuid}`,
    );
    expect(pages.getByRole('link', { name: 'Uptime' })).toBeInTheDocument();
  });
});

describe('/projects/{projectGuid} for the agency’s staff (not in the spec)', () => {
  const projectAnswers = () => ({
    [`/api/projects/${REDESIGN_GUID}`]: jsonResponse(projectDetail()),
    [`/api/projects/user/${MEMBER_GUID}`]: jsonResponse([]),
    [`/api/ticketviews/project/${REDESIGN_GUID}`]: jsonResponse([]),
    [`/api/dashboardpages/project/${REDESIGN_GUID}`]: jsonResponse({ dashboardPages: [] }),
  });

  it('offers staff "New ticket" for the project', async () => {
    signedInApi(projectAnswers(), { ...USER, firstName: 'Alex', role: 'staff' });
    renderScreen(`/projects/${REDESIGN_GUID}`);
    const tickets = within(await screen.findByRole('region', { name: 'Tickets' }));
    expect(tickets.getByRole('link', { name: 'New ticket' })).toHaveAttribute(
      'href',
      `/agency/tickets/new?projectGuid=${REDESIGN_GUID}`,
    );
  });

  it('offers a client "New ticket" on their own form, keeping the note about email', async () => {
    signedInApi(projectAnswers());
    renderScreen(`/projects/${REDESIGN_GUID}`);
    const tickets = within(await screen.findByRole('region', { name: 'Tickets' }));
    expect(tickets.getByRole('link', { name: 'New ticket' })).toHaveAttribute(
      'href',
      `/tickets/new?projectGuid=${REDESIGN_GUID}`,
    );
    expect(tickets.getByText(/^To raise a new support ticket, email us at/)).toBeInTheDocument();
  });
});

describe('/dashboardpages/project/{projectGuid}', () => {
  it('is headed "Dashboard pages", links back to the project and shows the grid', async () => {
    signedInApi({
      [`/api/dashboardpages/project/${REDESIGN_GUID}`]: jsonResponse({ dashboardPages: [ANALYTICS, UPTIME] }),
    });
    renderScreen(`/dashboardpages/project/${REDESIGN_GUID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to project' })).toHaveAttribute('href', `/projects/${REDESIGN_GUID}`);
    expect(await screen.findByRole('link', { name: 'Website analytics' })).toBeInTheDocument();
  });

  it('shows "Invalid parameter" for an address that is not a UUID, calling nothing but the session', async () => {
    const fetchMock = signedInApi({});
    renderScreen('/dashboardpages/project/12345');
    expect(await screen.findByRole('heading', { name: 'Invalid parameter' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/users/me']);
  });
});

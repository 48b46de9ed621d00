import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANALYTICS, fail, mockApi, ok, PROJECT_GUID, renderAt, UPTIME } from '../testing';
import { ProjectDashboardPages } from './project-dashboard-pages';

const PAGES_PATH = `/api/dashboardpages/project/${PROJECT_GUID}`;

const renderGrid = (projectGuid = PROJECT_GUID) =>
  renderAt(`/dashboardpages/project/${projectGuid}`, [
    { path: '/dashboardpages/project/:projectGuid', element: <ProjectDashboardPages projectGuid={projectGuid} /> },
  ]);

describe('ProjectDashboardPages', () => {
  it('shows "Loading..." while the pages load', () => {
    mockApi({ [PAGES_PATH]: 'never' });
    renderGrid();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows a card per page with its icon and title, linking to the page', async () => {
    mockApi({ [PAGES_PATH]: ok({ dashboardPages: [ANALYTICS, UPTIME] }) });
    renderGrid();
    const grid = await screen.findByRole('list', { name: 'Dashboard pages' });
    const items = within(grid).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveClass('col-12', 'col-sm-6', 'col-md-4');

    const analytics = within(items[0]!).getByRole('link', { name: 'Website analytics' });
    expect(analytics).toHaveAttribute('href', `/dashboardpages/${ANALYTICS.dashboardPageGuid}`);
    const icon = items[0]!.querySelector('i');
    expect(icon).toHaveClass('bi', 'bi-graph-up');
    expect(icon).toHaveAttribute('aria-hidden', 'true');

    expect(within(items[1]!).getByRole('link', { name: 'Uptime' })).toHaveAttribute(
      'href',
      `/dashboardpages/${UPTIME.dashboardPageGuid}`,
    );
    expect(items[1]!.querySelector('i')).toHaveClass('bi', 'bi-activity');
  });

  it('says so when the project has no dashboard pages', async () => {
    mockApi({ [PAGES_PATH]: ok({ dashboardPages: [] }) });
    renderGrid();
    expect(await screen.findByText('No dashboard pages.')).toBeInTheDocument();
  });

  it.each(['not-a-guid', '1e7b3c9a-4f2d-4b8e-9a6c-2d5f8e1b7c0', '1e7b3c9a4f2d4b8e9a6c2d5f8e1b7c01'])(
    'shows "Invalid parameter" for %s without calling the server',
    async (bad) => {
      const fetchMock = mockApi({});
      renderGrid(bad);
      const alert = screen.getByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'Invalid parameter' })).toBeInTheDocument();
      await Promise.resolve();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it.each([
    [404, 'Endpoint not found', fail(404, 'not_found', `Project ${PROJECT_GUID} not found.`)],
    [400, 'Bad request', fail(400, 'bad_request', 'projectGuid is not a valid GUID.')],
    [401, 'Failed to fetch dashboard pages', fail(401, 'unauthorized', 'You are not authorised to view this item.')],
    [500, 'Failed to fetch dashboard pages', fail(500, 'internal', 'Internal error.')],
  ])('shows the %s failure as "%s"', async (_, title, answer) => {
    mockApi({ [PAGES_PATH]: answer });
    renderGrid();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('shows a failure message when the network is down', async () => {
    mockApi({ [PAGES_PATH]: new TypeError('Failed to fetch') });
    renderGrid();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to fetch dashboard pages' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('An unknown error occurred. Please try again later.');
  });
});

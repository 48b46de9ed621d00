import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, MEMBER_GUID, MOBILE_APP_GUID, mockApi, ok, projectListItem, renderAt, REDESIGN_GUID } from '../testing';
import { NO_PROJECTS_MESSAGE, ProjectList } from './project-list';

const LIST_PATH = `/api/projects/user/${MEMBER_GUID}`;
const renderList = () => renderAt('/home', [{ path: '/home', element: <ProjectList memberGuid={MEMBER_GUID} /> }]);

describe('ProjectList', () => {
  it('shows "Loading..." while the projects load', () => {
    mockApi({ [LIST_PATH]: 'never' });
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('asks for the signed-in member’s projects with the bearer token', async () => {
    window.localStorage.setItem('jwt_token', 'stored.token.sig');
    const fetchMock = mockApi({ [LIST_PATH]: ok([]) });
    renderList();
    await screen.findByText(NO_PROJECTS_MESSAGE);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(LIST_PATH);
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer stored.token.sig');
  });

  it('shows a card per project with name, status badge, ticket and Site Care counts and a View project link', async () => {
    mockApi({
      [LIST_PATH]: ok([
        projectListItem(),
        projectListItem({
          projectGuid: MOBILE_APP_GUID,
          name: 'Acme Mobile App',
          status: 'on-hold',
          countOfOpenTickets: 1,
          countOfSiteCareReports: 0,
          siteCareScheduleGuid: null,
        }),
      ]),
    });
    renderList();

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);

    const redesign = within(screen.getByRole('article', { name: 'Acme Website Redesign' }));
    expect(redesign.getByRole('heading', { name: 'Acme Website Redesign' })).toBeInTheDocument();
    expect(redesign.getByText('active')).toHaveClass('badge', 'text-bg-success');
    expect(redesign.getByText('Tickets').nextElementSibling).toHaveTextContent(/^3$/);
    expect(redesign.getByText('Site Care').nextElementSibling).toHaveTextContent(/^4$/);
    expect(redesign.getByRole('link', { name: /^View project/ })).toHaveAttribute('href', `/projects/${REDESIGN_GUID}`);

    // Spec §4: any status other than active reads "inactive".
    const mobile = within(screen.getByRole('article', { name: 'Acme Mobile App' }));
    expect(mobile.getByText('inactive')).toHaveClass('badge');
    expect(mobile.queryByText('on-hold')).not.toBeInTheDocument();
    expect(mobile.getByText('Tickets').nextElementSibling).toHaveTextContent(/^1$/);
    expect(mobile.getByText('Site Care').nextElementSibling).toHaveTextContent(/^0$/);
    expect(mobile.getByRole('link', { name: /^View project/ })).toHaveAttribute('href', `/projects/${MOBILE_APP_GUID}`);
  });

  it('lays the cards out 12 / 6 / 4 columns wide', async () => {
    mockApi({ [LIST_PATH]: ok([projectListItem()]) });
    renderList();
    const card = await screen.findByRole('article');
    expect(card.closest('li')).toHaveClass('col-12', 'col-sm-6', 'col-md-4');
  });

  it('gives each View project link a distinct accessible name', async () => {
    mockApi({
      [LIST_PATH]: ok([projectListItem(), projectListItem({ projectGuid: MOBILE_APP_GUID, name: 'Acme Mobile App' })]),
    });
    renderList();
    expect(await screen.findByRole('link', { name: 'View project: Acme Website Redesign' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View project: Acme Mobile App' })).toBeInTheDocument();
  });

  it('says so when the user has no projects', async () => {
    mockApi({ [LIST_PATH]: ok([]) });
    renderList();
    expect(await screen.findByText(NO_PROJECTS_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it.each([
    ['the server fails', fail(500, 'internal', 'Internal error.')],
    ['the member GUID is refused', fail(401, 'unauthorized', 'You are not authorised to view this item.')],
    ['the network is down', new TypeError('Failed to fetch')],
  ])('shows "Failed to fetch projects" when %s', async (_, answer) => {
    mockApi({ [LIST_PATH]: answer });
    renderList();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to fetch projects' })).toBeInTheDocument();
  });
});

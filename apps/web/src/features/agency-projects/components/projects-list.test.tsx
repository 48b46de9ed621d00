import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type PathAnswer } from '../../../test/mock-api';
import { renderAt } from '../../../test/render';
import { pageOf } from '../../../test/agency-fixtures';
import { PROJECT_GUID, PROJECTS } from '../testing';
import { ProjectsList } from './projects-list';

/** The server's answer: the projects of the asked status whose name holds the search. */
const serverFilter: PathAnswer = ({ search }) => {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const q = params.get('q')?.toLowerCase() ?? '';
  return ok(pageOf(PROJECTS.filter((p) => (!status || p.status === status) && p.name.toLowerCase().includes(q))));
};

function renderList(path = '/agency/projects', projects: PathAnswer = serverFilter) {
  const fetchMock = mockApi({ '/api/agency/projects': projects });
  const view = renderAt(path, [{ path: '/agency/projects', element: <ProjectsList /> }]);
  /** The query strings the list was fetched with, in order. */
  const searches = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').search);
  return { ...view, searches };
}

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('ProjectsList (/agency/projects)', () => {
  it('lists each project with its status, users, open tickets and Site Care schedule', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New project' })).toHaveAttribute('href', '/agency/projects/new');
    const link = await screen.findByRole('link', { name: 'Acme Website Redesign' });
    expect(link).toHaveAttribute('href', `/agency/projects/${PROJECT_GUID}`);
    const [first, second] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Acme Website Redesign', 'active', '1', '2', 'acme.example · 5th · active']);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Acme Mobile App', 'paused', '2', '0', 'None']);
  });

  it('filters by status and keeps the filter in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderList();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'paused');
    expect(router.state.location.search).toBe('?status=paused');
    await waitFor(() => expect(rowNames()).toEqual(['Acme Mobile App']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(rowNames()).toEqual(['Acme Website Redesign', 'Acme Mobile App']));
  });

  it('searches the names on the server, keeping the search with the status in the address', async () => {
    const user = userEvent.setup();
    const { router, searches } = renderList('/agency/projects?status=paused&page=3');
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'mobile');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=mobile&status=paused'));
    await waitFor(() => expect(searches()).toEqual(['?status=paused&page=3', '?q=mobile&status=paused&page=1']));
    expect(rowNames()).toEqual(['Acme Mobile App']);
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when no project matches the search', async () => {
    renderList('/agency/projects?q=zebra');
    expect(await screen.findByText('No projects match “zebra”.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('zebra');
  });

  it('opens with the filter of the address, and says when no project has that status', async () => {
    renderList('/agency/projects?status=archived');
    expect(await screen.findByText('No archived projects.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('archived');
  });

  it('shows loading, then an empty list', async () => {
    renderList('/agency/projects', ok(pageOf([])));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByText('No projects yet.')).toBeInTheDocument();
  });

  it('shows an error card when the list fails', async () => {
    renderList('/agency/projects', fail(403, 'forbidden', 'Staff only.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Staff only');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type PathAnswer } from '../../../test/mock-api';
import { renderAt } from '../../../test/render';
import { pageOf } from '../../../test/agency-fixtures';
import { CASEY, clientSummary, SAM } from '../testing';
import { ClientsList } from './clients-list';

const CLIENTS = [
  clientSummary(CASEY),
  clientSummary(SAM, { disabled: true, hasPassword: false, projects: [], lastSignInAt: null }),
];

function renderList(path = '/agency/clients', clients: PathAnswer = ok(pageOf(CLIENTS))) {
  const fetchMock = mockApi({ '/api/agency/clients': clients });
  const view = renderAt(path, [
    { path: '/agency/clients', element: <ClientsList /> },
    { path: '/agency/clients/new', element: <p>new client form</p> },
    { path: '/agency/clients/:userGuid', element: <p>client page</p> },
  ]);
  /** The query strings the list was fetched with, in order. */
  const searches = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').search);
  return { ...view, searches };
}

describe('ClientsList (/agency/clients)', () => {
  it('is titled "Clients" and links "New client" to the form', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New client' })).toHaveAttribute('href', '/agency/clients/new');
    await screen.findByRole('table');
    await waitFor(() => expect(document.title).toBe('Clients'));
  });

  it('lists name (a link to the client), email, projects, last sign-in ("Never") and the state badges', async () => {
    renderList();
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    const casey = within(rows[0]!);
    expect(casey.getByRole('link', { name: 'Casey Client' })).toHaveAttribute(
      'href',
      `/agency/clients/${CASEY.userGuid}`,
    );
    expect(casey.getByText('client@example.com')).toBeInTheDocument();
    expect(casey.getByText('Acme Website Redesign')).toBeInTheDocument();
    expect(casey.getByText(/ago$/)).toHaveAttribute('datetime', '2026-11-20T08:00:00.000Z');
    expect(casey.queryByText('Disabled')).not.toBeInTheDocument();
    const sam = within(rows[1]!);
    expect(sam.getByText('Never')).toBeInTheDocument();
    expect(sam.getByText('None')).toBeInTheDocument();
    expect(sam.getByText('Disabled')).toBeInTheDocument();
    expect(sam.getByText('Invited')).toBeInTheDocument();
  });

  it('keeps the search in the address and asks the API with it', async () => {
    const user = userEvent.setup();
    const { router, searches } = renderList();
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  casey ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=casey'));
    await waitFor(() => expect(searches()).toEqual(['?page=1', '?q=casey&page=1']));
    await user.click(screen.getByRole('link', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('searches from the address when opened with ?q=', async () => {
    const { searches } = renderList('/agency/clients?q=sam', ok(pageOf([])));
    expect(await screen.findByText('No clients match “sam”.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('sam');
    expect(searches()).toEqual(['?q=sam&page=1']);
  });

  it('pages on the server: Next asks for page 2 and keeps it in the address; a new search starts at page 1', async () => {
    const user = userEvent.setup();
    const { router, searches } = renderList('/agency/clients', ({ search }) =>
      ok(pageOf(CLIENTS, { total: 120, page: Number(new URLSearchParams(search).get('page') ?? 1) })),
    );
    const pages = await screen.findByRole('navigation', { name: 'Pages of clients' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(pages).toHaveTextContent('120 clients');
    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(searches()).toEqual(['?page=1', '?page=2']));
    expect(await screen.findByRole('navigation', { name: 'Pages of clients' })).toHaveTextContent('Page 2 of 3');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'sam');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=sam'));
  });

  it('says there is no such page past the end, with a link to the last', async () => {
    renderList('/agency/clients?page=9', ok(pageOf([], { total: 60, page: 9 })));
    expect(await screen.findByText(/There is no page 9/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the last page' })).toHaveAttribute('href', '/agency/clients?page=2');
  });

  it('says "No clients yet." when there are none', async () => {
    renderList('/agency/clients', ok(pageOf([])));
    expect(await screen.findByText('No clients yet.')).toBeInTheDocument();
  });

  it('shows the loading line, then an error card when the list fails', async () => {
    renderList('/agency/clients', fail(500, 'internal', 'boom'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, an error occurred');
  });
});

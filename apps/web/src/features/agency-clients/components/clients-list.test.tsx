import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type PathAnswer } from '../../../test/mock-api';
import { renderAt } from '../../../test/render';
import { CASEY, clientSummary, SAM } from '../testing';
import { ClientsList } from './clients-list';

const CLIENTS = [
  clientSummary(CASEY),
  clientSummary(SAM, { disabled: true, hasPassword: false, projects: [], lastSignInAt: null }),
];

function renderList(path = '/agency/clients', clients: PathAnswer = ok(CLIENTS)) {
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
    await waitFor(() => expect(searches()).toEqual(['', '?q=casey']));
    await user.click(screen.getByRole('link', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('searches from the address when opened with ?q=', async () => {
    const { searches } = renderList('/agency/clients?q=sam', ok([]));
    expect(await screen.findByText('No clients match “sam”.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('sam');
    expect(searches()).toEqual(['?q=sam']);
  });

  it('says "No clients yet." when there are none', async () => {
    renderList('/agency/clients', ok([]));
    expect(await screen.findByText('No clients yet.')).toBeInTheDocument();
  });

  it('shows the loading line, then an error card when the list fails', async () => {
    renderList('/agency/clients', fail(500, 'internal', 'boom'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, an error occurred');
  });
});

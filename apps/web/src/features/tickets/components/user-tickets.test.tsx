import type { TicketStatus } from '@client-portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writeToken } from '../../../lib/token-storage';
import { apiError, json, MEMBER_GUID, mockApi, OTHER_PROJECT_GUID, renderWithRouter, ticketView } from '../testing';
import { UserTickets } from './user-tickets';

const URL_PATH = `/api/ticketviews/user/${MEMBER_GUID}`;

const TICKETS = [
  ticketView(),
  ticketView({
    ticketId: 100044,
    ticketGuid: 'b7e1c2d3-0006-4e1f-9a06-100000000006',
    name: 'App store screenshots',
    status: 'awaiting-customer',
    createdByFirstName: 'Sam',
    projectGuid: OTHER_PROJECT_GUID,
    projectName: 'Acme Mobile App',
  }),
];

const renderList = () => renderWithRouter(<UserTickets memberGuid={MEMBER_GUID} />);

describe('UserTickets (/tickets)', () => {
  it('shows "Loading ..." until the list arrives', async () => {
    mockApi({ [URL_PATH]: 'pending' });
    renderList();
    expect(await screen.findByText('Loading ...')).toBeInTheDocument();
  });

  it('asks for the signed-in user’s tickets with the bearer token', async () => {
    writeToken('token-123');
    const fetchMock = mockApi({ [URL_PATH]: json(TICKETS) });
    renderList();
    await screen.findByText('2 tickets');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(URL_PATH);
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer token-123');
  });

  it('lists each ticket with number, name link, project link, creator and status badge', async () => {
    mockApi({ [URL_PATH]: json(TICKETS) });
    renderList();
    expect(await screen.findByText('2 tickets')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Title', 'Project', 'Created by', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['#00231', 'Update homepage banner', 'Acme Website Redesign', 'Casey', 'new'],
      ['#00044', 'App store screenshots', 'Acme Mobile App', 'Sam', 'awaiting-customer'],
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'App store screenshots' })).toHaveAttribute(
      'href',
      '/tickets/b7e1c2d3-0006-4e1f-9a06-100000000006',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Acme Mobile App' })).toHaveAttribute(
      'href',
      `/projects/${OTHER_PROJECT_GUID}`,
    );
  });

  it('opens the ticket when its name is clicked', async () => {
    mockApi({ [URL_PATH]: json(TICKETS) });
    renderList();
    await userEvent.click(await screen.findByRole('link', { name: 'Update homepage banner' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/tickets/b7e1c2d3-0001-4e1f-9a01-100000000001');
  });

  it('gives every status its spec §4 badge colour', async () => {
    const statuses: Record<TicketStatus, string> = {
      new: 'info',
      'in-progress': 'success',
      'awaiting-customer': 'warning',
      completed: 'secondary',
      deleted: 'secondary',
    };
    mockApi({
      [URL_PATH]: json(
        (Object.keys(statuses) as TicketStatus[]).map((status, i) =>
          ticketView({ status, ticketId: 100000 + i, ticketGuid: `b7e1c2d3-0001-4e1f-9a01-10000000000${i}` }),
        ),
      ),
    });
    renderList();
    await screen.findByText('5 tickets');
    for (const [status, colour] of Object.entries(statuses)) {
      expect(screen.getByText(status, { selector: '.badge' })).toHaveClass(`text-bg-${colour}`);
    }
  });

  it('says "1 ticket" for a single ticket', async () => {
    mockApi({ [URL_PATH]: json([ticketView()]) });
    renderList();
    expect(await screen.findByText('1 ticket')).toBeInTheDocument();
  });

  it('shows "No tickets found." when the user has no tickets', async () => {
    mockApi({ [URL_PATH]: json([]) });
    renderList();
    expect(await screen.findByText('No tickets found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows "Error: unauthorized" on a 401', async () => {
    mockApi({ [URL_PATH]: apiError(401) });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error: unauthorized$/);
  });

  it('shows an exception’s own message', async () => {
    mockApi({ [URL_PATH]: new TypeError('Failed to fetch') });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch$/);
  });

  it('shows the status of any other failed answer', async () => {
    mockApi({ [URL_PATH]: new Response('boom', { status: 500, statusText: 'Internal Server Error' }) });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('500 Internal Server Error');
  });

  it('does not show a contract mismatch’s issue list', async () => {
    mockApi({ [URL_PATH]: json([{ ticketId: 'not a number' }]) });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The server sent an unexpected response\.$/);
  });
});

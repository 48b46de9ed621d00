import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, REDESIGN_GUID, renderAt, ticketView } from '../testing';
import { ProjectTicketTable } from './project-ticket-table';

const TICKETS_PATH = `/api/ticketviews/project/${REDESIGN_GUID}`;

const TICKETS = [
  ticketView({ ticketId: 100231, name: 'Homepage banner', status: 'new', createdDateTime: '2026-11-08T12:00:00Z' }),
  ticketView({ ticketId: 100198, name: 'Team bios', status: 'in-progress', createdDateTime: '2026-11-10T12:00:00Z' }),
  ticketView({
    ticketId: 7,
    name: 'Contact form',
    status: 'awaiting-customer',
    createdDateTime: '2026-10-04T12:00:00Z',
  }),
  ticketView({
    ticketId: 100102,
    name: 'SSL certificate',
    status: 'completed',
    createdDateTime: '2026-10-02T12:00:00Z',
  }),
  ticketView({ ticketId: 100087, name: 'Duplicate', status: 'deleted', createdDateTime: '2026-09-21T12:00:00Z' }),
];

const renderTable = () => renderAt('/p', [{ path: '/p', element: <ProjectTicketTable projectGuid={REDESIGN_GUID} /> }]);

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
const shownTitles = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1]!.textContent);

describe('ProjectTicketTable', () => {
  it('shows "Loading..." while the tickets load', () => {
    mockApi({ [TICKETS_PATH]: 'never' });
    renderTable();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('has the columns #, Title, Created and Status', async () => {
    mockApi({ [TICKETS_PATH]: ok(TICKETS) });
    renderTable();
    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#',
      'Title',
      'Created',
      'Status',
    ]);
  });

  it('shows "#" plus the last 5 characters of ticketId, a title link, the d-MMM-yyyy date and a status badge', async () => {
    mockApi({ [TICKETS_PATH]: ok(TICKETS) });
    renderTable();
    await screen.findByRole('table');
    const cells = (index: number) => within(bodyRows()[index]!).getAllByRole('cell');

    expect(cells(0)[0]).toHaveTextContent(/^#00231$/);
    expect(within(cells(0)[1]!).getByRole('link', { name: 'Homepage banner' })).toHaveAttribute(
      'href',
      `/tickets/${TICKETS[0]!.ticketGuid}`,
    );
    expect(cells(0)[2]).toHaveTextContent(/^8-Nov-2026$/);
    expect(within(cells(0)[3]!).getByText('new')).toHaveClass('badge', 'text-bg-info');

    expect(cells(1)[2]).toHaveTextContent(/^10-Nov-2026$/);
    expect(within(cells(1)[3]!).getByText('in-progress')).toHaveClass('text-bg-success');
    expect(cells(2)[0]).toHaveTextContent(/^#7$/);
    expect(within(cells(2)[3]!).getByText('awaiting-customer')).toHaveClass('text-bg-warning');
    expect(within(cells(3)[3]!).getByText('completed')).toHaveClass('text-bg-secondary');
    expect(within(cells(4)[3]!).getByText('deleted')).toHaveClass('text-bg-secondary');
  });

  it('shows every ticket under "all" and offers each status as a filter', async () => {
    mockApi({ [TICKETS_PATH]: ok(TICKETS) });
    renderTable();
    const select = await screen.findByRole('combobox', { name: 'Filter by status' });
    expect(select).toHaveValue('all');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['all', 'new', 'in-progress', 'awaiting-customer', 'completed', 'deleted']);
    expect(shownTitles()).toEqual(['Homepage banner', 'Team bios', 'Contact form', 'SSL certificate', 'Duplicate']);
  });

  it('keeps only the tickets whose status matches the filter exactly', async () => {
    mockApi({
      [TICKETS_PATH]: ok(TICKETS),
    });
    const user = userEvent.setup();
    renderTable();
    const select = await screen.findByRole('combobox', { name: 'Filter by status' });

    await user.selectOptions(select, 'new');
    expect(shownTitles()).toEqual(['Homepage banner']);

    await user.selectOptions(select, 'completed');
    expect(shownTitles()).toEqual(['SSL certificate']);

    await user.selectOptions(select, 'all');
    expect(shownTitles()).toHaveLength(TICKETS.length);
  });

  it('says "No tickets." when the filter leaves none', async () => {
    mockApi({ [TICKETS_PATH]: ok(TICKETS.filter((t) => t.status !== 'deleted')) });
    const user = userEvent.setup();
    renderTable();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Filter by status' }), 'deleted');
    expect(screen.getByText('No tickets.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says "No tickets." when the project has none', async () => {
    mockApi({ [TICKETS_PATH]: ok([]) });
    renderTable();
    expect(await screen.findByText('No tickets.')).toBeInTheDocument();
  });

  it('shows an error card when the tickets cannot be fetched', async () => {
    mockApi({ [TICKETS_PATH]: fail(500, 'internal', 'Internal error.') });
    renderTable();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not fetch the tickets of this project.');
  });
});

import type { TicketView } from '@client-portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderElement } from '../test/render';
import { TicketTable } from './ticket-table';

const TICKET: TicketView = {
  ticketId: 100198,
  ticketGuid: 'b7e1c2d3-0002-4e1f-9a02-100000000002',
  name: 'Add new team member bios',
  description: '<p>Bios</p>',
  status: 'in-progress',
  createdByFirstName: 'Sam',
  createdDateTime: '2026-11-10T12:00:00Z',
  projectGuid: '1e7b3c9a-4f2d-4b8e-9a6c-2d5f8e1b7c01',
  projectName: 'Acme Website Redesign',
};

const bodyRow = () => within(screen.getAllByRole('rowgroup')[1]!).getByRole('row');

describe('TicketTable', () => {
  it('has the column headings #, Title, the screen’s own columns in order, then Status', () => {
    renderElement(<TicketTable tickets={[TICKET]} columns={['project', 'createdBy']} />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#',
      'Title',
      'Project',
      'Created by',
      'Status',
    ]);
  });

  it('shows the number, the title linking to the ticket, the screen’s own columns and the status badge', () => {
    renderElement(<TicketTable tickets={[TICKET]} columns={['project', 'created', 'createdBy']} />);
    const cells = within(bodyRow()).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '#00198',
      'Add new team member bios',
      'Acme Website Redesign',
      '10-Nov-2026',
      'Sam',
      'in-progress',
    ]);
    expect(within(cells[1]!).getByRole('link')).toHaveAttribute('href', `/tickets/${TICKET.ticketGuid}`);
    expect(within(cells[2]!).getByRole('link')).toHaveAttribute('href', `/projects/${TICKET.projectGuid}`);
    expect(within(cells[5]!).getByText('in-progress')).toHaveClass('badge', 'text-bg-success');
  });

  it('gives each of the screen’s own cells its column heading, for the stacked rows of a phone', () => {
    renderElement(<TicketTable tickets={[TICKET]} columns={['project', 'created', 'createdBy']} />);
    const cells = within(bodyRow()).getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.label)).toEqual([
      undefined,
      undefined,
      'Project',
      'Created',
      'Created by',
      undefined,
    ]);
  });
});
